// Package pybuilt places, for RC402 (error-detail-leak), a Python leak that
// passes through a variable: when the statement that binds the variable
// builds a message from the error text (msg = f"Failed to send: {str(e)}",
// response = {"error": str(e)}, text += f"Sync failed: {e}", "x: " + str(e),
// "{}".format(e)), the finding belongs on that line, the one a reviewer
// fixes (log the error, build a fixed message), as RC402 already reports a
// container filled part by part where the part goes in (rc402's filled). A
// bare alias (msg = str(e)) builds nothing: the finding stays where the
// text leaves the code. CWE-209 (https://cwe.mitre.org/data/definitions/209.html);
// OWASP, "Improper Error Handling"
// (https://owasp.org/www-community/Improper_Error_Handling); the blind set's
// reviewers place rows this way (bench/realcode/rc402-placement.tsv, kind
// source-line). Peer rule: Semgrep's python.lang.security.audit
// formatted-string findings report the formatting line.
package pybuilt

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Built reports whether source expression at (the error text RC402 found
// behind a variable, described as what) sits in a Python assignment or
// augmented assignment whose right-hand side builds a message from it: the
// path from at up to that right-hand side passes an f-string, a string
// concatenation or % formatting, a str.format call or a dict entry, and
// nothing else but parentheses. A source already reported through another
// variable (what holds "` (from ") and other languages are not.
func Built(f *model.File, at *model.Node, what string) bool {
	if f.Lang != model.LangPython || at == nil || strings.Contains(what, "` (from ") {
		return false
	}
	built := false
	for n, p := at, at.Parent(); p != nil; n, p = p, p.Parent() {
		switch p.Sym() {
		case model.SymAssignment, model.SymAugmentedAssignment:
			return built && p.ChildByFieldName("right") == n
		case model.SymInterpolation, model.SymString, model.SymConcatenatedString, model.SymBinaryOperator,
			model.SymDictionary, model.SymPair:
			built = true
		case model.SymParenthesizedExpression:
		case model.SymArgumentList:
			if !formatCall(f, p.Parent()) {
				return false
			}
			built = true
		case model.SymCall:
			if !formatCall(f, p) {
				return false
			}
		default:
			return false
		}
	}
	return false
}

// formatCall reports whether call is "...".format(...).
func formatCall(f *model.File, call *model.Node) bool {
	if call == nil || call.Sym() != model.SymCall {
		return false
	}
	fn := call.ChildByFieldName("function")
	if fn == nil || fn.Sym() != model.SymAttribute {
		return false
	}
	obj, attr := fn.ChildByFieldName("object"), fn.ChildByFieldName("attribute")
	return obj != nil && attr != nil && f.Text(attr) == "format" && (obj.Sym() == model.SymString || obj.Sym() == model.SymConcatenatedString)
}

// Feeds reports whether source expression at, reported where a message is
// built from it (Built), reaches node m through the variable that message
// is bound to: m reads that variable (raise Exception(f"failed: {detail}")
// after detail = f"HTTP {status}: {e.response.text}"). RC402 checks that a
// raised message holds the error text it reports; a source Built moved off
// the raise statement still does.
func Feeds(f *model.File, at, m *model.Node) bool {
	if f.Lang != model.LangPython || at == nil || m == nil {
		return false
	}
	var name string
	for p := at.Parent(); p != nil && name == ""; p = p.Parent() {
		if p.Sym() == model.SymAssignment || p.Sym() == model.SymAugmentedAssignment {
			if l := p.ChildByFieldName("left"); l != nil && l.Sym() == model.SymIdentifier {
				name = f.Text(l)
				continue
			}
			return false
		}
	}
	found := false
	f.NodesIn(m, identSyms, func(n *model.Node) bool {
		found = found || f.Text(n) == name
		return !found
	})
	return name != "" && found
}

var identSyms = model.NewSymBitset(model.SymIdentifier)
