package rc602

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// This file holds RC602's reading of a Promise.all whose elements call the
// same method of one client for separate items:
//
//	const [firstPage, recent] = await Promise.all([
//	  jira.searchIssues(`project = ${key}`, countFields),
//	  jira.searchIssues(`project = ${key} ORDER BY updated DESC`, recentFields),
//	]);
//
// sourceKey keys a method with a specific name without its arguments (one
// operation of one client is one source); two such calls on different first
// arguments are still two upstream requests, either of which can fail alone
// and reject the aggregate, as the per-item fan-out items.map(i =>
// api.getX(i)) does (fanout.go). They count as separate requests unless
//
//   - the method runs statements on one database connection (sql.query,
//     db.execute, stmt.run): the catalog queries of one table share their
//     connection and fail together;
//   - the results are one comparison: two of the destructured results are
//     handed together to one call (diff(before, after)), which needs both,
//     or the two results are named as the sides of one comparison
//     (fromRules / toRules, sourceHostnames / targetHostnames, dataA / dataB);
//   - the first argument is the same (this.request(client, {...}) twice):
//     the later arguments are options of one source (sourceKey's rule).
//
// The reference is the checklist's pattern 7 (partial responses over total
// failures).

// dbStatementKey matches source keys of methods that run statements on a
// database connection or session: sql.query, pool.query, conn.execute,
// db.prepare, stmt.run, session.executeRead, sql.unsafe.
var dbStatementKey = regexp.MustCompile(`(?i)\.(query|queryRaw|\$queryRaw|execute|executeRead|executeWrite|executeQuery|exec|prepare|run|all|raw|unsafe|sql|select)$`)

// requestKey names the request an aggregated call makes: sourceKey, with
// the first argument added for a method with a specific name (not a
// database statement), so that jira.searchIssues(q1) and
// jira.searchIssues(q2) are two requests.
func requestKey(f *model.File, el *model.Node) string {
	key, root := sourceKeyRoot(f, el)
	if root == nil || root.Sym() != model.SymCallExpression {
		return key
	}
	callee := model.Callee(root)
	if callee == nil || callee.Sym() != model.SymMemberExpression || key != f.Text(callee) || dbStatementKey.MatchString(key) {
		return key
	}
	if a := model.Arg(root, 0); a != nil {
		key += "(" + f.Text(a)
	}
	return key
}

// pairedResults reports whether two of the names a Promise.all call's
// result is destructured into (const [a, b] = await Promise.all(...)) are
// passed together as arguments of one later call of the same function:
// the aggregate is one comparison that needs every result.
func pairedResults(f *model.File, call *model.Node) bool {
	n := call
	for p := n.Parent(); p != nil; p = n.Parent() {
		switch p.Sym() {
		case model.SymAwaitExpression, model.SymParenthesizedExpression, model.SymAsExpression, model.SymSatisfiesExpression, model.SymNonNullExpression:
			n = p
			continue
		}
		break
	}
	decl := n.Parent()
	if decl == nil || decl.Sym() != model.SymVariableDeclarator {
		return false
	}
	pat := decl.ChildByFieldName("name")
	if pat == nil || !strings.HasPrefix(f.Text(pat), "[") { // an array pattern
		return false
	}
	names := map[string]bool{}
	for i := 0; i < int(pat.NamedChildCount()); i++ {
		if c := pat.NamedChild(i); c.Sym() == model.SymIdentifier {
			names[f.Text(c)] = true
		}
	}
	scope := model.EnclosingFunc(call)
	if scope == nil || len(names) < 2 {
		return false
	}
	if len(names) == 2 {
		var two []string
		for n := range names {
			two = append(two, n)
		}
		if comparisonSides(two[0], two[1]) {
			return true
		}
	}
	paired := false
	model.Walk(scope, func(c *model.Node) bool {
		if paired {
			return false
		}
		if c.Sym() != model.SymCallExpression || c.StartByte() < call.EndByte() {
			return true
		}
		args := model.Args(c)
		if args == nil {
			return true
		}
		seen := 0
		for i := 0; i < int(args.NamedChildCount()); i++ {
			if a := model.Unwrap(args.NamedChild(i)); a.Sym() == model.SymIdentifier && names[f.Text(a)] {
				seen++
			}
		}
		paired = seen >= 2
		return !paired
	})
	return paired
}

// sidePairs are the words that name the two sides of one comparison.
var sidePairs = [][2]string{{"from", "to"}, {"source", "target"}, {"src", "dst"}, {"before", "after"}, {"old", "new"},
	{"base", "head"}, {"left", "right"}, {"prev", "curr"}, {"previous", "current"}, {"a", "b"}, {"first", "second"}, {"1", "2"}}

// comparisonSides reports whether names x and y differ only by the words of
// one side pair, as a prefix or a suffix (fromRules / toRules, dataA /
// dataB, rulesBefore / rulesAfter; case-insensitive).
func comparisonSides(x, y string) bool {
	x, y = strings.ToLower(x), strings.ToLower(y)
	for _, p := range sidePairs {
		for _, o := range [][2]string{p, {p[1], p[0]}} {
			if strings.HasPrefix(x, o[0]) && strings.HasPrefix(y, o[1]) && x[len(o[0]):] == y[len(o[1]):] && len(x) > len(o[0]) {
				return true
			}
			if strings.HasSuffix(x, o[0]) && strings.HasSuffix(y, o[1]) && x[:len(x)-len(o[0])] == y[:len(y)-len(o[1])] && len(x) > len(o[0]) {
				return true
			}
		}
	}
	return false
}
