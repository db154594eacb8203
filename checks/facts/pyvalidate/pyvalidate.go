// Package pyvalidate holds RC402's fact on Python try blocks that only
// validate input: building a model from the caller's arguments
// (Model(**arguments)) or running a parser (model_validate, json.loads, int,
// UUID, fromisoformat). Their exceptions describe the caller's own input
// (pydantic's ValidationError lists the fields and values it rejected), not
// the server's internals (CWE-209).
package pyvalidate

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/errnames"
	"github.com/resilience-check/resilience-check/checks/facts/fnparam"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Try reports whether a try body only parses input: every call
// in it builds a model from keyword arguments (Model(**arguments)) or is a
// parser (model_validate, json.loads, int, float, UUID, fromisoformat).
func Try(f *model.File, body *model.Node) bool {
	ok, calls := true, 0
	model.Walk(body, func(n *model.Node) bool {
		if !ok || n.Sym() != model.SymCall {
			return ok
		}
		calls++
		name := errnames.Last(f.Text(model.Callee(n)))
		switch name {
		case "model_validate", "model_validate_json", "parse_obj", "parse_raw", "validate_python", "validate_json",
			"loads", "int", "float", "Decimal", "UUID", "fromisoformat", "strptime", "date", "datetime":
			return true
		}
		if args := model.Args(n); args != nil {
			for i := 0; i < int(args.NamedChildCount()); i++ {
				if args.NamedChild(i).Sym() == model.SymDictionarySplat {
					return true
				}
			}
		}
		ok = false
		return false
	})
	return ok && calls > 0
}

// ModelTry reports whether a Python try body only builds models from the
// caller's arguments, so that whatever its except clause catches, even
// `except Exception`, is a validation error of that input: every call is
// model_validate (or model_validate_json, parse_obj, parse_raw), or
// X(**arguments) where X is a model class handed in as a parameter
// annotated Type[...] / type[...] (servicenow-mcp's
// `_unwrap_and_validate_params(params, model_class: Type[T])`) or a class of
// this file deriving from BaseModel. pydantic's ValidationError lists the
// fields and values of the caller's own input it rejected
// (https://docs.pydantic.dev/latest/errors/validation_errors/); returning it
// tells the caller about its own request, not the server's internals, which
// is what CWE-209 is about. A class of unknown kind (an SDK client built from
// a config dict, whose constructor may connect) is no model here.
func ModelTry(f *model.File, body *model.Node) bool {
	if body == nil || f.Lang != model.LangPython {
		return false
	}
	ok, calls := true, 0
	model.Walk(body, func(n *model.Node) bool {
		if !ok || n.Sym() != model.SymCall {
			return ok
		}
		calls++
		fn := model.Callee(n)
		switch errnames.Last(f.Text(fn)) {
		case "model_validate", "model_validate_json", "parse_obj", "parse_raw":
			return true
		}
		if inert[f.Text(fn)] || fn != nil && fn.Sym() == model.SymAttribute && inertMethods[errnames.Last(f.Text(fn))] {
			return true
		}
		ok = splatOnly(n) && fn != nil && fn.Sym() == model.SymIdentifier && modelClass(f, fn)
		return ok
	})
	return ok && calls > 0
}

// inert are builtins a validating try calls around the model build that
// raise nothing of the server's (type tests, attribute reads, len).
var inert = map[string]bool{"isinstance": true, "hasattr": true, "getattr": true, "len": true}

// inertMethods are methods such a try calls on the input, the model or a
// list of missing field names: a model's dict dump, list append, str join.
var inertMethods = map[string]bool{"dict": true, "model_dump": true, "append": true, "join": true}

// splatOnly reports whether call's arguments are one **splat.
func splatOnly(call *model.Node) bool {
	args := model.Args(call)
	return args != nil && args.NamedChildCount() == 1 && args.NamedChild(0).Sym() == model.SymDictionarySplat
}

// modelClass reports whether identifier id names a parameter of its function
// annotated Type[...] / type[...], or a class of this file with BaseModel
// among its bases.
func modelClass(f *model.File, id *model.Node) bool {
	name := f.Text(id)
	if def := f.Lookup(name, id); def != nil {
		if def.Sym() != model.SymClassDefinition {
			return false
		}
		sup := def.ChildByFieldName("superclasses")
		return sup != nil && strings.Contains(f.Text(sup), "BaseModel")
	}
	fn := model.EnclosingFunc(id)
	if fn == nil {
		return false
	}
	t := strings.TrimSpace(f.Text(fnparam.PyAnnotation(f, fn, name)))
	return strings.HasPrefix(t, "Type[") || strings.HasPrefix(t, "type[") || strings.HasPrefix(t, "typing.Type[")
}
