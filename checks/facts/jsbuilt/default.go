package jsbuilt

import (
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// HoldsByDefault reports whether the condition cond of an if statement
// tests a variable of the file whose value falls back to a positive number
// literal when the setting is not given (`const timeout =
// this.config.statementTimeout ?? DEFAULT_STATEMENT_TIMEOUT_MS`, the
// constant `30_000`; `opts.timeout || 5000`), and the test holds for any
// positive number (`timeout > 0`, `timeout >= 1`, `timeout !== 0`,
// `timeout`): the branch runs by default, and only a caller who sets the
// value to 0 on purpose skips it (neverinfamous/postgres-mcp's
// statement_timeout, the clean row of blind batch 21). A bound assigned in
// such a branch is set by default, as RC103 and RC501 read it
// (node-postgres: "statement_timeout: number of milliseconds before a
// statement in query will time out, default is no timeout",
// https://node-postgres.com/apis/client; CWE-400). Anything else, a
// fallback that is not a positive literal or a test that a positive value
// fails, is not known to hold.
func HoldsByDefault(f *model.File, cond *model.Node) bool {
	c := model.Unwrap(cond)
	if c == nil {
		return false
	}
	v := c
	if c.Sym() == model.SymBinaryExpression {
		l, r := model.Unwrap(c.ChildByFieldName("left")), model.Unwrap(c.ChildByFieldName("right"))
		if l == nil || r == nil {
			return false
		}
		op := f.Text(c.ChildByFieldName("operator"))
		n, lit := positive(f, r, 0)
		switch {
		case f.Text(r) == "0" && (op == ">" || op == "!==" || op == "!="):
		case op == ">=" && lit && n <= 1:
		default:
			return false
		}
		v = l
	}
	if v.Sym() != model.SymIdentifier {
		return false
	}
	val := model.Unwrap(f.Lookup(f.Text(v), v))
	if val == nil || val.Sym() != model.SymBinaryExpression {
		return false
	}
	if op := f.Text(val.ChildByFieldName("operator")); op != "??" && op != "||" {
		return false
	}
	_, ok := positive(f, model.Unwrap(val.ChildByFieldName("right")), 0)
	return ok
}

// positive returns the value of a positive number literal n, or of a name
// of the file bound to one (`const DEFAULT_MS = 30_000`), and whether it is
// one.
func positive(f *model.File, n *model.Node, depth int) (float64, bool) {
	if n == nil || depth > 2 {
		return 0, false
	}
	switch n.Sym() {
	case model.SymNumber:
		x, err := strconv.ParseFloat(strings.ReplaceAll(f.Text(n), "_", ""), 64)
		return x, err == nil && x > 0
	case model.SymIdentifier:
		return positive(f, model.Unwrap(f.Lookup(f.Text(n), n)), depth+1)
	}
	return 0, false
}
