package rc601

import (
	"github.com/resilience-check/resilience-check/checks/facts/pyctor"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// maxNestedHops bounds how many attributes, method calls and assignments
// pyNestedClient follows from a receiver back to the client (RC201's
// nestedClient walks as far).
const maxNestedHops = 8

// pyNestedClient returns the constructor of the Python library client with
// a nested row (Row.Nested: caldav's DAVClient, gspread, twilio) that obj,
// the receiver of a method call, comes from: one of its attributes
// (client.messages), or an object one of the row's methods returned
// (`calendar = dav.calendar(url=...)`, `gc.open_by_key(k).sheet1`). Every
// method called on the way must be one of the row's Methods, so a plain
// value the client returned (a dict, a list) is not followed. "" when obj
// comes from no such client.
func pyNestedClient(f *model.File, obj *model.Node) string {
	var called []string
	n := model.Unwrap(obj)
	for hop := 0; n != nil && hop < maxNestedHops; hop++ {
		if hop > 0 {
			if ctor := nestedCtor(pyctor.Of(f, n), called); ctor != "" {
				return ctor
			}
		}
		switch n.Sym() {
		case model.SymAttribute:
			if model.IsSelfMember(f.Text(n)) {
				return ""
			}
			n = model.Unwrap(n.ChildByFieldName("object"))
		case model.SymCall:
			callee := model.Callee(n)
			if callee == nil || callee.Sym() != model.SymAttribute {
				return ""
			}
			called = append(called, f.Text(callee.ChildByFieldName("attribute")))
			n = model.Unwrap(callee.ChildByFieldName("object"))
		case model.SymIdentifier:
			v := model.Unwrap(f.Resolve(n))
			if v == nil || v == n || v.Sym() != model.SymCall && v.Sym() != model.SymAttribute {
				return ""
			}
			n = v
		default:
			return ""
		}
	}
	return ""
}

// nestedCtor returns ctor when its library row is nested and every method
// in called is one of the row's Methods, else "".
func nestedCtor(ctor string, called []string) string {
	if ctor == "" {
		return ""
	}
	r := libmodels.Builtin().Lookup(libmodels.Python, ctor)
	if r == nil || !r.Nested {
		return ""
	}
	for _, m := range called {
		if !r.HasMethod(m) {
			return ""
		}
	}
	return ctor
}
