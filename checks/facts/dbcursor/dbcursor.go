// Package dbcursor reads a Python DB-API 2.0 cursor for RC201: `cur =
// conn.cursor(); cur.execute(q)` (also `with conn.cursor() as cur:` and
// `conn.cursor().execute(q)`) runs its statement on the connection's socket
// on the calling thread (PEP 249, "Cursor Objects": a cursor is created by
// the connection's cursor() and runs operations through it), so on the
// connection of a synchronous driver (a library row of kind database with
// blocks: true: psycopg2, PyMySQL, mysql.connector, snowflake.connector,
// pyodbc, ...) it blocks as the driver's connect does. The connection is
// resolved by the caller (RC201 in the file, pyclient.Uses across files).
// Source: https://peps.python.org/pep-0249/#cursor-objects.
package dbcursor

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// Methods are the cursor methods that send a statement and wait for its
// result (PEP 249: execute, executemany, callproc). The fetch methods are
// left out: most drivers read them from the result execute already holds.
var Methods = map[string]bool{"execute": true, "executemany": true, "callproc": true}

// Prefix marks a cursor method in a method name the summaries judge
// (pyclient.Use.Method "cursor().execute"): the method of a cursor of the
// client, not of the client itself.
const Prefix = "cursor()."

// Source returns the expression of the connection that obj, the receiver of
// a cursor method, is a cursor of: obj is `X.cursor(...)` itself, a name
// bound to it by an assignment or by the innermost `with X.cursor() as name:`
// around obj in its function, or a `self.x` attribute its class sets only to
// cursors of one connection (selfCursor); nil for anything else.
func Source(f *model.File, obj *model.Node) *model.Node {
	n := model.Unwrap(obj)
	if n != nil && n.Sym() == model.SymIdentifier {
		if v := model.Unwrap(f.Resolve(n)); v != nil && v != n {
			n = v
		} else if v := withValue(f, n); v != nil {
			n = model.Unwrap(v)
		}
	}
	if n != nil && n.Sym() == model.SymAttribute && model.IsSelfMember(f.Text(n)) {
		n = selfCursor(f, n)
	}
	if n == nil || n.Sym() != model.SymCall {
		return nil
	}
	callee := model.Callee(n)
	if callee == nil || callee.Sym() != model.SymAttribute || f.Text(callee.ChildByFieldName("attribute")) != "cursor" {
		return nil
	}
	return callee.ChildByFieldName("object")
}

// Connection reports whether ctor, a client constructor as RC201 names it
// ("psycopg2.connect"), is a library row of kind database that blocks: a
// synchronous driver's connection, whose cursors block.
func Connection(ctor string) bool {
	r := libmodels.Builtin().Lookup(libmodels.Python, ctor)
	return r != nil && r.Kind == libmodels.Database && r.Blocks
}

// Blocks reports whether method, a method name the summaries judge, is a
// cursor method (Prefix + one of Methods) of a client ctor for which
// Connection holds; ok is false when method carries no Prefix (judged as
// any other method).
func Blocks(ctor, method string) (blocks, ok bool) {
	m, ok := strings.CutPrefix(method, Prefix)
	if !ok {
		return false, false
	}
	return Methods[m] && Connection(ctor), true
}

// withValue returns the value a `with value as name:` statement around n
// binds to n's name (the innermost such statement in n's function), or nil.
func withValue(f *model.File, n *model.Node) *model.Node {
	name := f.Text(n)
	for p := n.Parent(); p != nil; p = p.Parent() {
		if p.Sym() == model.SymFunctionDefinition || p.Sym() == model.SymLambda {
			return nil
		}
		if p.Sym() != model.SymWithStatement {
			continue
		}
		var found *model.Node
		model.Walk(p, func(m *model.Node) bool {
			if found != nil || m.Sym() == model.SymBlock {
				return false
			}
			if m.Sym() == model.SymAsPattern {
				if t := m.ChildByFieldName("alias"); t != nil && f.Text(t) == name {
					found = m.NamedChild(0)
				}
				return false
			}
			return true
		})
		if found != nil {
			return found
		}
	}
	return nil
}

// selfCursor returns the `X.cursor(...)` call that attribute n (`self._cursor`)
// holds: every assignment to it in its class (None placeholders aside) is a
// cursor call on one connection expression, as written (`self._cursor =
// self.conn.cursor()` in `__init__`, ramp-mcp's MemoryDatabase over
// sqlite3; SingleStore's S2Manager). A cursor kept for the object's life runs
// its statements on that connection's socket or engine as a local cursor does
// (PEP 249). nil when the class assigns it anything else, or nothing.
func selfCursor(f *model.File, n *model.Node) *model.Node {
	cls := model.Ancestor(n, model.SymClassDefinition)
	if cls == nil {
		return nil
	}
	attr, conn := f.Text(n), ""
	var found *model.Node
	ok := true
	f.NodesIn(cls, model.NewSymBitset(model.SymAssignment), func(a *model.Node) bool {
		if l := a.ChildByFieldName("left"); l == nil || f.Text(l) != attr {
			return true
		}
		v := model.Unwrap(a.ChildByFieldName("right"))
		if v != nil && v.Sym() == model.SymNone {
			return true
		}
		var callee *model.Node
		if v != nil && v.Sym() == model.SymCall {
			callee = model.Callee(v)
		}
		if callee == nil || callee.Sym() != model.SymAttribute || f.Text(callee.ChildByFieldName("attribute")) != "cursor" ||
			conn != "" && f.Text(callee.ChildByFieldName("object")) != conn {
			ok = false
			return false
		}
		conn = f.Text(callee.ChildByFieldName("object"))
		if found == nil {
			found = v
		}
		return true
	})
	if !ok {
		return nil
	}
	return found
}
