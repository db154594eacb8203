package sdkrecv

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// GoDoer reports whether Go value obj (the `c.Client` of
// `c.Client.Do(req)`, a parameter `doer`) is declared with an HTTP doer
// type of the file: an interface whose one method is
// `Do(*http.Request) (*http.Response, error)` of net/http. Generated API
// clients send every request through one (oapi-codegen's HttpRequestDoer,
// "the standard http.Client implements this interface", an *http.Client
// unless WithHTTPClient gives another), so a Do on it fails with an HTTP
// client's errors (a *url.Error naming the request's URL). A doer type
// declared in another file, or an interface with more methods, is not one.
// Source: oapi-codegen's client template
// (https://github.com/oapi-codegen/oapi-codegen/blob/main/pkg/codegen/templates/client.tmpl).
func GoDoer(f *model.File, obj *model.Node) bool {
	t := goDeclaredType(f, obj)
	if t == nil || t.Sym() != model.SymTypeIdentifier {
		return false
	}
	name := f.Text(t)
	return model.Fact(f, doerTypes, doersOf)[name]
}

// doerTypes caches the HTTP doer interfaces a Go file declares, by name.
var doerTypes = model.NewFactKey[map[string]bool]("sdkrecv.doerTypes")

// typeSpecs are the declarations doersOf reads.
var typeSpecs = model.NewSymBitset(model.SymTypeSpec)

// doersOf returns the names of the HTTP doer interfaces Go file f declares.
func doersOf(f *model.File) map[string]bool {
	out := map[string]bool{}
	http := ""
	for local, imp := range f.Imports() {
		if imp == "net/http" {
			http = local
		}
	}
	if http == "" {
		return out
	}
	f.NodesOf(typeSpecs, func(n *model.Node) bool {
		name, t := n.ChildByFieldName("name"), n.ChildByFieldName("type")
		// an interface type literal with one element, a method named Do
		// (an embedded interface or a type set has no name)
		if name == nil || t == nil || !strings.HasPrefix(f.Text(t), "interface") || t.NamedChildCount() != 1 {
			return true
		}
		m := t.NamedChild(0)
		if mn := m.ChildByFieldName("name"); mn == nil || f.Text(mn) != "Do" {
			return true
		}
		params, result := m.ChildByFieldName("parameters"), m.ChildByFieldName("result")
		if params == nil || result == nil || params.NamedChildCount() != 1 {
			return true
		}
		p := params.NamedChild(0).ChildByFieldName("type")
		res := strings.Join(strings.Fields(f.Text(result)), "")
		if p != nil && f.Text(p) == "*"+http+".Request" && res == "(*"+http+".Response,error)" {
			out[f.Text(name)] = true
		}
		return true
	})
	return out
}
