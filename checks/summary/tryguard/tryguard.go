// Package tryguard reads a try block's handler for the function summaries
// (checks/summary): whether the raw error of the calls in its body can leave
// it (RC402, issue 18, docs/cross-file.md). Moved out of checks/summary
// (origins.go) unchanged, to keep that package under the 4,000-line ceiling
// (checks/size_test.go).
package tryguard

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/errtaint"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary/errtext"
)

// Guard is a try block whose handler does not pass the raw error of its
// calls on (RC402, issue 18): it handles the error (Wrap is ""), or every
// throw in it builds a new error of class Wrap from the caught one's text
// (`throw new McpError(code, `failed: ${err.message}`)`), so what leaves the
// block is of that class. A leak whose handler lets that class go first
// (`if (e instanceof McpError) throw e`) does not see those errors.
type Guard struct {
	Body xfacts.Span `json:"body"`
	Wrap string      `json:"wrap,omitempty"`
	// Outer says a try block around this one, in the same function, also
	// handles the errors.
	Outer bool `json:"outer,omitempty"`
}

// Of returns the guard of try statement n and its body, or nil when n
// is no try statement or its handler may pass the raw error on: a bare
// `raise`, `raise e`, `throw e`, throws of several classes, or (Python) no
// clause that catches every exception (`except:`, `except Exception`).
func Of(f *model.File, n *model.Node) (*Guard, *model.Node) {
	if n.Sym() != model.SymTryStatement || f.Lang == model.LangGo {
		return nil, nil
	}
	body := n.ChildByFieldName("body")
	if body == nil {
		return nil, nil
	}
	clauses, broad, wrap := 0, f.Lang.IsJS(), ""
	for i := 0; i < int(n.NamedChildCount()); i++ {
		h := n.NamedChild(i)
		if h.Sym() != model.SymExceptClause && h.Sym() != model.SymCatchClause {
			continue
		}
		clauses++
		names := errtaint.Clause(f, h) // e, and locals holding its text: msg = f"failed: {e}"
		if h.Sym() == model.SymExceptClause {
			head, _, _ := strings.Cut(f.Text(h), ":")
			if j := strings.LastIndex(head, " as "); j >= 0 {
				head = head[:j]
			}
			switch t := strings.TrimSpace(strings.TrimPrefix(head, "except")); t {
			case "", "Exception", "BaseException":
				broad = true
			}
		}
		passes := false
		model.Walk(h, func(m *model.Node) bool {
			if passes {
				return false
			}
			switch m.Sym() {
			case model.SymRaiseStatement, model.SymThrowStatement:
				v := model.Unwrap(m.NamedChild(0))
				switch {
				case v == nil || v.Sym() == model.SymComment:
					passes = true
				case v.Sym() == model.SymCall || v.Sym() == model.SymNewExpression || v.Sym() == model.SymCallExpression:
					if !errtext.MentionsAny(f, v, names) {
						return false // an error of its own text
					}
					ctor := model.Callee(v)
					if ctor == nil {
						passes = true
						return false
					}
					cls := f.Text(ctor)
					cls = cls[strings.LastIndex(cls, ".")+1:]
					if cls == "" || cls[0] < 'A' || cls[0] > 'Z' || wrap != "" && wrap != cls {
						passes = true
						return false
					}
					wrap = cls
				default:
					passes = len(names) == 0 || errtext.MentionsAny(f, v, names) || v.Sym() == model.SymIdentifier
				}
				return false
			case model.SymFunctionDefinition, model.SymFunctionDeclaration, model.SymArrowFunction, model.SymFunctionExpression, model.SymLambda:
				return false
			}
			return true
		})
		if passes {
			return nil, nil
		}
	}
	if clauses == 0 || !broad {
		return nil, nil
	}
	return &Guard{Body: xfacts.SpanOf(f, body), Wrap: wrap}, body
}

// Guarded reports whether a call in the region of leak l that sits in try
// block g (nil: none) raises nothing that reaches the leak: g, inside the
// region, handles its errors, or turns them into errors of a class the
// leak's handler lets go first (xfacts.Leak.Excludes).
func Guarded(l *xfacts.Leak, g *Guard) bool {
	if g == nil || g.Body == l.Region || !l.Region.Contains(g.Body.Line, g.Body.Col) {
		return false
	}
	if g.Wrap == "" {
		return true
	}
	for _, x := range l.Excludes {
		if x == g.Wrap {
			return true
		}
	}
	return false
}
