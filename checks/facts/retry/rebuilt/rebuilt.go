// Package rebuilt tells whether an assignment in a retry loop's body only
// rebuilds the same request on every pass (split from checks/facts/retry,
// which is at the package size limit: checks/size_test.go).
package rebuilt

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/resilience-check/resilience-check/checks/model"
)

// EachPass reports whether assignment s of a loop's body (body, its counter
// variable counter, "" when none) only rebuilds the same value on every
// pass: `req = urllib.request.Request(url, headers=h)` or `url =
// f"{BASE}{path}"` before `urlopen(req, timeout=30)` in a `for attempt in
// range(retries)` loop (partymola/fitbit-mcp api.get). Its right side is
// made of literals, names no statement of the loop assigns (nor the loop's
// own variable; a credential or header the loop refreshes, a name keep
// matches, may
// move), and calls of a class (a capitalised callee: Request,
// QueryRequest) or of a pure builder (dict, str, json.dumps, urljoin, a
// string's format): each pass sends the same request again, so the loop is
// a retry, not a walk over inputs (iteratesInput). A call of anything else
// (`parent = os.path.dirname(current)`, `item = queue.pop()`) may give a new
// value each pass and is not a rebuild.
//
// Sources: urllib.request.Request only describes a request, urlopen sends
// it (https://docs.python.org/3/library/urllib.request.html#urllib.request.Request);
// peer step: iteratesInput (checks/facts/retry/retry.go), which this narrows; CWE-1088.
func EachPass(f *model.File, body *model.Node, counter string, s *model.Node, keep *regexp.Regexp) bool {
	if f.Lang != model.LangPython || s.Sym() != model.SymAssignment {
		return false
	}
	right := s.ChildByFieldName("right")
	if right == nil {
		return false
	}
	moved, single := map[string]bool{}, map[string]*model.Node{}
	// Every name the body binds, nested loops and comprehensions included.
	model.Walk(body, func(a *model.Node) bool {
		var left *model.Node
		switch a.Sym() {
		case model.SymAssignment, model.SymAugmentedAssignment, model.SymForStatement, model.SymForInClause:
			left = a.ChildByFieldName("left")
		case model.SymNamedExpression:
			left = a.ChildByFieldName("name")
		case model.SymAsPattern:
			left = a.ChildByFieldName("alias")
			if left == nil && a.NamedChildCount() > 1 {
				left = a.NamedChild(int(a.NamedChildCount()) - 1)
			}
		}
		if left == nil {
			return true
		}
		model.Walk(left, func(n *model.Node) bool {
			if n.Sym() == model.SymIdentifier && !attrName(n) && !keep.MatchString(f.Text(n)) {
				name := f.Text(n)
				if _, seen := single[name]; seen || left.Sym() != model.SymIdentifier || a.Sym() != model.SymAssignment {
					single[name] = nil // assigned twice, or by unpacking, an operator or a loop
				} else {
					single[name] = a
				}
				moved[name] = true
			}
			return true
		})
		return true
	})
	if counter != "" {
		moved[counter] = true
		single[counter] = nil
	}
	// A name assigned once, to a rebuild of names that do not move, does not
	// move either (url = f"{BASE}{path}" then req = Request(url)).
	for changed := true; changed; {
		changed = false
		for name, a := range single {
			if a != nil && moved[name] && invariant(f, a.ChildByFieldName("right"), moved) {
				moved[name], changed = false, true
			}
		}
	}
	return invariant(f, right, moved)
}

// invariant reports whether expression right is built of literals, names
// not in moved, and calls of a class or a pure builder (builderCall).
func invariant(f *model.File, right *model.Node, moved map[string]bool) bool {
	if right == nil {
		return false
	}
	ok := true
	model.Walk(right, func(n *model.Node) bool {
		if !ok {
			return false
		}
		switch n.Sym() {
		case model.SymLambda, model.SymAwait:
			ok = false
		case model.SymCall:
			if !builderCall(f, model.Callee(n)) {
				ok = false
			}
		case model.SymKeywordArgument:
			if v := n.ChildByFieldName("value"); v != nil {
				ok = invariant(f, v, moved)
			}
			return false
		case model.SymIdentifier:
			if moved[f.Text(n)] && !attrName(n) {
				ok = false
			}
		}
		return ok
	})
	return ok
}

// attrName reports whether identifier n is the attribute part of `a.b` (b),
// which names a member, not a variable of the loop.
func attrName(n *model.Node) bool {
	p := n.Parent()
	return p != nil && p.Sym() == model.SymAttribute && p.ChildByFieldName("attribute") == n
}

// pureBuilders are functions and methods that build a value from their
// arguments alone.
var pureBuilders = map[string]bool{"dict": true, "list": true, "tuple": true, "str": true, "int": true, "float": true, "bool": true,
	"dumps": true, "urljoin": true, "urlencode": true, "quote": true, "format": true, "join": true, "encode": true, "copy": true}

// builderCall reports whether callee fn builds a value: a class (its last
// name segment capitalised) or one of pureBuilders.
func builderCall(f *model.File, fn *model.Node) bool {
	if fn == nil {
		return false
	}
	name := f.Text(fn)
	name = name[strings.LastIndex(name, ".")+1:]
	if name == "" {
		return false
	}
	return pureBuilders[name] || unicode.IsUpper(rune(name[0]))
}
