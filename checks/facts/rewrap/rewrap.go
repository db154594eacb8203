// Package rewrap finds the exception classes a file raises again with an
// upstream error's text inside: in an except (Python) or catch (JS/TS)
// clause, `raise NCBISearchError(f"HTTP error occurred: {str(e)}")` after
// `except httpx.HTTPError as e`, `throw new ApiError(`lookup failed:
// ${err.message}`)`. RC402 takes a clause that names a class the file
// defines as catching the project's own, authored text; a class the file
// also raises from a caught error's text carries that error's detail
// (CWE-209), so such a clause is judged by the origin of its try block's
// calls like any other. A re-raise with only fixed text, the status code or
// the class name (`raise ApiError(f"HTTP {e.response.status_code}")`,
// `type(e).__name__`) carries none (errtaint.ReadsText). Source: CodeQL's
// py/stack-trace-exposure follows the exception's message into a new
// exception's arguments the same way (local flow through constructors).
package rewrap

import (
	"github.com/resilience-check/resilience-check/checks/facts/errnames"
	"github.com/resilience-check/resilience-check/checks/facts/errtaint"
	"github.com/resilience-check/resilience-check/checks/model"
)

// raises are the statements Classes reads.
var raises = model.NewSymBitset(model.SymRaiseStatement, model.SymThrowStatement)

// Raised returns the class and the argument list of the error that raise or
// throw statement n builds (Python `raise C(...)`, JS/TS `throw new C(...)`
// or `throw C(...)`); nil for a statement that builds none (a bare `raise`,
// `throw err`).
func Raised(n *model.Node) (callee, args *model.Node) {
	if n.NamedChildCount() == 0 {
		return nil, nil
	}
	switch v := model.Unwrap(n.NamedChild(0)); v.Sym() {
	case model.SymCall, model.SymCallExpression:
		return model.Callee(v), v.ChildByFieldName("arguments")
	case model.SymNewExpression:
		return v.ChildByFieldName("constructor"), v.ChildByFieldName("arguments")
	}
	return nil, nil
}

// Classes returns the short names of the classes file f raises (Python
// `raise C(...)`) or throws (JS/TS `throw new C(...)`) inside an except or
// catch clause with an argument that reads the caught error's text, directly
// or through a local of the clause (errtaint.Clause). A raise in a function
// nested in the clause is that function's and is left out. Nil when none.
func Classes(f *model.File) map[string]bool {
	var out map[string]bool
	f.NodesOf(raises, func(n *model.Node) bool {
		callee, args := Raised(n)
		if callee == nil || args == nil {
			return false
		}
		h := clause(n)
		if h == nil {
			return false
		}
		if names := errtaint.Clause(f, h); len(names) > 0 && errtaint.ReadsText(f, args, names) {
			if out == nil {
				out = map[string]bool{}
			}
			out[errnames.Last(f.Text(callee))] = true
		}
		return false
	})
	return out
}

// clause returns the except or catch clause around n within its function,
// or nil.
func clause(n *model.Node) *model.Node {
	for p := n.Parent(); p != nil; p = p.Parent() {
		switch p.Sym() {
		case model.SymExceptClause, model.SymCatchClause:
			return p
		}
		if p.IsScope() {
			return nil
		}
	}
	return nil
}
