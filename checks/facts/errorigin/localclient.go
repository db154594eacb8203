package errorigin

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/pyctor"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
)

// localClientOrigin is selfClientOrigin for a receiver that is no field of
// self: a Python method called on a field of a module-level instance, also
// through one or two API-group attributes (`server.translator.translate_text()`
// with `server = DeepLServer()` whose __init__ sets `self.translator =
// deepl.Translator(...)`), or on a name bound to a call of a caching getter
// of the file (cachedGetter: `s3 = self._get_client_for_bucket(b)` returning
// `self.s3_clients[region]`, `client = _get_os()` returning a global), as
// pyctor.Of, the client typing of the other rules, names it. As Pyright types
// a call by its callee's inferred return type
// (https://microsoft.github.io/pyright/#/type-inference), the receiver is
// then the library's client and its errors carry the service's text.
// selfClientOrigin's filter applies: a constructor of the repository's own
// modules or of the standard library gives OriginUnknown; so does a dict or
// list method (valueMethods). Source: the blind set's RC402 misses whose
// receiver comes from a getter or a module-level instance
// (/work/notes/rc402b33.md; rc402s33 "receiver not typed").
func localClientOrigin(f *model.File, obj *model.Node, method string) ErrorOrigin {
	if f.Lang != model.LangPython || obj == nil || valueMethods[method] {
		return OriginUnknown
	}
	v := model.Unwrap(obj)
	for i := 0; i < maxGroupFields && v != nil && v.Sym() == model.SymAttribute && !model.IsSelfMember(f.Text(v)); i++ {
		if c := clientOf(f, v); c != OriginUnknown {
			return c // server.translator: a field of a module-level instance, typed as it is
		}
		v = model.Unwrap(v.ChildByFieldName("object"))
	}
	if v == nil || v.Sym() != model.SymIdentifier && v.Sym() != model.SymCall {
		return OriginUnknown
	}
	if v.Sym() == model.SymIdentifier && (f.Text(v) == "self" || f.Text(v) == "cls") {
		return OriginUnknown
	}
	if v.Sym() == model.SymIdentifier {
		r := model.Unwrap(f.Resolve(v))
		if r == nil || r == v || r.Sym() != model.SymCall || !cachedGetter(f, model.Callee(r)) {
			return OriginUnknown // a parameter, or data = response["props"]: a value read from a reply, not the client
		}
	}
	return clientOf(f, v)
}

// clientOf is the origin of the errors of a client pyctor.Of names for v:
// a third-party package that is not pure, by its module's name, else
// OriginSDK; OriginUnknown otherwise (selfClientOrigin's filter).
func clientOf(f *model.File, v *model.Node) ErrorOrigin {
	ctor := pyctor.Of(f, v)
	if ctor == "" || thirdparty.Pure(f, ctor) || thirdparty.Package(f, ctor) == "" {
		return OriginUnknown
	}
	if o := moduleOrigin(ctor); o != OriginUnknown {
		return o
	}
	return OriginSDK
}

// valueMethods are methods of Python's dict and list: called on a name, the
// name holds a value read from a reply (`ds.get("createdAt")` in a loop
// over `response["items"]`), not the client, whatever pyctor.Of makes of it
// (https://docs.python.org/3/library/stdtypes.html#mapping-types-dict).
var valueMethods = map[string]bool{"get": true, "items": true, "keys": true, "values": true, "copy": true,
	"pop": true, "setdefault": true, "update": true, "append": true, "extend": true, "index": true, "count": true}

// cachedGetter reports whether fn names a getter of the file (a plain name
// or a method of self: `_get_os`, `self._client_for`) every return of which
// hands out a client it keeps: a module global (`return _client` under
// `global _client`), a field of self or an element of a dict
// (`return self._clients[region]`). A getter that builds and returns a
// fresh local is left to the steps before (its body's calls), and a method
// of another value (`client.get_x()`) gives a reply, not a client.
func cachedGetter(f *model.File, fn *model.Node) bool {
	if fn == nil || fn.Sym() != model.SymIdentifier && !model.IsSelfMember(f.Text(fn)) {
		return false
	}
	def := f.LocalFunc(fn)
	if def == nil || def.Sym() != model.SymFunctionDefinition {
		return false
	}
	rets := adapt.PyReturns(def)
	for _, r := range rets {
		switch r = model.Unwrap(r); {
		case r == nil:
			return false
		case r.Sym() == model.SymAttribute && model.IsSelfMember(f.Text(r)), r.Sym() == model.SymSubscript:
		case r.Sym() == model.SymIdentifier && globalIn(f, def, f.Text(r)):
		default:
			return false
		}
	}
	return len(rets) > 0
}

// globalIn reports whether def declares name global (`global _client`,
// `global _client, _verified`), read from the lines of its body.
func globalIn(f *model.File, def *model.Node, name string) bool {
	for _, line := range strings.Split(f.Text(def.ChildByFieldName("body")), "\n") {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(line), "global "); ok {
			for _, g := range strings.Split(rest, ",") {
				if strings.TrimSpace(g) == name {
					return true
				}
			}
		}
	}
	return false
}
