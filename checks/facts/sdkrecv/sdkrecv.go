// Package sdkrecv tells whether the receiver of a method call holds a client
// of a third-party SDK by its declared type (a parameter, receiver field or
// class field typed with a type of a package outside the repository): RC402
// takes such a call's error as a third-party SDK error (an origin that can
// carry request URLs and the service's response body).
package sdkrecv

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Receiver reports whether the object of a method call (`client` of
// `client.Payment.Refund(...)`, `s.es.search(...)`, `this.runClient.getService(...)`)
// holds a client of a third-party SDK by its declared type: a parameter or
// receiver field typed with a type of that package (Go `client
// *rzpsdk.Client`, Python `client: Elasticsearch`, TS `private client:
// ServicesClient`). Values the file builds (`client = Elasticsearch(...)`)
// are callOrigin's already.
func Receiver(f *model.File, obj *model.Node) bool {
	// the root of the object chain: client of client.Payment, s.es of s.es.x
	for i := 0; obj != nil && i < 6; i++ {
		obj = model.Unwrap(obj)
		if obj == nil {
			return false
		}
		switch obj.Sym() {
		case model.SymIdentifier:
			if t := paramType(f, obj, f.Text(obj)); t != nil {
				return TypeIsSDK(f, t)
			}
			return TypeIsSDK(f, moduleVarType(f, f.Text(obj))) // let client: GraphQLClient; at the top (modvar.go)
		case model.SymSelectorExpression, model.SymAttribute, model.SymMemberExpression:
			inner := adapt.MemberObject(obj)
			if inner != nil && inner.Sym() == model.SymIdentifier || inner != nil && (inner.Sym() == model.SymThis || f.Text(inner) == "self") {
				field := obj.ChildByFieldName("field")
				if field == nil {
					field = obj.ChildByFieldName("attribute")
				}
				if field == nil {
					field = obj.ChildByFieldName("property")
				}
				if field != nil && (f.Lang == model.LangGo || f.Text(inner) == "self" || f.Text(inner) == "this") {
					if TypeIsSDK(f, fieldType(f, f.Text(field))) {
						return true
					}
				}
				if inner.Sym() == model.SymIdentifier && f.Text(inner) != "self" {
					return TypeIsSDK(f, paramType(f, inner, f.Text(inner)))
				}
				return false
			}
			obj = inner
		case model.SymCallExpression, model.SymCall:
			fn := model.Callee(obj)
			if fn == nil {
				return false
			}
			obj = adapt.MemberObject(fn) // client.users().list(): the chain's root
		default:
			return false
		}
	}
	return false
}

// TypeIsSDK reports whether type expression t names a type of a
// third-party SDK (through a pointer, an Optional or a union's first name).
func TypeIsSDK(f *model.File, t *model.Node) bool {
	if t == nil {
		return false
	}
	found := false
	model.Walk(t, func(n *model.Node) bool {
		if found {
			return false
		}
		switch n.Sym() {
		case model.SymQualifiedType, model.SymIdentifier, model.SymTypeIdentifier, model.SymAttribute:
			q := model.ImportedName(f, n)
			if q == "" && n.Sym() == model.SymQualifiedType {
				if pkg := n.ChildByFieldName("package"); pkg != nil {
					if imp, ok := f.Imports()[f.Text(pkg)]; ok {
						q = imp + "." + f.Text(n.ChildByFieldName("name"))
					}
				}
			}
			if q != "" {
				found = thirdparty.Package(f, q) != "" && !thirdparty.Pure(f, q)
				return false
			}
			return n.Sym() == model.SymQualifiedType
		}
		return true
	})
	return found
}

// paramType returns the declared type of the parameter called name of the
// functions around node at (Go parameters and receivers, Python typed
// parameters, TS typed parameters), or nil.
func paramType(f *model.File, at *model.Node, name string) *model.Node {
	for p := at.Parent(); p != nil; p = p.Parent() {
		var lists []*model.Node
		switch p.Sym() {
		case model.SymFunctionDeclaration, model.SymMethodDeclaration, model.SymFuncLiteral:
			if f.Lang == model.LangGo {
				for _, field := range []string{"receiver", "parameters"} {
					if t := adapt.GoParamType(f, p.ChildByFieldName(field), name); t != nil {
						return t
					}
				}
				continue
			}
			// a JS/TS function declaration shares the node kind
			lists = []*model.Node{p.ChildByFieldName("parameters")}
		case model.SymFunctionDefinition, model.SymArrowFunction, model.SymFunctionExpression, model.SymMethodDefinition:
			lists = []*model.Node{p.ChildByFieldName("parameters")}
		default:
			continue
		}
		for _, ps := range lists {
			for i := 0; ps != nil && i < int(ps.NamedChildCount()); i++ {
				c := ps.NamedChild(i)
				switch c.Sym() {
				case model.SymTypedParameter, model.SymTypedDefaultParameter:
					n := c.ChildByFieldName("name")
					if n == nil {
						n = c.NamedChild(0)
					}
					if n != nil && f.Text(n) == name {
						return c.ChildByFieldName("type")
					}
				case model.SymRequiredParameter, model.SymOptionalParameter:
					if n := c.ChildByFieldName("pattern"); n != nil && f.Text(n) == name {
						return c.ChildByFieldName("type")
					}
				}
			}
		}
	}
	return nil
}

// fieldType returns the declared type of a struct field (Go), a class
// attribute annotation (Python `client: Elasticsearch`) or a class field or
// constructor parameter property (TS) called name in the file, or nil.
func fieldType(f *model.File, name string) *model.Node {
	memo := model.Fact(f, fieldTypes, func(*model.File) map[string]*model.Node { return map[string]*model.Node{} })
	if t, ok := memo[name]; ok {
		return t
	}
	t := fieldTypeOf(f, name)
	memo[name] = t
	return t
}

// fieldSyms are the declarations fieldTypeOf reads.
var fieldSyms = model.NewSymBitset(model.SymFieldDeclaration, model.SymPublicFieldDefinition, model.SymRequiredParameter, model.SymAssignment)

// fieldTypes caches fieldType per file and name.
var fieldTypes = model.NewFactKey[map[string]*model.Node]("rc402.fieldTypes")

func fieldTypeOf(f *model.File, name string) *model.Node {
	var out *model.Node
	f.NodesOf(fieldSyms, func(n *model.Node) bool {
		if out != nil {
			return false
		}
		switch n.Sym() {
		case model.SymFieldDeclaration:
			for j := 0; j < int(n.NamedChildCount()); j++ {
				if c := n.NamedChild(j); c.FieldName() == "name" && f.Text(c) == name {
					out = n.ChildByFieldName("type")
				}
			}
		case model.SymPublicFieldDefinition:
			if nm := n.ChildByFieldName("name"); nm != nil && f.Text(nm) == name {
				out = n.ChildByFieldName("type")
			}
		case model.SymRequiredParameter:
			if nm := n.ChildByFieldName("pattern"); nm != nil && f.Text(nm) == name && strings.Contains(f.Text(n), "private ") ||
				nm != nil && f.Text(nm) == name && (strings.HasPrefix(f.Text(n), "public ") || strings.HasPrefix(f.Text(n), "readonly ") || strings.HasPrefix(f.Text(n), "protected ")) {
				out = n.ChildByFieldName("type")
			}
		case model.SymAssignment:
			if l := n.ChildByFieldName("left"); l != nil && (f.Text(l) == "self."+name || f.Text(l) == name) && n.ChildByFieldName("type") != nil {
				out = n.ChildByFieldName("type")
			}
		}
		return true
	})
	return out
}

// GoDeclaredTypeName returns the qualified name of the declared type of Go
// selector operand obj, through a pointer ("net/http.Client" of `c.http` for
// a field `http *http.Client`, or of a parameter `client *http.Client`), or
// "" when obj is neither a parameter or receiver nor a field of one.
func GoDeclaredTypeName(f *model.File, obj *model.Node) string {
	return GoQualifiedType(f, goDeclaredType(f, obj))
}

// GoQualifiedType returns the import-path-qualified name of Go type node t
// through pointers (`*template.Template` -> "text/template.Template"), or ""
// for a type that is not a package-qualified one or whose package the file
// does not import.
func GoQualifiedType(f *model.File, t *model.Node) string {
	for t != nil && t.Sym() == model.SymPointerType {
		t = t.NamedChild(0)
	}
	if t == nil || t.Sym() != model.SymQualifiedType {
		return ""
	}
	pkg := t.ChildByFieldName("package")
	if imp, ok := f.Imports()[f.Text(pkg)]; ok && pkg != nil {
		return imp + "." + f.Text(t.ChildByFieldName("name"))
	}
	return ""
}

// GoBuiltBy reports whether Go call v, the value a method is called on
// (`client` of client, err := confluence.New(nil, site); client.Content.Create(...)),
// is a call of a third-party SDK's function that is not pure
// (thirdparty.Pure: not a parser or encoder, not an MCP SDK). Such a
// constructor's own errors may be the caller's (a bad URL), but the methods
// of the client it builds send the SDK's requests, so they fail with its
// errors: the value's declared type would say so (TypeIsSDK), as go/types
// types client by New's result.
func GoBuiltBy(f *model.File, v *model.Node) bool {
	if f.Lang != model.LangGo || v == nil || v.Sym() != model.SymCallExpression {
		return false
	}
	q := model.ImportedName(f, model.Callee(v))
	return q != "" && thirdparty.Package(f, q) != "" && !thirdparty.Pure(f, q)
}

// goDeclaredType returns the type node, pointers taken off, that Go value
// obj is declared with in the file: a parameter or receiver of a function
// around it (`c *http.Client`), or a struct field of the file (`c.http`
// with `http *http.Client`); nil for any other.
func goDeclaredType(f *model.File, obj *model.Node) *model.Node {
	obj = model.Unwrap(obj)
	var t *model.Node
	switch {
	case obj == nil || f.Lang != model.LangGo:
		return nil
	case obj.Sym() == model.SymIdentifier:
		t = paramType(f, obj, f.Text(obj))
	case obj.Sym() == model.SymSelectorExpression:
		if in := obj.ChildByFieldName("operand"); in != nil && in.Sym() == model.SymIdentifier {
			t = fieldType(f, f.Text(obj.ChildByFieldName("field")))
		}
	}
	for t != nil && t.Sym() == model.SymPointerType {
		t = t.NamedChild(0)
	}
	return t
}
