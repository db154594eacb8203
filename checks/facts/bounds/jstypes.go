package bounds

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/jsfactory"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// jsFuncSyms are the function nodes whose parameters jsParamType reads.
var jsFuncSyms = model.NewSymBitset(model.SymFunctionDeclaration, model.SymArrowFunction, model.SymFunctionExpression,
	model.SymMethodDefinition, model.SymFunction)

// JSParamType is jsParamType, for RC103 (a query's SQL text from a
// parameter annotated string).
func JSParamType(f *model.File, id *model.Node) *model.Node { return jsParamType(f, id) }

// PyParamType returns the annotation of the Python parameter that binds
// identifier id (in its function or an enclosing one), through Optional[X]
// and X | None, or nil (`app: FastMCP` gives FastMCP).
func PyParamType(f *model.File, id *model.Node) *model.Node { return pyParamType(f, id) }

// jsParamType returns the type annotation of the TypeScript parameter that
// binds identifier id in a function around it (`resend: Resend`), or nil
// (a JavaScript parameter, a destructured one, or none).
func jsParamType(f *model.File, id *model.Node) *model.Node {
	name := f.Text(id)
	for p := id.Parent(); p != nil; p = p.Parent() {
		if !jsFuncSyms.Has(p.Sym()) {
			continue
		}
		ps := p.ChildByFieldName("parameters")
		for i := 0; ps != nil && i < int(ps.NamedChildCount()); i++ {
			c := ps.NamedChild(i)
			if c.Sym() != model.SymRequiredParameter && c.Sym() != model.SymOptionalParameter {
				continue
			}
			if pat := c.ChildByFieldName("pattern"); pat != nil && f.Text(pat) == name {
				return c.ChildByFieldName("type") // nil when unannotated: the parameter shadows any outer one
			}
		}
	}
	return nil
}

// jsReturnType returns the declared return type of the file's own function
// or class method that call calls (`function getDocsClient():
// Promise<Client>`, `this.getSession()` of `async getSession():
// Promise<Session>`), or nil.
func jsReturnType(f *model.File, call *model.Node) *model.Node {
	if call.Sym() != model.SymCallExpression {
		return nil
	}
	callee := model.Callee(call)
	if callee == nil || callee.Sym() != model.SymIdentifier && !(callee.Sym() == model.SymMemberExpression && model.IsSelfMember(f.Text(callee))) {
		return nil // a function of the file, or a method of its class (this.getSession())
	}
	fn := f.LocalFunc(callee)
	if fn == nil {
		return nil
	}
	return fn.ChildByFieldName("return_type")
}

// jsTypeName is jsfactory.TypeName: the imported class a TypeScript
// annotation names, or "".
var jsTypeName = jsfactory.TypeName

// jsRecvRow returns the row of the JavaScript client a method is called on:
// an identifier bound to the row's construction (`const api =
// createClient(...)`), to a call of the file's own function whose declared
// return type is the row's class (`await getDocsClient()` of `function
// getDocsClient(): Promise<Client>`), or a TypeScript parameter annotated
// with it (`resend: Resend`); or, for a row whose Methods are also its
// attributes' (Row.Nested), an attribute of such a client
// (resend.emails.send); or a field of this that holds one (jsThisFieldRow).
// depth bounds the member chain.
func jsRecvRow(f *model.File, set *libmodels.Set, obj *model.Node, depth int) *libmodels.Row {
	lang := libmodels.JavaScript
	obj = model.Unwrap(obj)
	switch obj.Sym() {
	case model.SymIdentifier:
		recv := model.Unwrap(f.Resolve(obj))
		switch {
		case recv == nil:
			return nil
		case recv.Sym() == model.SymCallExpression || recv.Sym() == model.SymNewExpression:
			if r := set.Lookup(lang, model.CalleeName(f, recv)); r != nil {
				return r
			}
			return set.Lookup(lang, jsTypeName(f, jsReturnType(f, recv)))
		case recv == obj || recv.Sym() == model.SymIdentifier:
			return set.Lookup(lang, jsTypeName(f, jsParamType(f, recv)))
		}
	case model.SymMemberExpression:
		if r := jsThisFieldRow(f, set, obj); r != nil {
			return r
		}
		if depth < 3 {
			if r := jsRecvRow(f, set, obj.ChildByFieldName("object"), depth+1); r != nil && r.Nested {
				return r
			}
		}
	}
	return nil
}

// JSClientRow returns the library row of the JavaScript client obj holds,
// the receiver of a method call (`api` of api.createTask(...), this.tasks
// of this.tasks.createTask(...)), found as jsRecvRow finds it for RC101's
// per-call rows: a local bound to the row's construction, a parameter or
// field declared with its class, a field of this every value of which the
// class builds from the row; nil when obj holds anything else or the file
// does not show it. RC601 reads it to take a row's Mutating methods as the
// client's creating calls.
func JSClientRow(f *model.File, set *libmodels.Set, obj *model.Node) *libmodels.Row {
	if obj == nil || !f.Lang.IsJS() {
		return nil
	}
	return jsRecvRow(f, set, obj, 0)
}

// jsThisFieldRow returns the row of the client a field of this holds
// (`this.client` of `this.client.v2.tweet(...)`): the field is declared with
// the row's class as its type (`private client: TwitterApi`, which every
// value TypeScript lets it hold has), or, undeclared, every value the class
// gives it (`this.client = new TwitterApi(...)` in the constructor, or a
// field initialiser) constructs the row's client, null and undefined aside. nil when obj is no field
// of this, a value is anything else (an injected parameter), or the values
// disagree.
func jsThisFieldRow(f *model.File, set *libmodels.Set, obj *model.Node) *libmodels.Row {
	this := obj.ChildByFieldName("object")
	prop := obj.ChildByFieldName("property")
	if this == nil || prop == nil || model.Unwrap(this).Sym() != model.SymThis {
		return nil
	}
	cls := model.Ancestor(obj, model.SymClassDeclaration)
	if cls == nil {
		return nil
	}
	name := f.Text(prop)
	var declared, found *libmodels.Row
	agree, typed := true, false
	note := func(v *model.Node) {
		if v != nil && (v.Sym() == model.SymNull || v.Sym() == model.SymUndefined) {
			return // a reset (`this.gc = null` in close()): no client, and a call on it throws before any I/O
		}
		r := jsConstructedRow(f, set, v)
		if r == nil || found != nil && r != found {
			agree = false
			return
		}
		found = r
	}
	model.Walk(cls.ChildByFieldName("body"), func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymPublicFieldDefinition:
			if nm := n.ChildByFieldName("name"); nm != nil && f.Text(nm) == name {
				if t := n.ChildByFieldName("type"); t != nil && !jsOpaqueType(f, t) {
					typed = true
					declared = set.Lookup(libmodels.JavaScript, jsTypeName(f, t))
				}
				if v := model.Unwrap(n.ChildByFieldName("value")); v != nil {
					note(v)
				}
			}
		case model.SymAssignmentExpression:
			l := model.Unwrap(n.ChildByFieldName("left"))
			if l != nil && l.Sym() == model.SymMemberExpression && f.Text(l) == "this."+name {
				note(model.Unwrap(n.ChildByFieldName("right")))
			}
		}
		return true
	})
	switch {
	case typed:
		return declared
	case agree:
		return found
	}
	return nil
}

// jsConstructedRow returns the row whose client v constructs (`new
// TwitterApi(...)`, `createClient(...)`), or nil for any other value.
func jsConstructedRow(f *model.File, set *libmodels.Set, v *model.Node) *libmodels.Row {
	if v == nil || v.Sym() != model.SymNewExpression && v.Sym() != model.SymCallExpression {
		return nil
	}
	return set.Lookup(libmodels.JavaScript, model.CalleeName(f, v))
}

// jsOpaqueType reports a field annotation that says nothing of the value's
// class (`private tasks: any;`, `: unknown`): the field is then judged by
// the values the class assigns it, as an undeclared one is.
func jsOpaqueType(f *model.File, t *model.Node) bool {
	s := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(f.Text(t)), ":"))
	return s == "any" || s == "unknown"
}

// jsFactoryRow returns the row of the client a JavaScript local holds when
// it is bound to a call of a factory the file imports from another module
// of the repository (jsfactory.Row: `const api = createApi(url)` of a
// createApi that returns createClient(...)), for a method of a per-call
// row only (perCallJSMethods): the factory's module is read then, and not
// for every member call of the file.
func jsFactoryRow(f *model.File, set *libmodels.Set, obj *model.Node, method string) *libmodels.Row {
	obj = model.Unwrap(obj)
	if obj == nil || obj.Sym() != model.SymIdentifier || !perCallJSMethods(set)[method] {
		return nil
	}
	recv := model.Unwrap(f.Resolve(obj))
	if recv == nil || recv == obj || recv.Sym() != model.SymCallExpression {
		return nil
	}
	return jsfactory.Row(f, set, recv)
}
