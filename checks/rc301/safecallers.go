package rc301

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// onlySafeCallers reports whether the file calls function fn (a Python
// function or method, `_request(self, method, url)`) at least once and every
// call passes a literal safe method for its parameter param (`await
// self._request("GET", url)`): a retry of a request whose method the callers
// choose then repeats only GET, HEAD or OPTIONS, which RFC 9110 §9.2.1 calls
// safe (blind-set clean row mikelane/greenhouse-mcp-server
// src/greenhouse_mcp/client.py:223, whose _get_list and _get_single pass
// "GET"). A call whose method the file does not show (a variable, a
// parameter handed on) counts as unsafe.
func onlySafeCallers(f *model.File, fn *model.Node, param string) bool {
	nameNode, params := fn.ChildByFieldName("name"), fn.ChildByFieldName("parameters")
	if nameNode == nil || params == nil {
		return false
	}
	name := f.Text(nameNode)
	idx, k := -1, 0
	for i := 0; i < int(params.NamedChildCount()) && idx < 0; i++ {
		pn := paramName(f, params.NamedChild(i))
		switch {
		case params.NamedChild(i).Sym() == model.SymComment:
		case i == 0 && (pn == "self" || pn == "cls"):
		case pn == param:
			idx = k
		default:
			k++
		}
	}
	if idx < 0 {
		return false
	}
	calls, safe := 0, true
	f.NodesOf(callSyms, func(n *model.Node) bool {
		if !safe || n.Sym() != model.SymCall {
			return safe
		}
		switch f.Text(model.Callee(n)) {
		case name, "self." + name, "cls." + name:
		default:
			return true
		}
		calls++
		m := f.Kwarg(n, param)
		if m == nil {
			m = model.Arg(n, idx)
		}
		if m == nil || m.Sym() != model.SymString {
			safe = false
			return false
		}
		switch strings.ToUpper(strings.Trim(f.Text(m), `"'`)) {
		case "GET", "HEAD", "OPTIONS":
		default:
			safe = false
		}
		return safe
	})
	return calls > 0 && safe
}
