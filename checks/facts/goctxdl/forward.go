package goctxdl

import (
	"context"
	"path"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/resilience-check/resilience-check/checks/facts/goreach"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
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
// The calls in the package's other non-test files (the world's GoSearch and
// Read) must be bounded too; when they cannot be listed or read, the
// callers are unknown and the wrapper is not taken as bounded
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
	calls, ok := forwardCalls(f, owner, name, pos)
	if !ok || calls == 0 {
		return false
	}
	w := thirdparty.Of(f)
	if w == nil || w.GoSearch == nil || w.Read == nil {
		return false // the package's other files are unknown
	}
	dir := path.Dir(f.Path)
	for _, p := range w.GoSearch([]string{name}) {
		if p == f.Path || path.Dir(p) != dir || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			continue
		}
		src := w.File(p)
		if src == nil {
			return false // a file of the package that cannot be read: unknown
		}
		if !strings.Contains(string(src), "."+name+"(") {
			continue
		}
		g := parseGo(p, src)
		if g == nil {
			return false
		}
		if _, ok := forwardCalls(g, nil, name, pos); !ok {
			return false
		}
	}
	return true
}

// forwardCalls counts the calls of a method called name in file f outside
// owner, and reports whether each passes at position pos a request built
// with a deadline (Request).
func forwardCalls(f *model.File, owner *model.Node, name string, pos int) (int, bool) {
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
	return calls, ok
}

// parseGo parses Go source src of file p; nil when it does not parse.
func parseGo(p string, src []byte) *model.File {
	ps := sitter.NewParser()
	defer ps.Close()
	ps.SetLanguage(model.Grammar(model.LangGo))
	ps.SetOperationLimit(2_000_000)
	tree, err := ps.ParseCtx(context.Background(), nil, src)
	if err != nil || tree == nil {
		return nil
	}
	defer tree.Close()
	return model.NewFile(p, model.LangGo, src, tree.RootNode())
}
