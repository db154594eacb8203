package checks

import (
	"regexp"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
)

// ruleFailOpenAuth is RC401 fail-open-authorization.
//
// What it does: in an authorization decision (a function named like
// is_authorized, check_permission, hasAccess, canAccess, authorize,
// verify_token, is_allowed, checkAuth, validate_token), reports an
// except/catch/`if err != nil` path that returns true, a cached decision
// that defaults to true (`?? true`, `|| true`, `.get(k, True)`, Go
// `if !ok { return true }` after a map lookup), and a handler that swallows
// the error and falls through to `return True`.
//
// Why is this bad? When the policy service is down, times out or answers
// garbage, a fail-open check grants access it could not verify: a revoked
// user keeps working, and an attacker who can make the authorization call
// fail (CWE-636, not failing securely) gets in.
//
// Example:
//
//	try:
//	    return bool(requests.get(AUTHZ_URL, params=q, timeout=5).json()["allowed"])
//	except Exception:
//	    return True
//
// Use instead:
//
//	except Exception:
//	    log.warning("authorization unavailable; denying")
//	    raise ToolError("authorization service temporarily unavailable")
//
// Source: seed 002 checklist item 4 and pattern 4 ("Fail-safe defaults");
// CWE-636. Peers: semgrep's fail-open patterns for JWT verification
// (e.g. python.jwt.security.unverified-jwt-decode) and CodeQL's
// "failure to fail closed" discussions; no linter has this exact rule.
var ruleFailOpenAuth = register(&Rule{
	ID: "RC401", Name: "fail-open-authorization", Severity: SeverityHigh, CWE: 636, Checklist: ItemAuthFailClosed,
	Summary: "Authorization check grants access when it fails (error path or cache default returns true)",
	Description: "An authorization decision that returns true from its error handler, defaults a missing cached decision " +
		"to true, or swallows the error and falls through to allow grants access it could not verify whenever the " +
		"policy service is slow, down or unreachable. Deny or raise instead: a temporary denial is recoverable, a " +
		"silent grant is not.",
	Help:      failOpenAuthHelp,
	Languages: []Language{LangPython, LangJavaScript, LangTypeScript, LangGo},
	Check:     checkFailOpenAuth,
})

const failOpenAuthHelp = `## What it does
In an authorization decision — a function or method named like ` + "`is_authorized`" + `,
` + "`check_permission(s)`" + `, ` + "`has_access`" + ` / ` + "`hasAccess`" + `, ` + "`can_access`" + ` / ` + "`canAccess`" + `,
` + "`authorize`" + `, ` + "`verify_token`" + ` / ` + "`verifyToken`" + `, ` + "`is_allowed`" + `, ` + "`checkAuth`" + `,
` + "`validate_token`" + ` (snake_case, camelCase or Go MixedCaps, also with a suffix such as
` + "`has_access_to_project`" + `) — reports:

- an ` + "`except`" + ` / ` + "`catch`" + ` / Go ` + "`if err != nil`" + ` branch that returns ` + "`True`" + ` / ` + "`true`" + `
  (Go: ` + "`return true`" + ` or ` + "`return true, nil`" + `), or returns a variable it set to true;
- a cached or looked-up decision that defaults to allow: ` + "`cache.get(k) ?? true`" + `,
  ` + "`x || true`" + `, ` + "`x or True`" + `, ` + "`d.get(k, True)`" + `, ` + "`getattr(o, k, True)`" + ` in what the function
  returns, and Go ` + "`v, ok := cache[k]; if !ok { return true }`" + `;
- an ` + "`except`" + ` / ` + "`catch`" + ` / ` + "`if err != nil`" + ` that swallows the error (no return, raise,
  throw) and is directly followed by ` + "`return True`" + ` / ` + "`return true`" + `.

Not reported: handlers that deny (` + "`return False`" + `), raise, re-throw or return the
error (Go ` + "`return false, err`" + `); ` + "`?? false`" + `; functions whose names are not
authorization decisions (` + "`is_healthy`" + `, ` + "`check_connection`" + `); a ` + "`true`" + ` default outside
the returned value (` + "`strict = opts.strict ?? true`" + `).

## Why is this bad?
When the policy service is slow, down or returns something unexpected, a
fail-open check grants access it could not verify. A revoked user keeps working
for the whole outage, and anyone who can make the authorization call fail — by
load, a malformed token, or a blocked network path — is let in. This is CWE-636
(not failing securely). For an MCP server, whose LLM caller retries and
branches at machine speed, the window is used before any human notices. The
checklist item "Authorization checks fail closed: a failure to reach the auth
service returns an error, never a default-allow" (seed 002 checklist 4,
pattern 4) asks for the opposite: deny, or surface a temporary error.

## Example
` + "```python\ndef is_authorized(user_id: str, action: str) -> bool:\n    try:\n        resp = requests.get(AUTHZ_URL, params={\"user\": user_id, \"action\": action}, timeout=(5, 20))\n        resp.raise_for_status()\n        return bool(resp.json()[\"allowed\"])\n    except Exception:\n        return True  # don't lock people out while it is down\n```" + `

` + "```ts\nasync function isAuthorized(userId: string, action: string): Promise<boolean> {\n  try {\n    const resp = await fetch(`${AUTHZ_URL}?user=${userId}&action=${action}`, { signal: AbortSignal.timeout(2_000) });\n    return ((await resp.json()) as { allowed: boolean }).allowed;\n  } catch {\n    return cachedAuthz.get(`${userId}:${action}`) ?? true;\n  }\n}\n```" + `

## Use instead
` + "```python\n    except (requests.RequestException, ValueError):\n        log.warning(\"authorization service unavailable; denying %s for %s\", action, user_id)\n        raise ToolError(\"authorization service temporarily unavailable; try again later\") from None\n```" + `

` + "```ts\n  } catch (err) {\n    throw new McpError(ErrorCode.InternalError, \"Authorization service temporarily unavailable\");\n  }\n```" + `

` + "```go\nallowed, ok := cache[key]\nif !ok {\n\treturn false // unknown: deny\n}\nreturn allowed\n```" + `

## References
- CWE-636: Not Failing Securely ('Failing Open'): https://cwe.mitre.org/data/definitions/636.html
- Checklist: "Authorization checks fail closed: a failure to reach the auth service returns an error, never a default-allow" (seed 002 checklist 4, pattern 4 "Fail-safe defaults")
- OWASP Secure Design Principles, fail securely: https://owasp.org/www-project-developer-guide/draft/foundations/security_principles/
- OWASP Authorization Cheat Sheet, deny by default: https://cheatsheetseries.owasp.org/cheatsheets/Authorization_Cheat_Sheet.html

CWE-636; seed item: seed 002 checklist 4 (authorization fails closed).
`

// authzName matches normalized (lowercase, no underscores) names of
// authorization decisions, with an optional suffix (has_access_to_project).
var authzName = regexp.MustCompile(`^(isauthori[sz]ed|checkpermissions?|haspermissions?|hasaccess|canaccess|checkaccess|authori[sz]e|verifytoken|validatetoken|isallowed|checkauth|checkauthori[sz]ation|isauthenticated|verifyaccess|canperform)`)

// authzNotDecision matches normalized names that start like a decision but
// are not one (OAuth endpoints, header builders).
var authzNotDecision = regexp.MustCompile(`^authori[sz](ation|eurl|eendpoint|ehandler|eredirect|erequest)`)

const failOpenFix = "deny (return false) or raise an error when the check cannot complete"

type failOpenCheck struct {
	p    *Pass
	f    *File
	seen map[int]bool
}

func checkFailOpenAuth(p *Pass) {
	c := &failOpenCheck{p: p, f: p.File, seen: map[int]bool{}}
	Walk(p.File.Root, func(n *sitter.Node) bool {
		if scopeTypes[n.Type()] || n.Type() == "function_declaration" {
			if name := c.funcName(n); name != "" && isAuthzName(name) {
				c.authzFunc(n, name)
			}
		}
		return true
	})
}

func isAuthzName(name string) bool {
	s := strings.ToLower(strings.ReplaceAll(strings.TrimLeft(name, "_#"), "_", ""))
	return authzName.MatchString(s) && !authzNotDecision.MatchString(s)
}

// funcName returns the name of a function-like node, from its declaration or
// from the variable, property or field it is assigned to.
func (c *failOpenCheck) funcName(fn *sitter.Node) string {
	if name := fn.ChildByFieldName("name"); name != nil {
		return c.f.Text(name)
	}
	p := fn.Parent()
	if p == nil {
		return ""
	}
	switch p.Type() {
	case "variable_declarator", "public_field_definition", "field_definition":
		if name := p.ChildByFieldName("name"); name != nil {
			return c.f.Text(name)
		}
		if name := p.ChildByFieldName("property"); name != nil {
			return c.f.Text(name)
		}
	case "pair":
		return strings.Trim(c.f.Text(p.ChildByFieldName("key")), "'\"`")
	case "assignment_expression":
		l := p.ChildByFieldName("left")
		if l != nil && l.Type() == "member_expression" {
			return c.f.Text(l.ChildByFieldName("property"))
		}
		return c.f.Text(l)
	}
	return ""
}

func (c *failOpenCheck) report(at *sitter.Node, msg string) {
	line, _ := c.f.Position(int(at.StartByte()))
	if c.seen[line] {
		return
	}
	c.seen[line] = true
	c.p.Report(at, msg, failOpenFix)
}

// authzFunc inspects the body of one authorization decision, not entering
// nested functions (they are visited on their own when named like one).
func (c *failOpenCheck) authzFunc(fn *sitter.Node, name string) {
	body := fn.ChildByFieldName("body")
	if body == nil {
		return
	}
	Walk(body, func(n *sitter.Node) bool {
		if scopeTypes[n.Type()] {
			return false
		}
		switch n.Type() {
		case "return_statement":
			c.ret(n, fn, name)
		case "try_statement":
			c.swallow(n, name)
		case "if_statement":
			if c.f.Lang == LangGo {
				c.goIf(n, name)
			}
		}
		return true
	})
	if body.Type() != "statement_block" && body.Type() != "block" && fn.Type() == "arrow_function" {
		c.retValue(body, body, fn, name) // expression-bodied arrow
	}
}

// returnValue is the first returned value (Go: the first of several).
func (c *failOpenCheck) returnValue(ret *sitter.Node) *sitter.Node {
	if ret.NamedChildCount() == 0 {
		return nil
	}
	v := ret.NamedChild(0)
	if v.Type() == "expression_list" {
		if v.NamedChildCount() > 1 && !IsNone(v.NamedChild(1)) {
			return nil // return true, err: the caller sees the error
		}
		v = v.NamedChild(0)
	}
	return Unwrap(v)
}

func isTrue(n *sitter.Node) bool {
	n = Unwrap(n)
	return n != nil && n.Type() == "true"
}

// handlerOf returns the except/catch/err branch that n is directly in
// (inside fn), or nil.
func (c *failOpenCheck) handlerOf(n, fn *sitter.Node) *sitter.Node {
	prev := n
	for p := n.Parent(); p != nil && !sameSpan(p, fn); prev, p = p, p.Parent() {
		switch p.Type() {
		case "except_clause", "catch_clause":
			return p
		case "if_statement":
			if c.f.Lang == LangGo {
				if cons := p.ChildByFieldName("consequence"); cons != nil && sameSpan(cons, prev) && c.goErrCond(p.ChildByFieldName("condition")) {
					return p
				}
			}
		}
	}
	return nil
}

func (c *failOpenCheck) handlerWord(h *sitter.Node) string {
	switch h.Type() {
	case "except_clause":
		return "its except handler"
	case "catch_clause":
		return "its catch block"
	}
	return "its error branch (" + c.f.Text(h.ChildByFieldName("condition")) + ")"
}

// goErrCond reports whether cond is `err != nil` (any name containing err).
func (c *failOpenCheck) goErrCond(cond *sitter.Node) bool {
	if cond == nil || cond.Type() != "binary_expression" || c.f.Text(cond.Child(1)) != "!=" || !IsNone(cond.ChildByFieldName("right")) {
		return false
	}
	l := cond.ChildByFieldName("left")
	return l != nil && l.Type() == "identifier" && strings.Contains(strings.ToLower(c.f.Text(l)), "err")
}

func (c *failOpenCheck) ret(ret, fn *sitter.Node, name string) {
	v := c.returnValue(ret)
	if v == nil {
		return
	}
	c.retValue(ret, v, fn, name)
}

func (c *failOpenCheck) retValue(at, v, fn *sitter.Node, name string) {
	f := c.f
	if isTrue(v) {
		if h := c.handlerOf(at, fn); h != nil {
			c.report(at, c.who(name)+" returns "+f.Text(v)+" from "+c.handlerWord(h)+", so a failed authorization check grants access (fail-open); "+failOpenFix)
		}
		return
	}
	if d := c.allowDefault(v); d != nil {
		c.report(d, c.who(name)+" defaults to allow with "+short(f.Text(d))+" when the decision is missing, so an unknown or uncached decision grants access (fail-open); default to false")
		return
	}
	if v.Type() == "identifier" {
		// any assignment of true to the returned variable in an error path
		bs := f.bindings()
		for _, i := range f.bindingsNamed(f.Text(v)) {
			b := bs[i].value
			if !contains(fn, b) || b.StartByte() > v.StartByte() || !isTrue(b) {
				continue
			}
			if h := c.handlerOf(b, fn); h != nil {
				c.report(b.Parent(), c.who(name)+" sets "+f.Text(v)+" to "+f.Text(b)+" in "+c.handlerWord(h)+" and returns it, so a failed authorization check grants access (fail-open); "+failOpenFix)
				return
			}
		}
		b := f.Lookup(f.Text(v), v)
		if b == nil || !contains(fn, b) {
			return
		}
		if d := c.allowDefault(Unwrap(b)); d != nil {
			c.report(d, c.who(name)+" returns "+f.Text(v)+", which defaults to allow with "+short(f.Text(d))+", so an unknown or uncached decision grants access (fail-open); default to false")
		}
	}
}

// who names the function in a message, which must start in lowercase.
func (c *failOpenCheck) who(name string) string { return "authorization check " + name }

// allowDefault returns the part of a returned expression that turns a
// missing decision into true: `x ?? true`, `x || true`, `x or True`,
// `d.get(k, True)`, `getattr(o, k, True)`; or nil.
func (c *failOpenCheck) allowDefault(v *sitter.Node) *sitter.Node {
	f := c.f
	v = Unwrap(v)
	if v == nil {
		return nil
	}
	switch v.Type() {
	case "binary_expression":
		switch f.Text(v.Child(1)) {
		case "??", "||":
			if isTrue(v.ChildByFieldName("right")) {
				return v
			}
		case "&&":
			if d := c.allowDefault(v.ChildByFieldName("left")); d != nil {
				return d
			}
			return c.allowDefault(v.ChildByFieldName("right"))
		}
	case "boolean_operator":
		if f.Text(v.Child(1)) == "or" && isTrue(v.ChildByFieldName("right")) {
			return v
		}
	case "call":
		fn := Callee(v)
		switch {
		case fn.Type() == "attribute" && f.Text(fn.ChildByFieldName("attribute")) == "get" && NumArgs(v) == 2 && isTrue(Arg(v, 1)):
			return v
		case f.Text(fn) == "getattr" && NumArgs(v) == 3 && isTrue(Arg(v, 2)):
			return v
		case f.Text(fn) == "bool" && NumArgs(v) == 1:
			return c.allowDefault(Arg(v, 0))
		}
	case "call_expression":
		if f.Text(Callee(v)) == "Boolean" {
			return c.allowDefault(Arg(v, 0))
		}
	case "unary_expression":
		if f.Text(v.Child(0)) == "!" {
			if a := v.ChildByFieldName("argument"); a != nil && a.Type() == "unary_expression" {
				return c.allowDefault(a.ChildByFieldName("argument")) // !!x
			}
		}
	}
	return nil
}

// swallow reports `try { ... } catch { log } return true`: a handler that
// neither returns nor raises, directly followed by return true.
func (c *failOpenCheck) swallow(try *sitter.Node, name string) {
	next := try.NextNamedSibling()
	for next != nil && next.Type() == "comment" {
		next = next.NextNamedSibling()
	}
	if next == nil || next.Type() != "return_statement" || !isTrue(c.returnValue(next)) {
		return
	}
	for i := 0; i < int(try.NamedChildCount()); i++ {
		h := try.NamedChild(i)
		if h.Type() != "except_clause" && h.Type() != "catch_clause" {
			continue
		}
		if !c.exits(h) {
			c.report(next, c.who(name)+" swallows the error in "+c.handlerWord(h)+" and falls through to "+
				strings.TrimSuffix(c.f.Text(next), ";")+", so a failed authorization check grants access (fail-open); "+failOpenFix)
			return
		}
	}
}

// exits reports whether a handler leaves the function or loop: return,
// raise, throw, continue, break, or a call that cannot return (sys.exit).
func (c *failOpenCheck) exits(h *sitter.Node) bool {
	found := false
	Walk(h, func(n *sitter.Node) bool {
		if found || scopeTypes[n.Type()] {
			return false
		}
		switch n.Type() {
		case "return_statement", "raise_statement", "throw_statement", "continue_statement", "break_statement":
			found = true
		case "call", "call_expression":
			switch s := c.f.Text(Callee(n)); s {
			case "sys.exit", "os._exit", "abort", "process.exit", "panic", "log.Fatal", "log.Fatalf", "log.Panic", "log.Panicf":
				found = true
			}
		}
		return !found
	})
	return found
}

// goIf handles Go: a swallowed `if err != nil { log }` followed by return
// true, and `v, ok := cache[k]; if !ok { return true }`.
func (c *failOpenCheck) goIf(n *sitter.Node, name string) {
	f := c.f
	cond := n.ChildByFieldName("condition")
	if c.goErrCond(cond) && n.ChildByFieldName("alternative") == nil && !c.exits(n.ChildByFieldName("consequence")) {
		next := n.NextNamedSibling()
		for next != nil && next.Type() == "comment" {
			next = next.NextNamedSibling()
		}
		if next != nil && next.Type() == "return_statement" && isTrue(c.returnValue(next)) {
			c.report(next, c.who(name)+" ignores the error of "+c.handlerWord(n)+" and falls through to "+f.Text(next)+
				", so a failed authorization check grants access (fail-open); "+failOpenFix)
		}
		return
	}
	if cond == nil || cond.Type() != "unary_expression" || f.Text(cond.Child(0)) != "!" {
		return
	}
	ok := cond.ChildByFieldName("operand")
	if ok == nil || ok.Type() != "identifier" || !c.goLookupOK(n, f.Text(ok)) {
		return
	}
	cons := n.ChildByFieldName("consequence")
	if cons == nil {
		return
	}
	for i := 0; i < int(cons.NamedChildCount()); i++ {
		s := cons.NamedChild(i)
		if s.Type() == "return_statement" && isTrue(c.returnValue(s)) {
			c.report(s, c.who(name)+" returns true when the key is missing from the lookup (!"+f.Text(ok)+
				"), so an unknown or uncached decision grants access (fail-open); return false")
		}
	}
}

// goLookupOK reports whether ok was bound by `v, ok := m[k]` (or a Get/Load
// call returning a found flag) in the if's initializer or the statement
// before it.
func (c *failOpenCheck) goLookupOK(ifStmt *sitter.Node, ok string) bool {
	assign := ifStmt.ChildByFieldName("initializer")
	if assign == nil {
		assign = ifStmt.PrevNamedSibling()
		for assign != nil && assign.Type() == "comment" {
			assign = assign.PrevNamedSibling()
		}
	}
	if assign == nil || (assign.Type() != "short_var_declaration" && assign.Type() != "assignment_statement") {
		return false
	}
	left, right := assign.ChildByFieldName("left"), assign.ChildByFieldName("right")
	if left == nil || right == nil || left.NamedChildCount() != 2 || right.NamedChildCount() != 1 || c.f.Text(left.NamedChild(1)) != ok {
		return false
	}
	r := right.NamedChild(0)
	switch r.Type() {
	case "index_expression":
		return true
	case "call_expression":
		if fn := Callee(r); fn.Type() == "selector_expression" {
			switch c.f.Text(fn.ChildByFieldName("field")) {
			case "Get", "Load", "Peek", "Lookup":
				return true
			}
		}
	}
	return false
}
