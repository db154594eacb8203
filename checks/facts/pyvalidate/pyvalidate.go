// Package pyvalidate holds RC402's fact on Python try blocks that only
// validate input: building a model from the caller's arguments
// (Model(**arguments)) or running a parser (model_validate, json.loads, int,
// UUID, fromisoformat). Their exceptions describe the caller's own input
// (pydantic's ValidationError lists the fields and values it rejected), not
// the server's internals (CWE-209).
package pyvalidate

import (
	"github.com/resilience-check/resilience-check/checks/facts/errnames"
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
