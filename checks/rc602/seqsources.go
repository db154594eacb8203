package rc602

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/syntax"
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
		if loopSyms.Has(st.Sym()) || st.Sym() == model.SymWhileStatement {
			return // a loop over items in the try: the loop forms decide (seqloop.go)
		}
		name, value := boundValue(f, st)
		if name == "" || value == nil {
			derive(f, st, steps) // x = f(a) nested in an if or a loop
			continue
		}
		if from := derivedFrom(f, value, steps); len(from) > 0 {
			for _, s := range from {
				s.derived[name] = true // derived from an earlier result (or a dependent call)
			}
			continue
		}
		call := stepCall(f, fn, value)
		if call == nil || clientFactory.MatchString(lastName(f, call)) {
			continue
		}
		steps = append(steps, &sourceStep{call: call, name: name, key: sourceKey(f, call), derived: map[string]bool{name: true}})
	}
	if ret == nil || len(steps) < 2 {
		return
	}
	used, keys := returnedApart(f, ret, steps)
	if len(used) < 2 || len(keys) < 2 || handlerKeepsShape(f, try, ret) {
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

// clientFactory matches the names of calls that build a client rather than
// fetch data: getGitApi, getPolicyApi, createClient, getConnection.
var clientFactory = regexp.MustCompile(`(?i)^(get|create|make|init|new|build)\w*(api|client|connection|session|sdk|service)$`)

// lastName is the last segment of a call's callee (updateBlock in
// notion.updateBlock(...)).
func lastName(f *model.File, call *model.Node) string {
	name := f.Text(model.Callee(call))
	return name[strings.LastIndexAny(name, ".")+1:]
}

// derivedFrom returns the steps whose results value reads, in step order
// (a value that reads the results of two steps derives from both: the
// answer must not depend on the order of a map's names).
func derivedFrom(f *model.File, value *model.Node, steps []*sourceStep) []*sourceStep {
	names := namesIn(f, value)
	var out []*sourceStep
	for _, s := range steps {
		for r := range names {
			if s.derived[r] {
				out = append(out, s)
				break
			}
		}
	}
	return out
}

// derive adds to the steps' derived names the names bound in statement st
// (at any depth outside nested functions: x = v, const x = v, for x in v)
// whose value reads a derived name.
func derive(f *model.File, st *model.Node, steps []*sourceStep) {
	model.Walk(st, func(n *model.Node) bool {
		if n != st && n.IsScope() {
			return false
		}
		left, right := adapt.BindingParts(n)
		if n.Sym() == model.SymForStatement || n.Sym() == syntax.SymForInStatement {
			left, right = n.ChildByFieldName("left"), n.ChildByFieldName("right")
		}
		if left == nil || right == nil {
			return true
		}
		from := derivedFrom(f, right, steps)
		for name := range namesIn(f, left) {
			for _, s := range from {
				s.derived[name] = true
			}
		}
		return true
	})
}

// returnedApart returns the steps whose results the return statement ret
// reads in separate entries of an object or dict (or keyword arguments):
// {change: result, tasks: tasks_result}, {account, tickets}. Results
// combined into one value (a prompt text, a connection string) are one
// answer that needs them all, not an aggregation of sources. keys are the
// sources of those steps.
func returnedApart(f *model.File, ret *model.Node, steps []*sourceStep) (used []*sourceStep, keys map[string]bool) {
	entry := map[*sourceStep]*model.Node{} // a step -> the entry that reads it
	apart := false
	model.Walk(ret, func(n *model.Node) bool {
		if n != ret && n.IsScope() {
			return false
		}
		if n.Sym() != model.SymIdentifier && n.Sym() != model.SymShorthandPropertyIdentifier {
			return true
		}
		var e *model.Node
		for q := n; q != nil && q != ret; q = q.Parent() {
			if q.Sym() == model.SymPair || q.Sym() == model.SymKeywordArgument || q.Sym() == model.SymShorthandPropertyIdentifier {
				e = q
				break
			}
		}
		if e == nil {
			return true
		}
		for _, s := range steps {
			if !s.derived[f.Text(n)] {
				continue
			}
			if prev, ok := entry[s]; !ok {
				entry[s] = e
			} else if prev != e {
				continue
			}
		}
		return true
	})
	keys = map[string]bool{}
	entries := map[*model.Node]bool{}
	for _, s := range steps {
		if e, ok := entry[s]; ok {
			used = append(used, s)
			keys[s.key] = true
			entries[e] = true
		}
	}
	apart = len(entries) >= 2
	if !apart {
		return nil, nil
	}
	return used, keys
}

// handlerKeepsShape reports whether an except (catch) clause of try returns
// an object or dict with two or more of the keys the try's return statement
// ret has: the same answer with the failed parts empty and the reason named
// ({target_branch, source_commits_count: null, unavailable_reason}), a
// degraded answer rather than only an error.
func handlerKeepsShape(f *model.File, try, ret *model.Node) bool {
	want := objectKeys(f, ret)
	if len(want) < 2 {
		return false
	}
	for i := 0; i < int(try.NamedChildCount()); i++ {
		h := try.NamedChild(i)
		if h.Sym() != model.SymExceptClause && h.Sym() != model.SymCatchClause {
			continue
		}
		keeps := false
		model.Walk(h, func(n *model.Node) bool {
			if keeps || (n != h && n.IsScope()) {
				return false
			}
			if n.Sym() == model.SymReturnStatement {
				shared := 0
				for k := range objectKeys(f, n) {
					if want[k] {
						shared++
					}
				}
				keeps = shared >= 2
			}
			return !keeps
		})
		if keeps {
			return true
		}
	}
	return false
}

// objectKeys returns the keys of the object or dict literals in statement st.
func objectKeys(f *model.File, st *model.Node) map[string]bool {
	keys := map[string]bool{}
	model.Walk(st, func(n *model.Node) bool {
		if n != st && n.IsScope() {
			return false
		}
		switch n.Sym() {
		case model.SymPair:
			keys[strings.Trim(f.Text(n.ChildByFieldName("key")), `"'`)] = true
		case model.SymShorthandPropertyIdentifier:
			keys[f.Text(n)] = true
		}
		return true
	})
	return keys
}
