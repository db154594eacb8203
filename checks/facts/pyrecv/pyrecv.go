// Package pyrecv names the client a Python receiver holds in the shapes
// pyctor.Of does not read itself (pyctor.Hook):
//
//   - a default built when nothing is injected: `self.client = client or
//     TelnyxClient()`, `c = c if c else requests.Session()`: the
//     constructor is a possible value of the receiver, so its blocking and
//     timeout rows apply (Pyright narrows `x or C()` to the union of both
//     operands' types; the injected operand adds no constructor);
//   - a client kept in a dict, by key: `self.s3_clients[region] =
//     boto3.client("s3", ...)` (or a dict literal of clients) and then
//     `self.s3_clients[region].get_object(...)`, `s3 =
//     self.s3_clients[region]`, or a helper that returns the element;
//   - a field set from a parameter annotated with a client type:
//     `def __init__(self, client: PortClient): self._client = client`, then
//     `self._client.entities.get_entities(...)` (the annotation is the
//     declared type of the injected value, as Pyright reads it).
//
// Every constructor the value may come from must agree, as
// pyctor.Of's own assignments do; a None placeholder is no value.
// Source: bench/realcode/blind8-misses.tsv, "origin unknown: attribute set
// as 'param or Class()'" and "boto3 client held in a dict attribute".
package pyrecv

import (
	"github.com/resilience-check/resilience-check/checks/facts/pyctor"
	_ "github.com/resilience-check/resilience-check/checks/facts/pyfactory" // clients built in other modules (pyctor.ImportedClient)
	"github.com/resilience-check/resilience-check/checks/model"
)

// init makes pyctor.Of read the package's shapes.
func init() { pyctor.Hook = Client }

// Client returns the constructor name of the client value v holds in the
// package's shapes (a `x or Ctor()` / `x if x else Ctor()` default, or an
// element of a dict of clients), or "" when v is none of them or the
// constructors it may come from disagree.
func Client(f *model.File, v *model.Node) string {
	if c := Call(f, v); c != nil {
		return model.CalleeName(f, c)
	}
	return annotatedParam(f, model.Unwrap(v))
}

// annotatedParam returns the blocking client constructor (a key of
// model.PyBlockingClients) that the annotation of the parameter v names
// (`client: PortClient`, `client: Optional[PortClient]`), when v is a
// name bound by a parameter of the function enclosing it and nothing in
// that function assigns it again; else "".
func annotatedParam(f *model.File, v *model.Node) string {
	if v == nil || v.Sym() != model.SymIdentifier || f.Lang != model.LangPython {
		return ""
	}
	fn := model.EnclosingFunc(v)
	if fn == nil || fn.ChildByFieldName("parameters") == nil {
		return ""
	}
	name, found := f.Text(v), ""
	params := fn.ChildByFieldName("parameters")
	for i := 0; i < int(params.NamedChildCount()); i++ {
		p := params.NamedChild(i)
		if p.Sym() != model.SymTypedParameter && p.Sym() != model.SymTypedDefaultParameter {
			continue
		}
		id := p.ChildByFieldName("name")
		if id == nil && p.NamedChildCount() > 0 {
			id = p.NamedChild(0)
		}
		if id == nil || f.Text(id) != name {
			continue
		}
		model.Walk(p.ChildByFieldName("type"), func(n *model.Node) bool {
			if found != "" {
				return false
			}
			if n.Sym() == model.SymIdentifier || n.Sym() == model.SymAttribute {
				if q := model.ImportedName(f, n); q != "" {
					if _, ok := model.PyBlockingClients[q]; ok {
						found = q
					}
				}
				return false
			}
			return true
		})
	}
	if found == "" {
		return ""
	}
	reassigned := false
	model.Walk(fn.ChildByFieldName("body"), func(n *model.Node) bool {
		if n.Sym() == model.SymAssignment || n.Sym() == model.SymAugmentedAssignment {
			if l := model.Unwrap(n.ChildByFieldName("left")); l != nil && l.Sym() == model.SymIdentifier && f.Text(l) == name {
				reassigned = true
			}
		}
		return !reassigned
	})
	if reassigned {
		return ""
	}
	return found
}

// Call returns the constructor call the client value v holds comes from in
// the package's shapes (Client; the first of the agreeing calls), or nil:
// RC402 takes the origin of an error of `self.s3_clients[region].x()` from
// the boto3.client(...) that built the element.
func Call(f *model.File, v *model.Node) *model.Node {
	v = model.Unwrap(v)
	if v == nil || f.Lang != model.LangPython {
		return nil
	}
	switch v.Sym() {
	case model.SymBooleanOperator:
		if op := v.ChildByFieldName("operator"); op == nil || f.Text(op) != "or" {
			return nil
		}
		return agreeing(f, v.ChildByFieldName("left"), v.ChildByFieldName("right"))
	case model.SymConditionalExpression:
		if v.NamedChildCount() < 3 {
			return nil
		}
		return agreeing(f, v.NamedChild(0), v.NamedChild(2))
	case model.SymSubscript:
		if k, ok := holderKey(f, v.ChildByFieldName("value")); ok {
			return elements(f)[k]
		}
	}
	return nil
}

// agreeing returns the first of the call operands among vals when they all
// build the same constructor and at least one is a call; the other operands
// (the injected value) add none.
func agreeing(f *model.File, vals ...*model.Node) *model.Node {
	var first *model.Node
	for _, o := range vals {
		o = model.Unwrap(o)
		if o == nil || o.Sym() != model.SymCall {
			continue
		}
		ctor := model.CalleeName(f, o)
		if ctor == "" || (first != nil && ctor != model.CalleeName(f, first)) {
			return nil
		}
		if first == nil {
			first = o
		}
	}
	return first
}

// key names a dict of clients: the text of its holder (self.s3_clients,
// _clients) and, for a field of self, the class that holds it (nil for a
// name of the file).
type key struct {
	cls    *model.Node
	holder string
}

// holderKey returns the key of a dict holder expression: a field of self
// or a plain name; ok is false for anything else.
func holderKey(f *model.File, h *model.Node) (key, bool) {
	h = model.Unwrap(h)
	if h == nil {
		return key{}, false
	}
	switch {
	case h.Sym() == model.SymAttribute && model.IsSelfMember(f.Text(h)):
		return key{model.Ancestor(h, model.SymClassDefinition), f.Text(h)}, true
	case h.Sym() == model.SymIdentifier:
		return key{nil, f.Text(h)}, true
	}
	return key{}, false
}

var elementsKey = model.NewFactKey[map[key]*model.Node]("pyrecv.elements")

// elements maps each dict of clients of the file to the first of the
// constructor calls all its elements are built with: `h[k] = Ctor(...)`
// assignments and the values of a dict literal assigned to h. A holder
// given an element that is no call (or built by two constructors) maps to
// nil.
func elements(f *model.File) map[key]*model.Node {
	return model.Fact(f, elementsKey, func(f *model.File) map[key]*model.Node {
		out, bad := map[key]*model.Node{}, map[key]bool{}
		note := func(k key, val *model.Node) {
			val = model.Unwrap(val)
			switch {
			case val == nil || val.Sym() == model.SymNone:
				return
			case val.Sym() != model.SymCall:
				bad[k] = true
			default:
				ctor := model.CalleeName(f, val)
				if old, seen := out[k]; ctor == "" || (seen && model.CalleeName(f, old) != ctor) {
					bad[k] = true
				} else if !seen {
					out[k] = val
				}
			}
		}
		f.NodesOf(model.NewSymBitset(model.SymAssignment), func(a *model.Node) bool {
			left, right := model.Unwrap(a.ChildByFieldName("left")), model.Unwrap(a.ChildByFieldName("right"))
			if left == nil || right == nil {
				return true
			}
			if left.Sym() == model.SymSubscript {
				if k, ok := holderKey(f, left.ChildByFieldName("value")); ok {
					note(k, right)
				}
				return true
			}
			if right.Sym() == model.SymDictionary {
				if k, ok := holderKey(f, left); ok {
					for i := 0; i < int(right.NamedChildCount()); i++ {
						if p := right.NamedChild(i); p.Sym() == model.SymPair {
							note(k, p.ChildByFieldName("value"))
						} else {
							bad[k] = true // **splat
						}
					}
				}
			}
			return true
		})
		for k := range bad {
			delete(out, k)
		}
		return out
	})
}
