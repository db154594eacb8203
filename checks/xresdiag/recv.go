package xresdiag

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/pyctor"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary"
)

// Recv is what the diagnostic reads of the receiver of a Python method
// call (`obj.m()`): the shape of its origin and the client constructor
// pyctor.Of names for it ("" when none).
type Recv struct {
	Shape  string // see recvShape
	Ctor   string // pyctor.Of's answer
	Getter string // for a getter shape, the getter's callee ("get_client", "self.client")
	// GLine, GCol are the getter's callee's start; GName its last name.
	GLine, GCol int
	GName       string
}

// knownCtor reports whether ctor is a client constructor some library row
// models (a blocking client, a requests session, an httpx, urllib3 or
// aiohttp client, a stdlib connection).
func knownCtor(ctor string) bool {
	if ctor == "" {
		return false
	}
	if _, ok := model.PyBlockingClients[ctor]; ok {
		return true
	}
	if _, ok := model.PyStdlibConns[ctor]; ok {
		return true
	}
	return model.PySessions[ctor] || model.PyPools[ctor] || model.PyHTTPXClients[ctor] || model.PyAiohttpClients[ctor]
}

// recvOf classifies the receiver of a Python method call's callee (an
// attribute): "self" (self / cls itself), "import" (a name the file
// imports), "param", "param-typed", "local-call" (a local bound to a call;
// Getter names it), "local-other", "global", "self-attr", "attr-chain",
// "call-inline" or "other".
func recvOf(f *model.File, s *summary.File, callee *model.Node) Recv {
	obj := model.Unwrap(callee.ChildByFieldName("object"))
	if obj == nil {
		return Recv{Shape: "other"}
	}
	r := Recv{Ctor: pyctor.Of(f, obj)}
	switch obj.Sym() {
	case model.SymIdentifier:
		name := f.Text(obj)
		if name == "self" || name == "cls" {
			r.Shape = "self"
			return r
		}
		v := f.Lookup(name, obj)
		if v == nil {
			if p := model.ParamNode(f, name, obj); p != nil {
				r.Shape = "param"
				if p.ChildByFieldName("type") != nil {
					r.Shape = "param-typed"
				}
				return r
			}
			if _, ok := s.Imports[name]; ok {
				r.Shape = "import"
				return r
			}
			r.Shape = "other"
			return r
		}
		if _, ok := s.Imports[name]; ok && model.EnclosingFunc(v) == nil {
			r.Shape = "import"
			return r
		}
		val := model.Unwrap(f.Resolve(obj))
		if val != nil && val.Sym() == model.SymCall {
			r.Shape = "local-call"
			if c := model.Callee(val); c != nil {
				r.GLine, r.GCol = f.Position(int(c.StartByte()))
				r.GName, _ = names(f, c)
				r.Getter = f.Text(c)
				if i := strings.IndexByte(r.Getter, '\n'); i >= 0 {
					r.Getter = r.Getter[:i]
				}
			}
		} else {
			r.Shape = "local-other"
		}
		if model.EnclosingFunc(v) == nil {
			r.Shape = "global-" + strings.TrimPrefix(r.Shape, "local-")
		}
		return r
	case model.SymAttribute:
		if model.IsSelfMember(f.Text(obj)) {
			r.Shape = "self-attr"
			selfGetter(f, obj, &r)
			return r
		}
		r.Shape = "attr-chain"
		return r
	case model.SymCall:
		r.Shape = "call-inline"
		return r
	}
	r.Shape = "other"
	return r
}

// selfGetter sets r's getter to the call every assignment of attribute obj
// (`self.x`) in its class makes, when they agree on one callee.
func selfGetter(f *model.File, obj *model.Node, r *Recv) {
	cls := model.Ancestor(obj, model.SymClassDefinition)
	if cls == nil {
		return
	}
	var at *model.Node
	for _, b := range f.BindingsNamed(f.Text(obj)) {
		v := model.Unwrap(b.Value)
		if !model.Contains(cls, b.Value) || v.Sym() == model.SymNone {
			continue
		}
		if v.Sym() != model.SymCall || model.Callee(v) == nil || at != nil && f.Text(model.Callee(v)) != f.Text(at) {
			return
		}
		at = model.Callee(v)
	}
	if at != nil {
		r.GLine, r.GCol = f.Position(int(at.StartByte()))
		r.GName, _ = names(f, at)
		r.Getter = f.Text(at)
	}
}
