package bounds

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/optval"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// optionsPos is the position of an Option bound's options object in call:
// pos, or, for a row whose options may follow scalar arguments
// (Bound.AfterScalars: ioredis's new Redis(url, options), new Redis(port,
// host, options)), the first argument from pos on that is not a string or a
// number. An argument of unknown type stops the walk: it may be the options.
func optionsPos(f *model.File, call *model.Node, b *libmodels.Bound, pos int) int {
	if !b.AfterScalars || f.Lang != model.LangJavaScript && f.Lang != model.LangTypeScript {
		return pos
	}
	if pos < 0 {
		pos = 0
	}
	for a := model.Arg(call, pos); a != nil && jsScalar(f, a, 0); a = model.Arg(call, pos) {
		pos++
	}
	return pos
}

// jsScalar reports whether n is surely a string or a number: a literal, a
// template, process.env.X, a TypeScript parameter annotated string or
// number, `a || b` / `a ?? b` whose fallback b is one (`opts.url ??
// process.env.REDIS_URL ?? "redis://localhost:6379"`), or a variable every
// value of which is one.
func jsScalar(f *model.File, n *model.Node, depth int) bool {
	if n == nil || depth > 4 {
		return false
	}
	n = model.Unwrap(n)
	switch n.Sym() {
	case model.SymString, model.SymTemplateString, model.SymNumber:
		return true
	case model.SymMemberExpression:
		return strings.HasPrefix(f.Text(n), "process.env.")
	case model.SymBinaryExpression:
		if op := n.ChildByFieldName("operator"); op != nil && (f.Text(op) == "||" || f.Text(op) == "??") {
			return jsScalar(f, n.ChildByFieldName("right"), depth+1)
		}
		return false
	case model.SymIdentifier:
		if t := jsParamType(f, n); t != nil {
			s := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(f.Text(t)), ":"))
			return s == "string" || s == "number"
		}
		br := optval.Branches(f, n)
		if len(br) == 0 || len(br) == 1 && br[0] == n {
			return false
		}
		for _, b := range br {
			if b == n || !jsScalar(f, b, depth+1) {
				return false
			}
		}
		return true
	}
	return false
}
