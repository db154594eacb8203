// Package tsshape reads two TypeScript shapes that type a method call's
// receiver through another object, for the function summaries (package
// summary): an object type that declares a field with a class of the
// repository (`interface HandlerContext { client: RedmineClient }`, `type
// Deps = { api: ApiClient }`), so that `context.client.getIssue()` on a
// parameter annotated `context: HandlerContext` is RedmineClient's method
// as it is when HandlerContext is a class with that typed field; and an
// object destructuring of a local or parameter (`const { client } =
// context`), so that `client.getIssue()` is `context.client.getIssue()`.
// Source: the TypeScript handbook, "Object Types" (an interface's and a type
// alias's property types are the types of the object's properties) and
// "Destructuring" (a shorthand property pattern binds the property of the
// same name). What the type or the value does not name stays unknown
// (docs/cross-file.md, "Classes").
package tsshape

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary/pytype"
)

// Iface returns, for a TS interface declaration or a type alias of an
// object type (node n), its name and its property signatures annotated
// with a class name (pytype.AnnotatedClass: `client: ApiClient`,
// `client?: ApiClient`, `api: sdk.Client`), property name to class; "" and
// nil for anything else, or when no property is so typed. Methods,
// index signatures and properties of any other type are left out.
func Iface(f *model.File, n *model.Node) (string, map[string]string) {
	if n == nil || !f.Lang.IsJS() {
		return "", nil
	}
	var body *model.Node
	switch n.Type() {
	case "interface_declaration":
		body = n.ChildByFieldName("body")
	case "type_alias_declaration":
		if body = n.ChildByFieldName("value"); body != nil && body.Type() != "object_type" {
			return "", nil
		}
	default:
		return "", nil
	}
	name := n.ChildByFieldName("name")
	if name == nil || body == nil || n.ChildByFieldName("type_parameters") != nil {
		return "", nil // a generic shape's fields may name its parameters
	}
	var fields map[string]string
	for i := 0; i < int(body.NamedChildCount()); i++ {
		p := body.NamedChild(i)
		if p.Type() != "property_signature" {
			continue
		}
		pn := p.ChildByFieldName("name")
		if pn == nil || pn.Type() != "property_identifier" {
			continue
		}
		if cls := pytype.AnnotatedClass(f, p.ChildByFieldName("type")); cls != "" {
			if fields == nil {
				fields = map[string]string{}
			}
			fields[f.Text(pn)] = cls
		}
	}
	if fields == nil {
		return "", nil
	}
	return f.Text(name), fields
}

// Note records in m, for function fn, the names a JS/TS variable
// declarator n binds by destructuring a bare name (`const { client } =
// context`, `const { client: c, config } = ctx`): each local to the
// property path it reads ("context.client"). A default value (`{ client =
// x }`), a rest element, a nested pattern and any value but a bare
// identifier are left out. It returns m, allocated when needed.
func Note(m map[int]map[string]string, f *model.File, n *model.Node, fn int) map[int]map[string]string {
	if fn < 0 || n == nil || !f.Lang.IsJS() || n.Sym() != model.SymVariableDeclarator {
		return m
	}
	pat, val := n.ChildByFieldName("name"), model.Unwrap(n.ChildByFieldName("value"))
	if pat == nil || val == nil || pat.Sym() != model.SymObjectPattern || val.Sym() != model.SymIdentifier {
		return m
	}
	from := f.Text(val)
	for i := 0; i < int(pat.NamedChildCount()); i++ {
		p := pat.NamedChild(i)
		local, key := "", ""
		switch p.Type() {
		case "shorthand_property_identifier_pattern":
			local, key = f.Text(p), f.Text(p)
		case "pair_pattern":
			k, v := p.ChildByFieldName("key"), p.ChildByFieldName("value")
			if k == nil || v == nil || k.Type() != "property_identifier" || v.Sym() != model.SymIdentifier {
				continue
			}
			local, key = f.Text(v), f.Text(k)
		default:
			continue
		}
		if m == nil {
			m = map[int]map[string]string{}
		}
		if m[fn] == nil {
			m[fn] = map[string]string{}
		}
		m[fn][local] = from + "." + key
	}
	return m
}

// Root rewrites the callee text of a call in function fn whose receiver's
// root is a name m records for fn or a function it is nested in (outer
// gives the enclosing function's index, -1 at the top; at most 8 levels): `client.issues.get` with `const {
// client } = context` is "context.client.issues.get". A bare call of the
// name and any other text are returned unchanged.
func Root(m map[int]map[string]string, fn int, outer func(int) int, text string) string {
	root, rest, dotted := strings.Cut(text, ".")
	if !dotted || m == nil {
		return text
	}
	for g, n := fn, 0; g >= 0 && n < 8; g, n = outer(g), n+1 {
		if p, ok := m[g][root]; ok {
			return p + "." + rest
		}
	}
	return text
}

// Record records, for a TS object type n at the top of its module
// (top) that Iface reads, the shape as a class of fields: class(n, name)
// adds it to classes (unless a class of that name holds bases there: a
// declaration merged with a class keeps the class's), and add(key, class)
// each typed field as the attribute "Name.this.field", as a class's
// typed field is recorded. Anything else records nothing.
func Record(f *model.File, n *model.Node, top bool, classes map[string][]string, class func(*model.Node, string), add func(key, cls string)) {
	name, fields := Iface(f, n)
	if name == "" || !top || classes[name] != nil {
		return
	}
	class(n, name)
	for k, cls := range fields {
		add(name+".this."+k, cls)
	}
}
