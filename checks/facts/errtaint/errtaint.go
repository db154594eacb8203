// Package errtaint finds the local variables of an except or catch clause
// that hold the caught error's text, so that a new error raised from one of
// them (`msg = f"query failed: {e}"; raise RuntimeError(msg)`,
// `const message = err instanceof Error ? err.message : String(err);
// throw new Error(`lookup failed: ${message}`)`) counts as built from the
// caught error, as one that names it directly does (RC402, the summaries'
// errtext.TryCatches and TryGuard: issue 18, docs/cross-file.md).
//
// Only the clause's own body is read (not functions nested in it), and a
// variable counts when an assignment in the clause gives it an expression
// that reads the caught error, or another such variable, as text: a read of
// the error's type, class name, status or code only (`type(e).__name__`,
// `err.code`, `e.response['Error']['Code']`, `typeof err`, `err instanceof
// X`, `isinstance(e, X)`) does not carry its message and taints nothing.
// Source: CodeQL's information-exposure queries follow the exception's
// message through local variables the same way (py/stack-trace-exposure's
// local flow).
package errtaint

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/model"
)

// maxNames bounds the variables one clause may taint (a fixed point over
// its assignments; clauses are short).
const maxNames = 16

// Clause is Names of clause h's own error variable (adapt.HandlerVar):
// nil for a clause that binds none (`except:`, `catch {`).
func Clause(f *model.File, h *model.Node) []string { return Names(f, h, adapt.HandlerVar(f, h)) }

// Names returns name followed by the variables clause h (an except or catch
// clause whose error variable is name) assigns, in its own body, from an
// expression that reads name or an earlier one of them as text; nil when
// name is "".
func Names(f *model.File, h *model.Node, name string) []string {
	if name == "" || h == nil {
		return nil
	}
	names := []string{name}
	type asg struct{ left, right *model.Node }
	var asgs []asg
	model.Walk(h, func(m *model.Node) bool {
		switch m.Sym() {
		case model.SymFunctionDefinition, model.SymFunctionDeclaration, model.SymArrowFunction, model.SymFunctionExpression, model.SymLambda:
			return false
		case model.SymAssignment, model.SymAugmentedAssignment, model.SymAssignmentExpression, model.SymAugmentedAssignmentExpression:
			asgs = append(asgs, asg{m.ChildByFieldName("left"), m.ChildByFieldName("right")})
		case model.SymVariableDeclarator:
			asgs = append(asgs, asg{m.ChildByFieldName("name"), m.ChildByFieldName("value")})
		}
		return true
	})
	for changed := true; changed && len(names) < maxNames; {
		changed = false
		for _, a := range asgs {
			if a.left == nil || a.right == nil || a.left.Sym() != model.SymIdentifier {
				continue
			}
			l := f.Text(a.left)
			if contains(names, l) || !readsText(f, a.right, names) {
				continue
			}
			names = append(names, l)
			changed = true
		}
	}
	return names
}

func contains(names []string, s string) bool {
	for _, n := range names {
		if n == s {
			return true
		}
	}
	return false
}

// readsText reports whether expression v reads one of names other than
// through its type, class, status or code alone (nonText).
func readsText(f *model.File, v *model.Node, names []string) bool {
	found := false
	model.Walk(v, func(m *model.Node) bool {
		if found {
			return false
		}
		if m.Sym() == model.SymIdentifier && contains(names, f.Text(m)) && !nonText(f, m) {
			found = true
		}
		return !found
	})
	return found
}

// codeFields are the attributes and keys of an error that hold its class,
// status or code, not its message.
var codeFields = map[string]bool{
	"status": true, "statuscode": true, "status_code": true, "code": true, "errno": true,
	"name": true, "constructor": true, "__class__": true, "__name__": true, "errorcode": true, "error_code": true,
}

// nonText reports whether identifier m is read only for its type, class,
// status or code: the last of the attributes or string keys read from it
// is one of codeFields, or it is the operand of type(), isinstance(),
// typeof or instanceof.
func nonText(f *model.File, m *model.Node) bool {
	n := m
	last := ""
	for p := n.Parent(); p != nil; n, p = p, p.Parent() {
		switch p.Sym() {
		case model.SymAttribute, model.SymMemberExpression:
			if p.ChildByFieldName("object") != n {
				return false
			}
			k := p.ChildByFieldName("attribute")
			if k == nil {
				k = p.ChildByFieldName("property")
			}
			last = f.Text(k)
			continue
		case model.SymSubscript, model.SymSubscriptExpression:
			obj, idx := p.ChildByFieldName("value"), p.ChildByFieldName("subscript")
			if obj == nil {
				obj, idx = p.ChildByFieldName("object"), p.ChildByFieldName("index")
			}
			if obj != n || idx == nil || idx.Sym() != model.SymString {
				return false
			}
			last = strings.Trim(f.Text(idx), `"'`)
			continue
		case model.SymCall:
			return false // e.response.get(...) and the like: read below
		case model.SymArgumentList:
			if last == "" {
				if c := p.Parent(); c != nil {
					if fn := model.Callee(c); fn != nil && (f.Text(fn) == "type" || f.Text(fn) == "isinstance") {
						return true
					}
				}
			}
		case model.SymUnaryExpression:
			return last == "" && strings.HasPrefix(f.Text(p), "typeof")
		case model.SymBinaryExpression:
			if op := p.ChildByFieldName("operator"); last == "" && op != nil && f.Text(op) == "instanceof" && p.ChildByFieldName("left") == n {
				return true
			}
		}
		break
	}
	return last != "" && codeFields[strings.ToLower(last)]
}

// ReadsText reports whether expression v reads one of names (the caught
// error and the locals of Names) as text: not only through its type, class,
// status or code (`e.response.status_code`, `type(e).__name__`).
func ReadsText(f *model.File, v *model.Node, names []string) bool { return readsText(f, v, names) }
