// Package dispatch reads a dispatch table for the function summaries: a call
// of a local that a function binds to an entry of a table of functions
// (`const handler = operationHandlers[args.operation]; return await
// handler(args)` with `const operationHandlers = { create: handleCreate,
// update: handleUpdate }`; Python `handler = TOOL_HANDLERS.get(name)` with
// `TOOL_HANDLERS = {"list": list_items, "get": get_item}`) runs one of the
// table's functions, which one the key decides at run time. RC402 takes the
// errors of every function of the table for a leak whose try block makes the
// call, as it takes those of every call of a try block: a central tool
// dispatcher that catches every tool's error and sends its text
// (pubnub-mcp-server's manageIlluminateHandler, blind-set row
// illuminate/handlers.ts:1029) leaks what any of its tools' errors carry.
// A table with a value that is not a bare function name (a lambda, a call,
// an attribute) is not read: what the call runs is then unknown, as before.
package dispatch

import "github.com/resilience-check/resilience-check/checks/model"

// MaxEntries bounds the functions read from one table.
const MaxEntries = 64

// Alts returns the names of the functions that a call whose callee is
// identifier callee of file f may run, when callee names a local bound to an
// entry of a dict or object literal of bare function names (`T[key]`,
// `T.get(key)`, `T.get(key, default)`, through await), with at least two
// entries; nil otherwise.
func Alts(f *model.File, callee *model.Node) []string {
	if callee == nil || callee.Sym() != model.SymIdentifier {
		return nil
	}
	v := model.Unwrap(f.Lookup(f.Text(callee), callee))
	if v == nil {
		return nil
	}
	var table *model.Node
	switch v.Sym() {
	case model.SymSubscript: // Python T[key]
		table = v.ChildByFieldName("value")
	case model.SymSubscriptExpression: // JS T[key]
		table = v.ChildByFieldName("object")
	case model.SymCall: // Python T.get(key)
		fn := v.ChildByFieldName("function")
		if fn != nil && fn.Sym() == model.SymAttribute && f.Text(fn.ChildByFieldName("attribute")) == "get" {
			table = fn.ChildByFieldName("object")
		}
	}
	if table == nil || table.Sym() != model.SymIdentifier {
		return nil
	}
	lit := model.Unwrap(f.Lookup(f.Text(table), table))
	if lit == nil || lit.Sym() != model.SymDictionary && lit.Sym() != model.SymObject {
		return nil
	}
	var out []string
	for i := 0; i < int(lit.NamedChildCount()); i++ {
		e := lit.NamedChild(i)
		switch e.Sym() {
		case model.SymComment:
			continue
		case model.SymShorthandPropertyIdentifier: // { handleCreate }
			out = append(out, f.Text(e))
			continue
		case model.SymPair:
			if val := e.ChildByFieldName("value"); val != nil && val.Sym() == model.SymIdentifier {
				out = append(out, f.Text(val))
				continue
			}
		}
		return nil
	}
	if len(out) < 2 || len(out) > MaxEntries {
		return nil
	}
	return out
}
