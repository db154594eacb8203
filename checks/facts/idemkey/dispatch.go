// Package idemkey holds facts RC601 reads on whether a mutation a tool
// reaches runs at all for the tool's call: a request helper that dispatches
// on its method parameter (`if method.lower() == "post": client.post(...)
// elif method.lower() == "put": client.put(...)`) sends the POST only when
// its caller passes "post", so a tool that calls it with "put" sends a PUT,
// which sets the state its body names (RFC 9110 section 9.2.2: PUT is
// idempotent). Source: docs/rules/RC601.md (mutations through a request
// helper); the clean look-alike row of aptro/superset-mcp's
// superset_dashboard_update (bench/realcode/blind.tsv).
package idemkey

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/syntax"
)

// Unreached reports whether the mutation at site, which lies in function
// def (directly or in a function nested in it), does not run for call, a
// call of def: on the way from site up to def a branch tests one of def's
// parameters against string literals (Python `if method == "post":`,
// `elif method.lower() in ("post", "put"):`; JavaScript
// `if (method === "POST")`, `case "POST":` of `switch (method)`), and call
// passes for that parameter a string literal that none of them equals
// (compared ignoring case). Anything it cannot read (an argument that is no
// literal, a parameter def reassigns or a nested function shadows, a switch
// case reached by falling through) leaves the mutation reached: false.
func Unreached(f *model.File, call, def, site *model.Node) bool {
	if call == nil || def == nil || site == nil || !model.Contains(def, site) {
		return false
	}
	args := map[string]string{} // parameter -> the literal call passes, "" when unknown
	literal := func(param string) (string, bool) {
		if v, ok := args[param]; ok {
			return v, v != ""
		}
		v := argLiteral(f, call, def, param)
		args[param] = v
		return v, v != ""
	}
	var shadow []*model.Node // functions between site and def: their own parameters hide def's
	for n := site; n != nil && n != def; n = n.Parent() {
		p := n.Parent()
		if p == nil {
			return false
		}
		if n.Sym() == model.SymFunctionDefinition || n.Sym() == model.SymArrowFunction || n.Sym() == model.SymFunctionExpression || n.Sym() == model.SymFunctionDeclaration {
			shadow = append(shadow, n)
		}
		var param string
		var lits []string
		switch {
		case (p.Sym() == model.SymIfStatement || p.Sym() == model.SymElifClause) && n.FieldName() == "consequence":
			param, lits = guard(f, p.ChildByFieldName("condition"))
		case p.Sym() == model.SymSwitchCase && n.FieldName() != "value":
			param, lits = switchGuard(f, p)
		}
		if param == "" || paramIndex(f, def, param) < 0 || shadowed(f, shadow, param) || reassigned(f, def, param) {
			continue
		}
		v, ok := literal(param)
		if !ok {
			continue
		}
		taken := false
		for _, l := range lits {
			taken = taken || strings.EqualFold(l, v)
		}
		if !taken {
			return true
		}
	}
	return false
}

// guard reads a branch condition that compares one name with string
// literals: `p == "x"`, `p.lower() == "x"`, `"x" === p`,
// `p.toUpperCase() === "X"`, `p in ("x", "y")`, and an `or` / `||` of such
// comparisons of the same name. It returns the name and the literals, or ""
// when the condition is anything else.
func guard(f *model.File, cond *model.Node) (string, []string) {
	cond = unparen(cond)
	if cond == nil {
		return "", nil
	}
	switch cond.Sym() {
	case model.SymBooleanOperator, model.SymBinaryExpression:
		op := operator(f, cond)
		if op == "or" || op == "||" {
			a, la := guard(f, cond.ChildByFieldName("left"))
			b, lb := guard(f, cond.ChildByFieldName("right"))
			if a == "" || a != b {
				return "", nil
			}
			return a, append(la, lb...)
		}
		if cond.Sym() == model.SymBinaryExpression && (op == "==" || op == "===") {
			return compare(f, cond.ChildByFieldName("left"), cond.ChildByFieldName("right"))
		}
	case model.SymComparisonOperator:
		if cond.NamedChildCount() != 2 {
			return "", nil
		}
		l, r := cond.NamedChild(0), cond.NamedChild(1)
		switch operator(f, cond) {
		case "==":
			return compare(f, l, r)
		case "in":
			name := subject(f, l)
			if name == "" || r.Sym() != model.SymTuple && r.Sym() != model.SymList && r.Sym() != model.SymSet {
				return "", nil
			}
			var lits []string
			for i := 0; i < int(r.NamedChildCount()); i++ {
				s, ok := strLit(f, r.NamedChild(i))
				if !ok {
					return "", nil
				}
				lits = append(lits, s)
			}
			return name, lits
		}
	}
	return "", nil
}

// switchGuard reads the case c of a JavaScript `switch (p)` on a parameter:
// the parameter and the case's literal; "" for a default case, a case
// whose value is no string literal, and a case an empty case before it
// falls into.
func switchGuard(f *model.File, c *model.Node) (string, []string) {
	body := c.Parent()
	if body == nil || body.Parent() == nil || body.Parent().Sym() != syntax.SymSwitchStatement {
		return "", nil
	}
	if prev := c.PrevNamedSibling(); prev != nil && (prev.Sym() == model.SymSwitchCase || prev.Sym() == model.SymSwitchDefault) && prev.NamedChildCount() <= 1 {
		return "", nil // `case "POST": case "PUT": ...` falls through
	}
	name := subject(f, unparen(body.Parent().ChildByFieldName("value")))
	s, ok := strLit(f, c.ChildByFieldName("value"))
	if name == "" || !ok {
		return "", nil
	}
	return name, []string{s}
}

// compare reads `p == "x"` either way round.
func compare(f *model.File, l, r *model.Node) (string, []string) {
	if s, ok := strLit(f, r); ok {
		if name := subject(f, l); name != "" {
			return name, []string{s}
		}
	}
	if s, ok := strLit(f, l); ok {
		if name := subject(f, r); name != "" {
			return name, []string{s}
		}
	}
	return "", nil
}

// caseFolds are the methods that fold a string's case without changing
// which literal it equals ignoring case.
var caseFolds = map[string]bool{"lower": true, "upper": true, "casefold": true, "toLowerCase": true, "toUpperCase": true}

// subject returns the name n tests: `p`, or `p.lower()` and its kin
// (caseFolds); "" otherwise.
func subject(f *model.File, n *model.Node) string {
	n = unparen(n)
	if n == nil {
		return ""
	}
	if n.Sym() == model.SymIdentifier {
		return f.Text(n)
	}
	if n.Sym() != model.SymCall && n.Sym() != model.SymCallExpression {
		return ""
	}
	if a := model.Args(n); a == nil || a.NamedChildCount() != 0 {
		return ""
	}
	fn := model.Callee(n)
	if fn == nil {
		return ""
	}
	obj, prop := fn.ChildByFieldName("object"), fn.ChildByFieldName("attribute")
	if prop == nil {
		prop = fn.ChildByFieldName("property")
	}
	if obj == nil || prop == nil || obj.Sym() != model.SymIdentifier || !caseFolds[f.Text(prop)] {
		return ""
	}
	return f.Text(obj)
}

// strLit returns the value of a plain string literal (no interpolation).
func strLit(f *model.File, n *model.Node) (string, bool) {
	if n == nil || n.Sym() != model.SymString {
		return "", false
	}
	t := f.Text(n)
	if strings.ContainsAny(t, "{$\\") || strings.HasPrefix(t, "f") || strings.HasPrefix(t, "F") {
		return "", false
	}
	t = strings.TrimLeft(t, "rRbBuU")
	if len(t) < 2 {
		return "", false
	}
	return strings.Trim(t, "\"'`"), true
}

// operator returns the operator token of a binary or comparison node.
func operator(f *model.File, n *model.Node) string {
	if op := n.ChildByFieldName("operator"); op != nil {
		return f.Text(op)
	}
	for i := 0; i < int(n.ChildCount()); i++ {
		if c := n.Child(i); !c.IsNamed() {
			return f.Text(c)
		}
	}
	return ""
}

func unparen(n *model.Node) *model.Node {
	for n != nil && n.Sym() == model.SymParenthesizedExpression && n.NamedChildCount() == 1 {
		n = n.NamedChild(0)
	}
	return n
}

// params returns the names of fn's parameters in order ("" for one it
// cannot name: a destructured pattern, a splat).
func params(f *model.File, fn *model.Node) []string {
	ps := fn.ChildByFieldName("parameters")
	var out []string
	for i := 0; ps != nil && i < int(ps.NamedChildCount()); i++ {
		p := ps.NamedChild(i)
		if p.Sym() == model.SymComment {
			continue
		}
		var n *model.Node
		switch p.Sym() {
		case model.SymIdentifier:
			n = p
		case model.SymRequiredParameter, model.SymOptionalParameter:
			n = p.ChildByFieldName("pattern")
		case model.SymAssignmentPattern:
			n = p.ChildByFieldName("left")
		case model.SymTypedParameter, model.SymDefaultParameter, model.SymTypedDefaultParameter:
			n = p.ChildByFieldName("name")
			if n == nil {
				n = p.NamedChild(0)
			}
		}
		if n != nil && n.Sym() == model.SymIdentifier {
			out = append(out, f.Text(n))
		} else {
			out = append(out, "")
		}
	}
	return out
}

func paramIndex(f *model.File, fn *model.Node, name string) int {
	for i, p := range params(f, fn) {
		if p == name {
			return i
		}
	}
	return -1
}

// shadowed reports whether one of fns declares a parameter called name.
func shadowed(f *model.File, fns []*model.Node, name string) bool {
	for _, fn := range fns {
		if paramIndex(f, fn, name) >= 0 {
			return true
		}
	}
	return false
}

// reassigned reports whether def (or a function in it) assigns to name.
func reassigned(f *model.File, def *model.Node, name string) bool {
	found := false
	model.Walk(def, func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymAssignment, model.SymAssignmentExpression, model.SymAugmentedAssignment:
			if l := n.ChildByFieldName("left"); l != nil && strings.Contains(f.Text(l), name) {
				found = true
			}
		}
		return !found
	})
	return found
}

// argLiteral returns the string literal call passes for def's parameter
// param (by keyword, or by position, a method's self or cls not counted
// when the call goes through an attribute), or "" when it passes something
// else or nothing (a default says nothing here: left unknown).
func argLiteral(f *model.File, call, def *model.Node, param string) string {
	if f.Lang == model.LangPython {
		if v := f.Kwarg(call, param); v != nil {
			s, _ := strLit(f, v)
			return s
		}
	}
	ps := params(f, def)
	i := paramIndex(f, def, param)
	if i < 0 || model.HasSplat(call) {
		return ""
	}
	first := 0 // the first parameter a positional argument fills
	if f.Lang == model.LangPython && len(ps) > 0 && (ps[0] == "self" || ps[0] == "cls") {
		if fn := model.Callee(call); fn != nil && fn.Sym() == model.SymAttribute {
			first = 1
		}
	}
	for j := first; j < i; j++ {
		if ps[j] == "" {
			return "" // a splat or a destructured parameter before it: positions unsure
		}
	}
	i -= first
	if i < 0 {
		return ""
	}
	a := model.Arg(call, i)
	if a == nil {
		return ""
	}
	if r := f.Resolve(a); r != nil {
		a = r
	}
	s, _ := strLit(f, a)
	return s
}
