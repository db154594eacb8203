// Package mysqldsn finds go-sql-driver/mysql DSNs a Go file writes without a
// read timeout: the driver's readTimeout and timeout (dial) parameters are
// 0 by default, so a query whose reply never comes waits forever unless the
// caller bounds it with a context deadline
// (https://github.com/go-sql-driver/mysql#readtimeout). It is RC103's
// library knowledge for a bound that lives inside a connection string, not
// in an argument or option a library row can name.
package mysqldsn

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// SourceURL is the go-sql-driver/mysql page that states the DSN parameters'
// defaults (readTimeout, writeTimeout, timeout: none).
const SourceURL = "https://github.com/go-sql-driver/mysql#readtimeout"

// Gap is a MySQL DSN written with no timeout parameter.
type Gap struct {
	// At is where to report: the connection call (sql.Open, sqlx.Connect)
	// the file passes the DSN to, else the expression that builds it.
	At *model.Node
	// Open is true when At is the connection call.
	Open bool
}

// openers are the calls that open a database/sql pool from a DSN.
var openers = map[string]bool{
	"database/sql.Open": true, "github.com/jmoiron/sqlx.Open": true, "github.com/jmoiron/sqlx.Connect": true,
	"github.com/jmoiron/sqlx.MustOpen": true, "github.com/jmoiron/sqlx.MustConnect": true,
	"github.com/jmoiron/sqlx.ConnectContext": true, "gorm.io/driver/mysql.Open": true,
}

var (
	strSyms     = model.NewSymBitset(model.SymInterpretedStringLiteral, model.SymRawStringLiteral)
	callSyms    = model.NewSymBitset(model.SymCallExpression)
	commentSyms = model.NewSymBitset(model.SymComment)
)

// Gaps returns the file's MySQL DSN templates (a string with "@tcp(" or
// "@unix(", the driver's network address form) that set no timeout, in a
// file that never mentions a timeout or a deadline (a file that does may
// bound its queries with contexts or add the parameters elsewhere: never a
// guess). A masked DSN for display ("***") or one whose options come from
// elsewhere ("?%s") is not judged.
func Gaps(f *model.File) []Gap {
	if f.Lang != model.LangGo || !(f.Contains("@tcp(") || f.Contains("@unix(")) {
		return nil
	}
	if mentionsBound(f) {
		return nil
	}
	var out []Gap
	f.NodesOf(strSyms, func(s *model.Node) bool {
		t := f.Text(s)
		if !strings.Contains(t, "@tcp(") && !strings.Contains(t, "@unix(") || strings.Contains(t, "***") {
			return true
		}
		if _, opts, ok := strings.Cut(t, "?"); ok && strings.Contains(opts, "%") {
			return true // options formatted in from elsewhere
		}
		if fn := model.EnclosingFunc(s); fn != nil && maskingFunc(f.Text(fn.ChildByFieldName("name"))) {
			return true
		}
		build := s
		if p := s.Parent(); p != nil && p.Sym() == model.SymArgumentList {
			if c := p.Parent(); c != nil && c.Sym() == model.SymCallExpression && model.ImportedName(f, model.Callee(c)) == "fmt.Sprintf" {
				build = c
			}
		}
		g := Gap{At: build}
		if name := assignedName(f, build); name != "" {
			if open := openerOf(f, name); open != nil {
				g = Gap{At: open, Open: true}
			}
		}
		out = append(out, g)
		return true
	})
	return out
}

// mentionsBound reports whether the file's code (comments aside) mentions a
// timeout or a deadline.
func mentionsBound(f *model.File) bool {
	src := []byte(strings.ToLower(string(f.Src)))
	f.NodesOf(commentSyms, func(c *model.Node) bool {
		for i := c.StartByte(); i < c.EndByte() && int(i) < len(src); i++ {
			src[i] = ' '
		}
		return true
	})
	s := string(src)
	return strings.Contains(s, "timeout") || strings.Contains(s, "deadline")
}

// maskingFunc reports a function that formats a DSN for display, not for a
// connection.
func maskingFunc(name string) bool {
	n := strings.ToLower(name)
	return strings.Contains(n, "string") || strings.Contains(n, "mask") || strings.Contains(n, "redact") || strings.Contains(n, "log")
}

// assignedName returns the name a DSN expression is assigned to (`dsn :=
// fmt.Sprintf(...)`, `DSN = ...`), or "".
func assignedName(f *model.File, e *model.Node) string {
	p := e.Parent()
	if p == nil || p.Sym() != model.SymExpressionList {
		return ""
	}
	a := p.Parent()
	if a == nil || a.Sym() != model.SymShortVarDeclaration && a.Sym() != model.SymAssignmentStatement {
		return ""
	}
	left := a.ChildByFieldName("left")
	if left == nil || left.NamedChildCount() != 1 {
		return ""
	}
	return f.Text(left.NamedChild(0))
}

// openerOf returns the file's first connection call whose arguments include
// the identifier name, or nil.
func openerOf(f *model.File, name string) *model.Node {
	var out *model.Node
	f.NodesOf(callSyms, func(c *model.Node) bool {
		if out != nil {
			return false
		}
		if !openers[model.CalleeName(f, c)] {
			return true
		}
		for i := 0; i < model.NumArgs(c); i++ {
			if a := model.Unwrap(model.Arg(c, i)); a != nil && a.Sym() == model.SymIdentifier && f.Text(a) == name {
				out = c
				return false
			}
		}
		return true
	})
	return out
}
