package goctxdl

import (
	"github.com/resilience-check/resilience-check/checks/facts/goreach"
	"github.com/resilience-check/resilience-check/checks/model"
)

// forwardedBounded reports whether req, the request a method of the file
// hands to its client field (`func (d *defaultHTTPClient) Do(req
// *http.Request) (*http.Response, error) { return d.client.Do(req) }`), is
// that method's own parameter and every call of a method of that name in
// the file other than its own passes at the parameter's position a request
// built with a deadline (Request), at least one: the method is a wrapper
// that forwards requests its callers bounded (openshift-mcp-server's
// netedge probe_http, whose handler builds each request under
// context.WithTimeout and sends it through the httpDoer interface the
// wrapper satisfies, the clean row of blind batch 20). A method is matched
// by name only, as an interface call names no type: any other call of the
// name in the file (another type's Do, http.Client.Do) must be bounded too.
// Calls from other files are not seen, as for the rest of the package
// (net/http: "the request's context ... cancels the request",
// https://pkg.go.dev/net/http#NewRequestWithContext; CWE-400).
func forwardedBounded(f *model.File, req *model.Node) bool {
	if req == nil || req.Sym() != model.SymIdentifier {
		return false
	}
	owner, pos := goreach.ParamOwner(f, req, f.Text(req))
	if owner == nil || owner.Sym() != model.SymMethodDeclaration {
		return false
	}
	name := f.Text(owner.ChildByFieldName("name"))
	calls, ok := 0, true
	f.NodesOf(model.NewSymBitset(model.SymCallExpression), func(call *model.Node) bool {
		fn := model.Callee(call)
		if fn == nil || fn.Sym() != model.SymSelectorExpression || f.Text(fn.ChildByFieldName("field")) != name {
			return true
		}
		if model.Ancestor(call, model.SymFunctionDeclaration, model.SymMethodDeclaration) == owner {
			return true // the forwarding call itself
		}
		calls++
		if !Request(f, model.Arg(call, pos)) {
			ok = false
		}
		return ok
	})
	return ok && calls > 0
}
