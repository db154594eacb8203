package rc602

import (
	"regexp"

	"github.com/resilience-check/resilience-check/checks/model"
)

// This file holds RC602's reading of Python helpers of the same file and of
// values derived from a loop's item:
//
//   - a gather element that calls a helper of the file which wraps its awaits
//     in a try whose handlers all answer without raising (a title lookup that
//     falls back to "Movie ID: 42") handles its own failure, as
//     `fetch(a).catch(() => null)` does in JavaScript: it is not a source
//     that can fail the aggregate;
//   - a per-item call of a loop that calls a helper of the file making the
//     request (`_get_test_cases_in_folder(client, pid, results, folder)`,
//     whose own except re-raises) reaches the upstream as the direct call
//     would;
//   - a name bound in the loop's body from the item (`entry = {"id":
//     item.get("id")}`) stands for the item: a call on `entry["id"]` is a
//     per-item call.
//
// The reference is the checklist's pattern 7 (partial responses over total
// failures); the JavaScript forms are in allsettled.go and fanout.go.

// pyHandlesOwnFailure reports whether call c (an element of asyncio.gather)
// calls a helper of this file (a def, or a method called on self) with a
// try whose except clauses (one or more) raise nothing and whose body holds
// every await of the helper: its failures become a fallback answer, so the
// element cannot fail the gather. A helper with an await outside that try,
// a handler that re-raises, or a try that awaits no call of its own (only a
// coroutine handed to the helper) is not one.
func pyHandlesOwnFailure(f *model.File, c *model.Node) bool {
	callee := model.Callee(c)
	if callee == nil {
		return false
	}
	h := f.LocalFunc(callee)
	if h == nil || h.Sym() != model.SymFunctionDefinition {
		return false
	}
	var guard *model.Node
	model.Walk(h, func(n *model.Node) bool {
		if guard != nil {
			return false
		}
		if n != h && (n.Sym() == model.SymFunctionDefinition || n.Sym() == model.SymLambda) {
			return false
		}
		if n.Sym() == model.SymTryStatement && pyHandlersSwallow(n) {
			guard = n
		}
		return guard == nil
	})
	if guard == nil {
		return false
	}
	body := guard.ChildByFieldName("body")
	if body == nil {
		return false
	}
	// a generic wrapper that awaits a coroutine it is handed (`_safe(coro,
	// {})`) swallows any failure into an empty default the aggregate cannot
	// tell from no data: it is not taken as a lookup with a fallback
	calls := false
	model.Walk(body, func(n *model.Node) bool {
		if n.Sym() == model.SymFunctionDefinition || n.Sym() == model.SymLambda {
			return false
		}
		if n.Sym() == model.SymAwait && n.NamedChildCount() > 0 && model.Unwrap(n.NamedChild(0)).Sym() == model.SymCall {
			calls = true
		}
		return !calls
	})
	if !calls {
		return false
	}
	outside := false
	model.Walk(h, func(n *model.Node) bool {
		if outside {
			return false
		}
		if n != h && (n.Sym() == model.SymFunctionDefinition || n.Sym() == model.SymLambda) {
			return false
		}
		if n == body {
			return false
		}
		outside = n.Sym() == model.SymAwait
		return !outside
	})
	return !outside
}

// pyHandlersSwallow reports whether try has one or more except clauses and
// none of them raises (each answers with a fallback or falls through).
func pyHandlersSwallow(try *model.Node) bool {
	handlers := 0
	for i := 0; i < int(try.NamedChildCount()); i++ {
		h := try.NamedChild(i)
		if h.Sym() != model.SymExceptClause {
			continue
		}
		handlers++
		raises := false
		model.Walk(h, func(n *model.Node) bool {
			raises = raises || n.Sym() == model.SymRaiseStatement
			return !raises
		})
		if raises {
			return false
		}
	}
	return handlers > 0
}

// pyLoopHelper reports whether call c of a loop's body calls a helper of
// this file (a def, or a method called on self; up to two levels deep) that
// makes an upstream request loopUpstream accepts and has no except clause
// that swallows a failure and no test of a result object for failure
// (`if result.success:`; one that degrades any of its requests is taken as
// degrading the item): the helper's failure ends the loop as the
// direct request would.
func pyLoopHelper(f *model.File, c *model.Node, depth int) bool {
	if f.Lang != model.LangPython || depth >= 2 {
		return false
	}
	callee := model.Callee(c)
	if callee == nil {
		return false
	}
	h := f.LocalFunc(callee)
	if h == nil || h.Sym() != model.SymFunctionDefinition || model.EnclosingFunc(c) == h {
		return false
	}
	found, swallows := false, false
	model.Walk(h, func(n *model.Node) bool {
		if n != h && (n.Sym() == model.SymFunctionDefinition || n.Sym() == model.SymLambda) {
			return false
		}
		switch n.Sym() {
		case model.SymIfStatement, model.SymElifClause:
			// `if result.success and result.rows:`: a client answering result
			// objects, whose failures the helper degrades itself
			swallows = swallows || pyResultTest.MatchString(f.Text(n.ChildByFieldName("condition")))
		case model.SymExceptClause:
			raises := false
			model.Walk(n, func(r *model.Node) bool {
				raises = raises || r.Sym() == model.SymRaiseStatement
				return !raises
			})
			swallows = swallows || !raises
			return false
		case model.SymCall:
			found = found || !dataMethod(f, n) && (helperUpstream(f, h, n) || pyLoopHelper(f, n, depth+1))
		}
		return true
	})
	return found && !swallows
}

// derivedVars adds to vars the names the loop body binds from them, in
// order: `entry = {"id": item.get("id")}`, `const id = item.id`. Only plain
// names bound by a single assignment or declaration count; a call result
// (`x = client.get(item)`) counts too, since the name still stands for the
// item's data.
func derivedVars(f *model.File, body *model.Node, vars map[string]bool) map[string]bool {
	out := make(map[string]bool, len(vars))
	for k := range vars {
		out[k] = true
	}
	model.Walk(body, func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymFunctionDefinition, model.SymLambda, model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction:
			return false
		case model.SymAssignment, model.SymVariableDeclarator:
			l := n.ChildByFieldName("left")
			if l == nil {
				l = n.ChildByFieldName("name")
			}
			r := n.ChildByFieldName("right")
			if r == nil {
				r = n.ChildByFieldName("value")
			}
			if l == nil || r == nil || l.Sym() != model.SymIdentifier || out[f.Text(l)] {
				return true
			}
			if mentions(f, r, out) {
				out[f.Text(l)] = true
			}
		}
		return true
	})
	return out
}

// mentions reports whether an identifier of vars occurs in n.
func mentions(f *model.File, n *model.Node, vars map[string]bool) bool {
	found := false
	model.Walk(n, func(c *model.Node) bool {
		if (c.Sym() == model.SymIdentifier || c.Sym() == model.SymShorthandPropertyIdentifier) && vars[f.Text(c)] {
			found = true
		}
		return !found
	})
	return found
}

// boundIn reports whether the loop body binds name with a plain assignment
// or declaration (`entry = {...}`, `const row = {...}`): a value built per
// item, filled in and then added to the real collection, is not the
// collection the loop gathers into.
func boundIn(f *model.File, body *model.Node, name string) bool {
	found := false
	model.Walk(body, func(n *model.Node) bool {
		if found {
			return false
		}
		switch n.Sym() {
		case model.SymFunctionDefinition, model.SymLambda, model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction:
			return false
		case model.SymAssignment, model.SymVariableDeclarator:
			l := n.ChildByFieldName("left")
			if l == nil {
				l = n.ChildByFieldName("name")
			}
			found = l != nil && l.Sym() == model.SymIdentifier && f.Text(l) == name
		}
		return !found
	})
	return found
}

// argsUse reports whether an argument of call mentions one of vars.
func argsUse(f *model.File, call *model.Node, vars map[string]bool) bool {
	args := model.Args(call)
	return len(vars) > 0 && args != nil && mentions(f, args, vars)
}

// dataMethods are the methods of Python's dict, list and str that a helper
// calls on the data it is handed (`service.get("AttributeMaps", [])`): local
// work whatever the receiver's name says.
var dataMethods = map[string]bool{"get": true, "items": true, "keys": true, "values": true, "setdefault": true,
	"pop": true, "copy": true, "update": true, "append": true, "extend": true, "split": true, "strip": true,
	"lower": true, "upper": true, "startswith": true, "endswith": true, "format": true, "join": true, "replace": true}

// dataMethod reports whether call c calls one of dataMethods on a plain name
// or a subscript (`service.get(k)`, `row["x"].items()`) without awaiting it
// and is no call of a known client (model.UpstreamCall): `await
// client.get(url)` and `requests.get(url)` are still requests.
func dataMethod(f *model.File, c *model.Node) bool {
	callee := model.Callee(c)
	if callee == nil || callee.Sym() != model.SymAttribute || !dataMethods[f.Text(callee.ChildByFieldName("attribute"))] {
		return false
	}
	if obj := callee.ChildByFieldName("object"); obj == nil || obj.Sym() != model.SymIdentifier && obj.Sym() != model.SymSubscript {
		return false
	}
	if p := c.Parent(); p != nil && p.Sym() == model.SymAwait {
		return false
	}
	_, _, up := model.UpstreamCall(f, c)
	return !up
}

// pyResultTest matches a condition that tests a call's result object for
// failure: `result.success`, `not resp.ok`, `r.is_error`.
var pyResultTest = regexp.MustCompile(`\.(success|ok|succeeded|is_error)\b`)

// helperUpstream is loopUpstream for a call inside a helper: a known client
// call, an awaited request, or a call through a receiver that names a client
// when that receiver is handed to the helper (a parameter, or self's): a
// module (`idaapi.get_func(ea)`) or a local connection the helper opens
// (`conn = sqlite3.connect(path)`) is the process's own work, not the
// request a loop of items repeats.
func helperUpstream(f *model.File, h, c *model.Node) bool {
	if _, _, ok := model.UpstreamCall(f, c); ok {
		return true
	}
	if p := c.Parent(); p != nil && p.Sym() == model.SymAwait {
		return loopUpstream(f, h, c)
	}
	callee := model.Callee(c)
	if callee == nil || callee.Sym() != model.SymAttribute {
		return false
	}
	root := rootName(f.Text(callee.ChildByFieldName("object")))
	if root != "self" && !model.IsParamOf(f, c, root) {
		return false
	}
	return loopUpstream(f, h, c)
}

// rootName is the first name of a dotted or called text (self.client.x -> self).
func rootName(s string) string {
	for i, r := range s {
		if r == '.' || r == '(' || r == '[' || r == ' ' {
			return s[:i]
		}
	}
	return s
}
