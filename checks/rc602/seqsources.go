package rc602

import (
	"fmt"

	"github.com/resilience-check/resilience-check/checks/model"
)

// This file holds the sequential multi-source form of RC602: two or more
// independent upstream calls made one after the other inside one try,
// whose results are returned together, and whose except (catch) returns
// or raises only an error:
//
//	try:
//	    change = requests.get(change_url, headers=h).json()
//	    tasks = requests.get(tasks_url, headers=h).json()   # reported
//	    return {"change": change["result"], "tasks": tasks["result"]}
//	except requests.RequestException as e:
//	    return {"success": False, "message": str(e)}
//
// It is the sequential spelling of Promise.all([a(), b()]): when the second
// source fails, the first one's answer, already fetched, is dropped. A
// call whose arguments read an earlier call's result is a dependent step
// (create, then read back what was created), not a second source, and is
// not counted; the same source asked twice (sourceKey) counts once.

// sourceStep is one upstream call of a try body bound to a name, with the
// names that derive from its result.
type sourceStep struct {
	call    *model.Node
	name    string // the name the result is bound to
	key     string
	derived map[string]bool
}

// checkSeqSources reports the sequential multi-source form in try (see
// above).
func checkSeqSources(p *model.Pass, try *model.Node) {
	f := p.File
	fn := model.EnclosingFunc(try)
	body := try.ChildByFieldName("body")
	if fn == nil || body == nil || !handlerDropsAll(f, try, "") {
		return
	}
	var steps []*sourceStep
	var ret *model.Node
	for i := 0; i < int(body.NamedChildCount()); i++ {
		st := body.NamedChild(i)
		if st.Sym() == model.SymReturnStatement {
			ret = st
			break
		}
		name, value := boundValue(f, st)
		if name == "" || value == nil {
			continue
		}
		reads := namesIn(f, value)
		var from *sourceStep
		for _, s := range steps {
			for r := range reads {
				if s.derived[r] {
					from = s
				}
			}
		}
		if from != nil {
			from.derived[name] = true // derived from an earlier result (or a dependent call)
			continue
		}
		call := stepCall(f, fn, value)
		if call == nil {
			continue
		}
		steps = append(steps, &sourceStep{call: call, name: name, key: sourceKey(f, call), derived: map[string]bool{name: true}})
	}
	if ret == nil || len(steps) < 2 {
		return
	}
	reads := namesIn(f, ret)
	var used []*sourceStep
	keys := map[string]bool{}
	for _, s := range steps {
		for r := range reads {
			if s.derived[r] {
				used = append(used, s)
				keys[s.key] = true
				break
			}
		}
	}
	if len(used) < 2 || len(keys) < 2 {
		return
	}
	for i := 0; i < int(try.NamedChildCount()); i++ {
		if h := try.NamedChild(i); h.Sym() == model.SymExceptClause || h.Sym() == model.SymCatchClause {
			for r := range namesIn(f, h) {
				for _, s := range used {
					if s.derived[r] {
						return // the handler returns what was fetched
					}
				}
			}
		}
	}
	kind := "except"
	if f.Lang.IsJS() {
		kind = "catch"
	}
	at := used[len(used)-1].call
	p.Report(at, fmt.Sprintf("when this %s (%s) fails, the %s returns only an error and %s, already fetched from another source in the same try, is dropped; "+
		"return what succeeded with a note of what failed", jsCallName(f, at), used[len(used)-1].name, kind, used[0].name), "partial results")
}

// boundValue returns the name and value of a statement that binds one name:
// `x = v` (Python), `const x = v` / `x = v` (JS).
func boundValue(f *model.File, st *model.Node) (string, *model.Node) {
	switch st.Sym() {
	case model.SymExpressionStatement:
		if st.NamedChildCount() == 0 {
			return "", nil
		}
		a := st.NamedChild(0)
		if a.Sym() != model.SymAssignment && a.Sym() != model.SymAssignmentExpression {
			return "", nil
		}
		l := a.ChildByFieldName("left")
		if l == nil || l.Sym() != model.SymIdentifier {
			return "", nil
		}
		return f.Text(l), a.ChildByFieldName("right")
	case model.SymLexicalDeclaration, model.SymVariableDeclaration:
		if st.NamedChildCount() != 1 {
			return "", nil
		}
		d := st.NamedChild(0)
		l := d.ChildByFieldName("name")
		if d.Sym() != model.SymVariableDeclarator || l == nil || l.Sym() != model.SymIdentifier {
			return "", nil
		}
		return f.Text(l), d.ChildByFieldName("value")
	}
	return "", nil
}

// namesIn returns the identifiers read in n (outside nested functions).
func namesIn(f *model.File, n *model.Node) map[string]bool {
	names := map[string]bool{}
	model.Walk(n, func(c *model.Node) bool {
		if c != n && c.IsScope() {
			return false
		}
		if c.Sym() == model.SymIdentifier || c.Sym() == model.SymShorthandPropertyIdentifier {
			names[f.Text(c)] = true
		}
		return true
	})
	return names
}

// stepCall returns the upstream call a bound value makes (through await,
// and the innermost call of a chain such as requests.get(u).json()), or nil.
func stepCall(f *model.File, fn, value *model.Node) *model.Node {
	var found *model.Node
	model.Walk(value, func(c *model.Node) bool {
		if found != nil || (c != value && c.IsScope()) {
			return false
		}
		if (c.Sym() == model.SymCall || c.Sym() == model.SymCallExpression) && loopUpstream(f, fn, c) {
			found = c
			return false
		}
		return true
	})
	return found
}
