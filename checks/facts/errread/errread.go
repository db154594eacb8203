// Package errread finds, for RC402 (error-detail-leak), the place where a
// Python tool handler takes the error field out of the value a helper
// returned and puts it into its result:
//
//	org = await get_current_organization()
//	if "error" in org:
//	    return f"Failed to get organization: {org['error']}"
//
// When the helper's value carries raw exception text in that field (a client
// method's `except Exception as e: return {"error": str(e)}`, followed
// through the functions that return it in turn: summary/passval), the
// handler's line is where the tool itself chooses to send that text to the
// client (blind-set rows yusiny/posthog-mcp server.py:17, 42, 133, 175). The
// finding at the error's origin names one handler only; this one is each
// handler's own (CWE-209, "Generation of Error Message Containing Sensitive
// Information", https://cwe.mitre.org/data/definitions/209.html; CodeQL's
// py/stack-trace-exposure reports the place the text reaches the response).
package errread

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Keys are the dict keys that hold an error's text in the values helpers
// return (`{"error": str(e)}`). "message" and "detail" are not: a success
// answer carries them too (`{"success": True, "message": "Ticket created
// successfully"}`, AdvayParab/Zendesk_MCP_Server ticket_manager.py:54).
var Keys = map[string]bool{"error": true, "err": true, "error_message": true, "errors": true}

// textKeys are the keys that may hold an error's text, the ones a read of
// one field may still pass on (Keyed).
var textKeys = map[string]bool{"message": true, "msg": true, "detail": true, "details": true, "reason": true, "description": true}

// Read is a handler's read of an error field: the callee's start (Line,
// Col) of the call whose value holds the dict, and the read itself (At,
// its line, and Text, the subscript as written).
type Read struct {
	Line int    `json:"line"`
	Col  int    `json:"col"`
	At   int    `json:"at"`
	Text string `json:"text"`
	// LineText is the text of line At, for the finding there.
	LineText string `json:"line_text"`
}

// Of returns the read that Python expression n is: a subscript `v["error"]`
// (a key of Keys, as a string literal) of a variable v bound to a call
// (`v = await helper(...)`, `v = helper(...)`); ok is false for any other
// expression, a key that is not an error key, or a variable bound to
// something else.
func Of(f *model.File, n *model.Node) (Read, bool) {
	if f.Lang != model.LangPython || n == nil || n.Sym() != model.SymSubscript {
		return Read{}, false
	}
	v, k := n.ChildByFieldName("value"), n.ChildByFieldName("subscript")
	if v == nil || k == nil || v.Sym() != model.SymIdentifier || k.Sym() != model.SymString {
		return Read{}, false
	}
	if !Keys[strings.ToLower(strings.Trim(f.Text(k), `"'`))] {
		return Read{}, false
	}
	b := f.Lookup(f.Text(v), v)
	if b == nil || model.Contains(b, v) {
		return Read{}, false
	}
	call := model.Unwrap(b)
	if call.Sym() != model.SymCall {
		return Read{}, false
	}
	fn := model.Callee(call)
	if fn == nil {
		return Read{}, false
	}
	l, col := f.Position(int(fn.StartByte()))
	at, _ := f.Position(int(n.StartByte()))
	return Read{Line: l, Col: col, At: at, Text: f.Text(n), LineText: f.Line(at)}, true
}

// Keyed reports whether Python expression n reads one field of a dict that
// is not an error field (`data.get("results", [])`, `data["items"]`, a
// string key in neither Keys nor textKeys), or compares it (`"results" in data`, a bool): a function returning it passes on that field,
// not the `{"error": str(e)}` text of the dict (posthog-mcp projects.py:15,
// `return data.get("results", []) if "results" in data else []`).
func Keyed(f *model.File, n *model.Node) bool {
	if f.Lang != model.LangPython || n == nil {
		return false
	}
	var k *model.Node
	switch n.Sym() {
	case model.SymComparisonOperator, model.SymNotOperator: // `"results" in data`: a bool
		return true
	case model.SymSubscript:
		k = n.ChildByFieldName("subscript")
	case model.SymCall:
		if fn := n.ChildByFieldName("function"); fn != nil && fn.Sym() == model.SymAttribute && f.Text(fn.ChildByFieldName("attribute")) == "get" && model.NumArgs(n) > 0 {
			k = model.Arg(n, 0)
		}
	}
	if k == nil || k.Sym() != model.SymString {
		return false
	}
	key := strings.ToLower(strings.Trim(f.Text(k), `"'`))
	return !Keys[key] && !textKeys[key]
}

// In reports whether n lies in one of keyed, the reads Keyed found while a
// plain function's returns are traced: the value n reads is not passed on.
func In(keyed []*model.Node, n *model.Node) bool {
	for _, k := range keyed {
		if model.Contains(k, n) {
			return true
		}
	}
	return false
}
