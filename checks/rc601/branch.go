package rc601

import (
	"sort"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// createBranch returns a client create (SDKCreate) that handler makes in a
// branch labelled with a create action, or nil: a tool that serves several
// actions through one action parameter (`action: z.enum(["create",
// "update", ...])`, `operation`) and switches on it (`if (action ===
// "create")`, `case "insert":`, Python `if operation == "create":`) is a
// create tool in that branch, whatever its own name says
// (azure-devops-mcp's wit_work_item_write calls createWorkItem under
// `action === "create"`). The label is judged as a tool's name is
// (createToolName): create, insert, add_child; not update or run. The
// branch's create is followed one call down into a function of the file.
func (c *idemCheck) createBranch(handler *model.Node) *idemSite {
	start, end := handler.StartByte(), handler.EndByte()
	i := sort.Search(len(c.weak), func(i int) bool { return c.weak[i].at.StartByte() >= start })
	for ; i < len(c.weak) && c.weak[i].at.StartByte() < end; i++ {
		if createToolName(branchLabel(c.f, c.weak[i].at, handler)) && !namedCreate(calleeLast(c.f, c.weak[i].at)) {
			return &c.weak[i] // not createPullRequest: a named kind (namedCreate)
		}
	}
	j := sort.Search(len(c.calls), func(i int) bool { return c.calls[i].at.StartByte() >= start })
	for ; j < len(c.calls) && c.calls[j].at.StartByte() < end; j++ {
		if !createToolName(branchLabel(c.f, c.calls[j].at, handler)) {
			continue
		}
		if namedCreate(c.calls[j].what) {
			continue
		}
		for _, def := range c.funcs[c.calls[j].what] {
			if def.StartByte() <= c.calls[j].at.StartByte() && c.calls[j].at.EndByte() <= def.EndByte() {
				continue // recursion
			}
			if m := c.mutatesIn(c.weak, c.wmemo, def, 1); m != nil {
				return m
			}
		}
	}
	return nil
}

// branchLabel returns the string a branch around n (inside stop) compares
// an action to: the value of a `case "x":` (JavaScript, Go) or `case "x":`
// of a Python match, or the one string literal of an `if` condition that
// compares (`action === "create"`, `operation == "insert"`); "" when n is in
// no such branch.
func branchLabel(f *model.File, n, stop *model.Node) string {
	for p := n.Parent(); p != nil && p != stop; p = p.Parent() {
		switch p.Sym() {
		case model.SymSwitchCase, model.SymExpressionCase, model.SymCaseClause:
			v := p.ChildByFieldName("value")
			if v == nil && p.NamedChildCount() > 0 {
				v = p.NamedChild(0) // Python's case_pattern
			}
			for v != nil && v.NamedChildCount() == 1 && v.Sym() != model.SymString {
				v = v.NamedChild(0) // Go's expression_list, Python's case_pattern
			}
			if v != nil && (v.Sym() == model.SymString || v.Sym() == model.SymInterpretedStringLiteral || v.Sym() == model.SymRawStringLiteral) {
				return strings.Trim(f.Text(v), "'\"`")
			}
		case model.SymIfStatement, model.SymElifClause:
			cond := p.ChildByFieldName("condition")
			if cond == nil || !inSpan(n, p.ChildByFieldName("consequence")) {
				continue
			}
			if s := onlyString(f, cond, 1); s != "" && (cond.Sym() == model.SymBinaryExpression || cond.Sym() == model.SymComparisonOperator ||
				cond.Sym() == model.SymParenthesizedExpression) && strings.Contains(f.Text(cond), "==") {
				return s
			}
		}
	}
	return ""
}

// onlyString returns the text of the one string literal among the first
// named children of node (up to max of them, looked at one level into a
// parenthesised or comparison expression), or "".
func onlyString(f *model.File, node *model.Node, max int) string {
	found := ""
	var look func(n *model.Node, depth int) bool
	look = func(n *model.Node, depth int) bool {
		switch n.Sym() {
		case model.SymString, model.SymInterpretedStringLiteral, model.SymRawStringLiteral:
			if found != "" {
				return false
			}
			found = strings.Trim(f.Text(n), "'\"`")
			return true
		}
		if depth > 2 {
			return true
		}
		for i := 0; i < int(n.NamedChildCount()) && i < 4; i++ {
			if !look(n.NamedChild(i), depth+1) {
				return false
			}
		}
		return true
	}
	for i := 0; i < int(node.NamedChildCount()) && i < max; i++ {
		if !look(node.NamedChild(i), 0) {
			return ""
		}
	}
	return found
}

// inSpan reports whether n lies inside span (false for a nil span).
func inSpan(n, span *model.Node) bool {
	return span != nil && span.StartByte() <= n.StartByte() && n.EndByte() <= span.EndByte()
}

// calleeLast returns the last segment of call's callee (createPullRequest
// in gitApi.createPullRequest).
func calleeLast(f *model.File, call *model.Node) string {
	t := f.Text(model.Callee(call))
	return t[strings.LastIndexAny(t, ".")+1:]
}

// settledIn reports whether handler sends a POST this file judged no
// mutation by its URL (a state action such as update-regions/<id>, a read):
// the function summaries, which keep no URL, would otherwise follow the
// same call into the client's post() and call it a POST (upstash's
// http.post(["v2/redis/update-regions", id]) -> requestWithMiddleware({
// method: "POST" })). The tool is judged here.
func (c *idemCheck) settledIn(handler *model.Node) bool {
	start, end := handler.StartByte(), handler.EndByte()
	i := sort.Search(len(c.settled), func(i int) bool { return c.settled[i].at.StartByte() >= start })
	return i < len(c.settled) && c.settled[i].at.StartByte() < end
}
