package rc401

import (
	"bytes"
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/authok"
	"github.com/resilience-check/resilience-check/checks/model"
)

// This file holds RC401's second family: authentication that is switched off
// by default. A check that denies a wrong credential but lets every request
// through when its own secret (token, API key, audience) is not configured is
// an insecure default (CWE-1188) whose effect is failing open (CWE-636): a
// server started without the variable serves every tool to anyone who can
// reach its network transport, and nothing fails loudly. SkillAudit's
// "Designing for resiliency", pattern 4 "Fail-safe defaults": when uncertain,
// default to the restrictive posture. Three shapes:
//
//   - open-on-unset: in an authentication check (a middleware or validator
//     named for auth/tokens, or one that answers 401/403 or false further
//     down), an `if` that tests the configured secret for absence
//     (`!authToken`, `tokens.length === 0`, `not api_key`, `key == ""`) and
//     passes the request on (`next()`, `call_next(request)`,
//     `next.ServeHTTP`, `return true`, `return {ok: true}`), when the same
//     secret is compared further down;
//   - warn-and-serve: on a network transport (an enclosing condition or the
//     message names http/sse/listening), an `if` on a missing secret whose
//     body only logs a warning about authentication and then goes on to serve;
//   - optional audience: a deny guarded by `audience && token.aud !==
//     audience` (an issuer likewise), so a server without the audience
//     accepts tokens issued to any client (a confused deputy).
//
// Not reported, as Semgrep's and CodeQL's "authentication disabled" rules do
// not report an explicit opt-out: a condition that also names a flag
// (insecure, dev, debug, disable(d), skip, bypass, anonymous,
// unauthenticated, optional, allow_*) that someone must set on purpose; a
// branch that denies, raises or exits when the secret is missing (refusing to
// start is the fix); a credential read from the request (req.headers,
// request, provided/presented tokens); and the stdio transport, which has no
// middleware and no listening message.

// unsetSyms are the node types checkUnsetSecrets looks at.
var unsetSyms = model.NewSymBitset(model.SymIfStatement)

// checkUnsetSecrets reports the three shapes above in file c.f.
func (c *failOpenCheck) checkUnsetSecrets() {
	var ifs []*model.Node
	c.f.NodesOf(unsetSyms, func(n *model.Node) bool {
		ifs = append(ifs, n)
		return true
	})
	c.ifs = ifs
	for _, n := range ifs {
		c.unsetIf(n)
	}
}

// refusedElsewhere reports whether another if of the file refuses to go on
// when the secret is missing: its condition negates the secret's name (or
// names its environment variable) and its body raises, throws, exits or
// collects a startup error (`errors.push(...)`), as a server that validates
// its configuration at start does (`if (sse && !sseAuthToken &&
// !allowUnauthenticated) errors.push("SSE=true requires SSE_AUTH_TOKEN")`).
func (c *failOpenCheck) refusedElsewhere(self *model.Node, root, env string) bool {
	f := c.f
	name := root
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		name = name[i+1:]
	}
	if c.refusers == nil {
		c.refusers = []*model.Node{}
		for _, n := range c.ifs {
			cond, body := n.ChildByFieldName("condition"), n.ChildByFieldName("consequence")
			if cond != nil && body != nil && refuseRE.MatchString(f.Text(body)) {
				c.refusers = append(c.refusers, n)
			}
		}
	}
	for _, n := range c.refusers {
		if n == self {
			continue
		}
		ct := f.Text(n.ChildByFieldName("condition"))
		if prodOnlyRE.MatchString(ct) {
			continue // refuses only when the environment says production
		}
		if env != "" && strings.Contains(ct, env) {
			return true
		}
		// The same name counts when it reads the same variable there
		// (a local api_key of another function may be another secret),
		// or, for a field of the class (this.authToken, self.api_key),
		// in the same class: a constructor that throws without it
		// leaves the field set wherever the class is used.
		if negates(ct, name) && (env == "" && model.EnclosingFunc(n) == model.EnclosingFunc(self) ||
			env != "" && sameEnv(envOf(c.bindingLine(root, n)), env) ||
			fieldRoot(root) && enclosingClass(n) != nil && enclosingClass(n) == enclosingClass(self)) {
			return true
		}
	}
	return false
}

// fieldRoot reports whether root names a field of the object (this.x, self.x).
func fieldRoot(root string) bool {
	return strings.HasPrefix(root, "this.") || strings.HasPrefix(root, "self.")
}

// enclosingClass returns the class declaration around n, or nil.
func enclosingClass(n *model.Node) *model.Node {
	return model.Ancestor(n, model.SymClassDeclaration, model.SymClassDefinition, model.SymClass)
}

var fieldEnd = regexp.MustCompile(`^\s*[\w.]*\w\(\)\.([A-Za-z_]\w*)\s*;?\s*$`)

var refuseRE = regexp.MustCompile(`\b(raise|throw|exit|Exit|Fatal|Fatalf|abort|panic)\b|errors?\.(push|append)\(|\berrs?\s*=\s*append\(`)

// negates reports whether condition text ct tests name for absence
// (`!name`, `not name`, `name == ""`, `name is None`).
func negates(ct, name string) bool {
	for _, pat := range []string{"!" + name, "not " + name, "!this." + name, "not self." + name} {
		i := strings.Index(ct, pat)
		if i >= 0 && (i+len(pat) == len(ct) || !isIdentByte(ct[i+len(pat)])) {
			return true
		}
	}
	for _, suf := range []string{` == ""`, ` is None`, ` === undefined`, ` == null`, ` == nil`} {
		if strings.Contains(ct, name+suf) {
			return true
		}
	}
	return false
}

// sameEnv reports whether a name bound from variable got (or not bound
// before its use: a module variable bound further down) reads env.
func sameEnv(got, env string) bool { return got == "" || got == env }

func isIdentByte(b byte) bool {
	return b == '_' || b == '$' || (b >= '0' && b <= '9') || (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z')
}

// bindingLine returns the rest of the line of the last binding of root's
// last name before node at, in the nearest function around at that has one
// (or the module): `const t = process.env.X;` gives ` process.env.X;`.
func (c *failOpenCheck) bindingLine(root string, at *model.Node) string {
	key := bindKey{model.EnclosingFunc(at), root}
	if line, ok := c.bindings[key]; ok {
		return line // the same name in the same function: read once
	}
	line := c.findBinding(root, at)
	if c.bindings == nil {
		c.bindings = map[bindKey]string{}
	}
	c.bindings[key] = line
	return line
}

// bindKey is a function and a name, the key of failOpenCheck.bindings.
type bindKey struct {
	fn   *model.Node
	root string
}

// maxAfter is how much of a function after an early exit unsetIf reads.
const maxAfter = 8192

// findBinding is bindingLine without its memo.
func (c *failOpenCheck) findBinding(root string, at *model.Node) string {
	f := c.f
	if i := strings.LastIndexByte(root, '.'); i >= 0 {
		root = root[i+1:]
	}
	if root == "" {
		return ""
	}
	for fn := model.EnclosingFunc(at); ; fn = model.EnclosingFunc(fn) {
		start := uint32(0)
		if fn != nil {
			start = fn.StartByte()
		}
		if line, ok := lastBinding(f.Src[start:at.StartByte()], root); ok || fn == nil {
			return line
		}
	}
}

// lastBinding finds the last `name =`, `name :=` or `name: T =` in src
// (not `==`, `=>`) and returns the rest of its line.
func lastBinding(src []byte, name string) (string, bool) {
	end := len(src)
	for tries := 0; tries < 200; tries++ {
		i := bytes.LastIndex(src[:end], []byte(name))
		if i < 0 {
			return "", false
		}
		end = i
		if i > 0 && isIdentByte(src[i-1]) {
			continue
		}
		j := i + len(name)
		if j < len(src) && isIdentByte(src[j]) {
			continue
		}
		k := j
		for k < len(src) && (src[k] == ' ' || src[k] == '\t') {
			k++
		}
		if k < len(src) && src[k] == ':' { // := or a type annotation
			for k < len(src) && src[k] != '=' && src[k] != '\n' && src[k] != ',' && src[k] != ')' {
				k++
			}
		}
		if k+1 >= len(src) || src[k] != '=' || src[k+1] == '=' || src[k+1] == '>' {
			continue
		}
		rest := src[k+1:]
		if nl := bytes.IndexByte(rest, '\n'); nl >= 0 {
			rest = rest[:nl]
		}
		return string(rest), true
	}
	return "", false
}

// envOf returns the environment variable a binding line reads
// (process.env.X, os.environ.get("X"), getConfig("x", "X")), or "".
func envOf(line string) string {
	if m := envNameRE.FindStringSubmatch(line); m != nil {
		return m[1] + m[2]
	}
	if m := envLitRE.FindStringSubmatch(line); m != nil {
		return m[1]
	}
	return ""
}

var envLitRE = regexp.MustCompile(`["']([A-Z][A-Z0-9]*_[A-Z0-9_]+)["']`)

// unsetIf judges one if statement.
func (c *failOpenCheck) unsetIf(ifs *model.Node) {
	f := c.f
	cond := model.Unwrap(ifs.ChildByFieldName("condition"))
	body := ifs.ChildByFieldName("consequence")
	if cond == nil || body == nil {
		return
	}
	if c.optionalAudience(ifs, cond, body) || c.optionalAudienceOption(ifs, cond, body) {
		return
	}
	subj := c.unsetSubject(cond)
	var unset []*model.Node // the statements run when the secret is unset, when not the consequence
	guard, fallThrough := "", false
	if subj == nil && c.installOnSet(ifs, cond, body) {
		return // `if key != "" { h = authMiddleware(h) }` (install_on_set.go)
	}
	if subj == nil {
		// `if secret: check else: warn`, `if len(tokens) != 0 { check }; next.ServeHTTP(w, r)` (set_branch.go)
		if subj, unset, fallThrough = c.setBranch(ifs, cond, body); subj != nil {
			guard = f.Text(ifs) // the test and the check the unset branch goes around
		}
	}
	if subj == nil || flagged(f.Text(cond)) {
		return
	}
	st := f.Text(subj)
	fn := model.EnclosingFunc(ifs)
	if fn == nil {
		return
	}
	// The cheap tests first: most ifs on a missing value neither pass the
	// request on nor only log.
	stmts := blockStmts(body)
	if guard != "" {
		stmts = unset
	}
	stmts, devGated := c.devBranch(stmts)
	pass := c.passesOn(stmts, fn) || devGated && c.grantsIdentity(stmts) ||
		len(stmts) == 1 && authok.SameAsMatch(f, fn, stmts[0], rootIdent(f.Text(subj))) // `return None`, as when it matched
	if !pass && fallThrough && respond401.MatchString(guard) && c.requestHandler(fn) && usesSecret(f.Text(body), f.Text(subj)) {
		// `if secret: verify, 401 on a mismatch` and then the handler
		// serves the request itself: the code after the if is the pass
		pass = true
	}
	if !pass && (fallThrough || !(c.logsOnly(stmts) && c.networkContext(ifs, stmts, fn))) {
		return
	}
	if fallThrough && !denyLater.MatchString(guard) {
		return // the set branch does not deny: no check the unset one goes around
	}
	bind := c.bindingLine(rootIdent(st), ifs)
	env := envOf(bind)
	if env == "" {
		env = envOf(st)
	}
	if fm := fieldEnd.FindStringSubmatch(bind); fm != nil && secretName(fm[1]) {
		env = fm[1] // `expected = _cfg().API_KEY`: a configured field named for the secret
	}
	if !secretName(st) && (env == "" || !secretName(env) || !strings.Contains(bind, env)) || requestRE.MatchString(bind) {
		return
	}
	if lookedUp(bind) || c.credentialField(ifs, st) {
		return
	}
	if c.refusedElsewhere(ifs, rootIdent(st), env) {
		return
	}
	// what follows the if, up to maxAfter bytes: the comparison with the
	// secret and the denial sit near the early exit
	end := fn.EndByte()
	if end-ifs.EndByte() > maxAfter {
		end = ifs.EndByte() + maxAfter
	}
	after := guard + string(f.Src[ifs.EndByte():end])
	name := shortSubject(st)
	if env != "" && !strings.Contains(name, env) {
		name += " (" + env + ")"
	}
	switch {
	case pass:
		root := rootIdent(st)
		if !strings.Contains(after, root) && !(credentialRead.MatchString(after) && denyLater.MatchString(after)) ||
			!denyLater.MatchString(after) && !comparedReturn(after, root) || !c.authFunc(fn, after) ||
			guard != "" && !c.authFunc(fn, "") && !respond401.MatchString(guard) {
			return
		}
		unless, at := "", ifs
		if devGated {
			// the line that grants by default: the pass in the branch
			unless, at = " (unless the environment says production, and an unset environment does not)", grantStmt(stmts)
		}
		c.reportUnset(at, "authentication check "+c.chainName(fn)+" lets every request through when "+name+
			" is not configured"+unless+", so a server started without it serves every tool unauthenticated on its network "+
			"transport; deny (401) or refuse to start when the secret is missing, and make running without "+
			"authentication an explicit, named opt-out", c.unsetFix())
	case !exitsLater(after, rootIdent(st)):
		c.reportUnset(ifs, "the server only logs a warning when "+name+" is not set and goes on to serve its "+
			"network transport without authentication, so a deployment that forgot the variable exposes every tool; "+
			"refuse to start (raise / exit) unless the secret is set or an explicit insecure flag is given", c.unsetFix())
	}
}

// reportUnset reports an insecure-default finding: medium (unless the
// configuration set the rule's severity) and CWE-1188, as the open state
// needs an operator's omission rather than an attacker's failure injection.
func (c *failOpenCheck) reportUnset(n *model.Node, msg, fix string) {
	c.reportMedium(n, msg, fix, 1188)
}

// reportMedium reports node n with CWE cwe at medium severity (unless the
// configuration set the rule's severity): the findings whose open state
// needs an operator's omission or choice, not an attacker's failure
// injection.
func (c *failOpenCheck) reportMedium(n *model.Node, msg, fix string, cwe int) {
	before := len(c.p.Findings)
	c.report(n, msg, fix)
	if len(c.p.Findings) == before {
		return
	}
	fd := &c.p.Findings[len(c.p.Findings)-1]
	fd.CWE = cwe
	if !c.p.Rule.SeverityConfigured {
		fd.Severity = model.SeverityMedium
	}
}

// unsetFixes is the one-line fix of the insecure-default shapes, per language family.
var unsetFixes = map[bool]string{
	true:  "if not secret: raise SystemExit(\"set the auth secret or pass --insecure-no-auth\")",
	false: "if (!secret) { res.status(401).end(); return; }",
}

func (c *failOpenCheck) unsetFix() string {
	switch {
	case c.f.Lang == model.LangPython:
		return unsetFixes[true]
	case c.f.Lang == model.LangGo:
		return `if secret == "" { http.Error(w, "authentication not configured", http.StatusUnauthorized); return }`
	}
	return unsetFixes[false]
}

// unsetSubject returns the value cond tests for absence: `!x`, `not x`,
// `!x.length`, `x.length === 0`, `len(x) == 0`, `x == ""`, `x is None`,
// `x == null`, or one side of an `||` / `or` that does. It returns nil for
// any other condition (an `&&` / `and` included: the other side may be an
// explicit opt-out).
func (c *failOpenCheck) unsetSubject(cond *model.Node) *model.Node {
	f := c.f
	cond = model.Unwrap(cond)
	if cond == nil {
		return nil
	}
	switch cond.Sym() {
	case model.SymUnaryExpression:
		if op := cond.ChildByFieldName("operator"); op != nil && f.Text(op) == "!" {
			return lengthOf(f, model.Unwrap(cond.ChildByFieldName("argument")))
		}
	case model.SymNotOperator:
		return lengthOf(f, model.Unwrap(cond.ChildByFieldName("argument")))
	case model.SymBooleanOperator, model.SymBinaryExpression:
		op := cond.ChildByFieldName("operator")
		left, right := model.Unwrap(cond.ChildByFieldName("left")), model.Unwrap(cond.ChildByFieldName("right"))
		if op == nil || left == nil || right == nil {
			return nil
		}
		switch f.Text(op) {
		case "||", "or":
			if s := c.unsetSubject(left); s != nil {
				return s
			}
			return c.unsetSubject(right)
		case "&&", "and":
			// every way of authenticating is unset (`validator == nil &&
			// staticToken == ""`): the subject is the side naming a secret
			l, r := c.unsetSubject(left), c.unsetSubject(right)
			if l == nil || r == nil {
				return nil
			}
			if !secretName(f.Text(l)) && secretName(f.Text(r)) {
				return r
			}
			return l
		case "==", "===", "<", "<=":
			return c.emptyCompare(left, right)
		}
	case model.SymComparisonOperator:
		if cond.NamedChildCount() != 2 {
			return nil
		}
		ops := ""
		for i := 0; i < int(cond.ChildCount()); i++ {
			if k := cond.Child(i); !k.IsNamed() {
				ops += f.Text(k) + " "
			}
		}
		switch strings.TrimSpace(ops) {
		case "==", "is", "<", "<=":
			return c.emptyCompare(model.Unwrap(cond.NamedChild(0)), model.Unwrap(cond.NamedChild(1)))
		}
	}
	return nil
}

// emptyCompare returns the subject of `x == <empty>` (either order), where
// empty is None/null/undefined/nil, "" or 0 (`len(x) == 0`, `x.length < 1`).
func (c *failOpenCheck) emptyCompare(left, right *model.Node) *model.Node {
	f := c.f
	empty := func(n *model.Node) bool {
		switch f.Text(n) {
		case "0", "1", `""`, "''", "None", "null", "undefined", "nil":
			return true
		}
		return false
	}
	switch {
	case empty(right) && !empty(left):
		return lengthOf(f, left)
	case empty(left) && !empty(right):
		return lengthOf(f, right)
	}
	return nil
}

// lengthOf returns x for `x.length`, `len(x)` and x itself otherwise.
func lengthOf(f *model.File, n *model.Node) *model.Node {
	if n == nil {
		return nil
	}
	switch n.Sym() {
	case model.SymMemberExpression:
		if p := n.ChildByFieldName("property"); p != nil && f.Text(p) == "length" {
			return model.Unwrap(n.ChildByFieldName("object"))
		}
	case model.SymCall, model.SymCallExpression:
		if fn := model.Callee(n); fn != nil && f.Text(fn) == "len" {
			if args := n.ChildByFieldName("arguments"); args != nil && args.NamedChildCount() == 1 {
				return model.Unwrap(args.NamedChild(0))
			}
		}
	}
	return n
}

// secretWords name a configured credential; requestWords a value read from
// the request; flagWords an explicit opt-out that someone must set.
var (
	secretWords = map[string]bool{"token": true, "tokens": true, "secret": true, "secrets": true, "apikey": true,
		"apikeys": true, "password": true, "passwd": true, "audience": true, "audiences": true, "jwks": true,
		"bearer": true, "credential": true, "credentials": true, "psk": true}
	requestWords = map[string]bool{"req": true, "request": true, "header": true, "headers": true, "provided": true,
		"presented": true, "incoming": true, "given": true, "supplied": true, "received": true, "cookie": true,
		"cookies": true, "query": true, "params": true, "body": true, "user": true, "session": true, "refresh": true,
		"access": true, "id": true, "client": true, "cached": true, "cache": true, "csrf": true, "reset": true}
	// settingVerbs begin the name of a boolean setting whether a kind of
	// credential is taken (acceptApiKeys, allowTokens, useBearer); hasApiKey
	// and isTokenSet say whether the secret is configured and stay secrets.
	settingVerbs = map[string]bool{"accept": true, "accepts": true, "allow": true, "allows": true, "use": true, "uses": true}
	flagWords    = map[string]bool{"insecure": true, "dev": true, "development": true, "debug": true, "disable": true,
		"disabled": true, "skip": true, "bypass": true, "anonymous": true, "anon": true, "unauthenticated": true,
		"optional": true, "allow": true, "noauth": true, "public": true, "test": true, "testing": true, "local": true,
		"enabled": true, "enable": true, "required": true, "require": true}
)

// secretName reports whether the text of a tested value names a configured
// credential and no request value: MCP_AUTH_TOKEN, this.apiKey, tokens,
// os.environ.get("MCP_API_KEY"), cfg.Audience; not req.headers.authorization,
// providedToken, refresh_token, user.token.
func secretName(s string) bool {
	words := authzWords(s)
	if last := authzWords(s[strings.LastIndexAny(s, ".>")+1:]); len(last) > 1 && settingVerbs[last[0]] {
		return false // profile.acceptApiKeys, useToken: a setting whether to take the credential, not the credential
	}
	secret := false
	for i, w := range words {
		if requestWords[w] {
			return false
		}
		secret = secret || secretWords[w] || ((w == "key" || w == "keys") && i > 0 && (words[i-1] == "api" || words[i-1] == "auth" ||
			words[i-1] == "mcp" || words[i-1] == "server"))
	}
	return secret
}

// flagged reports whether a condition names an explicit opt-out flag.
func flagged(cond string) bool {
	for _, w := range authzWords(cond) {
		if flagWords[w] {
			return true
		}
	}
	return false
}

var (
	requestRE = regexp.MustCompile(`(?i)\b(req|request|ctx\.request|headers?|cookies?)\b|\.get_header\(|getHeader\(|Header\.Get\(`)
)

// rootIdent is the first identifier of a dotted or called text
// (this.apiKey -> this.apiKey's "apiKey" is kept whole: the text itself is
// used when it starts with this./self.).
func rootIdent(s string) string {
	for _, p := range []string{"this.", "self."} {
		if strings.HasPrefix(s, p) {
			return s
		}
	}
	if i := strings.IndexAny(s, ".([ "); i > 0 {
		return s[:i]
	}
	return s
}

// shortSubject is the subject as a message names it: the environment
// variable of process.env.X / os.environ.get("X") / os.getenv("X") when
// there is one, else the text, cut to 40 bytes.
func shortSubject(s string) string {
	if m := envNameRE.FindStringSubmatch(s); m != nil {
		return m[1] + m[2]
	}
	return authzShort(s)
}

var envNameRE = regexp.MustCompile(`(?:process\.env\.([A-Z_][A-Z0-9_]*)|(?:environ(?:\.get)?|getenv|Getenv)\(\s*["']([A-Za-z_][A-Za-z0-9_]*))`)

// blockStmts returns the statements of an if's consequence: a block's named
// children (comments aside) or the single statement.
func blockStmts(body *model.Node) []*model.Node {
	switch body.Sym() {
	case model.SymBlock, model.SymStatementBlock:
		var out []*model.Node
		for i := 0; i < int(body.NamedChildCount()); i++ {
			if s := body.NamedChild(i); s.Sym() != model.SymComment {
				out = append(out, s)
			}
		}
		return out
	}
	return []*model.Node{body}
}

// passesOn reports whether the statements let the request through without
// a check: a call to the next handler (`next()`, `call_next(request)`,
// `next.ServeHTTP(w, r)`, `self.app(scope, ...)`, `get_response(request)`),
// or a return of true or of an object whose ok/valid/allowed field is true;
// and nothing in them denies.
func (c *failOpenCheck) passesOn(stmts []*model.Node, fn *model.Node) bool {
	f := c.f
	pass := false
	for _, s := range stmts {
		switch s.Sym() {
		case model.SymReturnStatement:
			v := returnValue(s)
			if v == nil {
				continue
			}
			pass = pass || c.passCall(v) || v.Sym() == model.SymTrue || okObject(f, v)
		case model.SymExpressionStatement:
			if s.NamedChildCount() > 0 {
				pass = pass || c.passCall(model.Unwrap(s.NamedChild(0)))
			}
		}
		if s.Sym() == model.SymReturnStatement {
			pass = pass || c.passThrough(returnValue(s))
		}
	}
	if !pass {
		return false
	}
	for _, s := range stmts { // the regular expression last: most statements pass nothing on
		if denyInBody.MatchString(f.Text(s)) {
			return false
		}
	}
	return true
}

// passThrough reports whether v is a middleware that lets every request
// through: a function literal whose body only returns one of its parameters
// (Go's `func(next http.Handler) http.Handler { return next }`) or only
// calls the next handler (`(req, res, next) => next()`).
func (c *failOpenCheck) passThrough(v *model.Node) bool {
	if v == nil {
		return false
	}
	switch v.Sym() {
	case model.SymFuncLiteral, model.SymArrowFunction, model.SymFunctionExpression, model.SymLambda:
	default:
		return false
	}
	f := c.f
	params, body := v.ChildByFieldName("parameters"), v.ChildByFieldName("body")
	if params == nil || body == nil {
		return false
	}
	stmts := []*model.Node{body}
	if body.Sym() == model.SymBlock || body.Sym() == model.SymStatementBlock {
		stmts = blockStmts(body)
	}
	if len(stmts) != 1 {
		return false
	}
	s := stmts[0]
	if s.Sym() == model.SymReturnStatement {
		s = returnValue(s)
	} else if s.Sym() == model.SymExpressionStatement && s.NamedChildCount() > 0 {
		s = model.Unwrap(s.NamedChild(0))
	}
	if s == nil {
		return false
	}
	if c.passCall(s) {
		return true
	}
	if s.Sym() != model.SymIdentifier {
		return false
	}
	name := f.Text(s)
	found := false
	model.Walk(params, func(m *model.Node) bool {
		found = found || m.Sym() == model.SymIdentifier && f.Text(m) == name
		return !found
	})
	return found
}

// devBranch looks into an if on a missing secret whose body starts with one
// more if that tests the environment for not being production (`if (env !==
// "production") { ...; return next(); } else { deny }`): an environment
// that nobody set is not production, so that branch is the default one,
// and devBranch returns its statements and true. Any other body is
// returned as is. A test that the environment is development (`env ===
// "development"`) is an explicit setting and stays as is. The mirror form,
// a body that starts with an if denying only in production (`if
// cfg.IsProduction() { return false, err }`, no else) before more
// statements, gives those statements and true: past the denial they run in
// every environment not marked as production.
func (c *failOpenCheck) devBranch(stmts []*model.Node) ([]*model.Node, bool) {
	if len(stmts) == 0 || stmts[0].Sym() != model.SymIfStatement {
		return stmts, false
	}
	cond, body := stmts[0].ChildByFieldName("condition"), stmts[0].ChildByFieldName("consequence")
	if len(stmts) > 1 && cond != nil && body != nil && stmts[0].ChildByFieldName("alternative") == nil &&
		prodOnlyRE.MatchString(c.f.Text(cond)) && denyInBody.MatchString(c.f.Text(body)) {
		// the mirror form: `if cfg.IsProduction() { return false, err }`
		// and then the pass, taken in every environment not marked as
		// production (one nobody set is not)
		return stmts[1:], true
	}
	if cond == nil || body == nil || !notProdRE.MatchString(c.f.Text(cond)) {
		return stmts, false
	}
	return blockStmts(body), true
}

var (
	// notProdRE matches a test that the environment is not production.
	notProdRE = regexp.MustCompile(`(?i)^\(?\s*(!==?|!=)\s*["']prod(uction)?["']|\s(!==?|!=)\s*["']prod(uction)?["']\s*\)?$|^\(?\s*(!|not\s+)[\w.]*is_?prod(uction)?\)?$`)
	// prodOnlyRE matches a condition that holds only in production.
	prodOnlyRE = regexp.MustCompile(`(?i)(===?|==)\s*["']prod(uction)?["']|["']prod(uction)?["']\s*(===?|==)|(^|[^!\w.])[\w.]*is_?prod(uction)?\b`)
)

// grantStmt returns the last return or expression statement of stmts (the
// one that passes the request on in a development branch), else stmts[0].
func grantStmt(stmts []*model.Node) *model.Node {
	for i := len(stmts) - 1; i >= 0; i-- {
		if k := stmts[i].Sym(); k == model.SymReturnStatement || k == model.SymExpressionStatement {
			return stmts[i]
		}
	}
	return stmts[0]
}

// grantsIdentity reports whether statements of a default development branch
// let the request through with a stand-in identity: a return of an object
// or dict (`return { token: "dev-placeholder", clientId, scopes }`) or of
// true, with nothing in them that denies.
func (c *failOpenCheck) grantsIdentity(stmts []*model.Node) bool {
	for _, s := range stmts {
		if denyInBody.MatchString(c.f.Text(s)) {
			return false
		}
		if s.Sym() != model.SymReturnStatement {
			continue
		}
		v := returnValue(s)
		if v != nil && (v.Sym() == model.SymObject || v.Sym() == model.SymDictionary || v.Sym() == model.SymTrue) {
			return true
		}
	}
	return false
}

var denyInBody = regexp.MustCompile(`(?i)\b(401|403|throw|raise|unauthori[sz]ed|forbidden|exit|abort|fatal|deny)\b|return\s+(false|False)\b`)

// passCall reports whether v calls the next handler of a middleware chain.
func (c *failOpenCheck) passCall(v *model.Node) bool {
	if v == nil || (v.Sym() != model.SymCall && v.Sym() != model.SymCallExpression) {
		return false
	}
	callee := c.f.Text(model.Callee(v))
	last := callee
	if i := strings.LastIndexByte(callee, '.'); i >= 0 {
		last = callee[i+1:]
	}
	switch last {
	case "next", "call_next", "ServeHTTP", "get_response", "handle", "handler":
		return true
	case "app":
		return callee == "self.app" || callee == "this.app"
	}
	return false
}

// okObject reports whether v is an object or dict with an ok, valid,
// allowed, authorized, authenticated or success field set to true.
func okObject(f *model.File, v *model.Node) bool {
	if v.Sym() != model.SymObject && v.Sym() != model.SymDictionary {
		return false
	}
	for i := 0; i < int(v.NamedChildCount()); i++ {
		p := v.NamedChild(i)
		if p.Sym() != model.SymPair {
			continue
		}
		k := strings.Trim(f.Text(p.ChildByFieldName("key")), `"'`)
		val := p.ChildByFieldName("value")
		if val == nil || (val.Sym() != model.SymTrue && f.Text(val) != "True") {
			continue
		}
		switch strings.ToLower(k) {
		case "ok", "valid", "isvalid", "is_valid", "allowed", "authorized", "authenticated", "success", "granted":
			return true
		}
	}
	return false
}

// denyLater matches a denial in the code after the if: the check does deny
// a bad credential, so the unset branch is the one way around it.
var denyLater = regexp.MustCompile(`(?i)\b(401|403|unauthori[sz]ed|forbidden|throw|raise)\b|return\s+(false|False)\b|(ok|valid)["']?\s*:\s*(false|False)\b|StatusUnauthorized|StatusForbidden|\bErr\w*(Invalid|Unauthori[sz]ed|Forbidden)\w*`)

// credentialRead matches the reading of the caller's credential from the
// request: its Authorization header or bearer token, or an API-key header.
// After an early pass on an unset secret, such a read followed by a denial
// is the check the pass goes around even when the secret is compared in a
// helper (`return this.sessionManager.validateAuthToken(token)`).
var credentialRead = regexp.MustCompile(`(?i)headers?\s*(\[\s*["']authorization["']|\.get\(\s*["'](authorization|x-api-key)["'])|\bBearer\b|Header\.Get\(\s*"(Authorization|X-Api-Key)"`)

// authFunc reports whether fn (or a function around it) is an
// authentication check: named for auth, tokens or keys (authzName, or a word
// auth/authenticate/authentication/authorization/bearer/token/apikey), or
// answering 401/403 in the code after the if.
func (c *failOpenCheck) authFunc(fn *model.Node, after string) bool {
	if status401.MatchString(after) || ctCompareRE.MatchString(after) {
		return true // a 401, or a constant-time comparison: how a secret is checked
	}
	for g, depth := fn, 0; g != nil && depth < 3; g, depth = model.EnclosingFunc(g), depth+1 {
		name := c.funcName(g)
		if k := enclosingClass(g); k != nil && depth == 0 && k.ChildByFieldName("name") != nil {
			name += "_" + c.f.Text(k.ChildByFieldName("name")) // a middleware class's dispatch: AuthMiddleware
		}
		if authzName(name) {
			return true
		}
		for _, w := range authzWords(name) {
			switch w {
			case "auth", "authenticate", "authentication", "authorization", "bearer", "token", "apikey", "middleware", "secret", "signature", "hmac":
				return true
			}
		}
	}
	return false
}

// ctCompareRE matches a constant-time comparison (Python's
// hmac/secrets.compare_digest, Node's crypto.timingSafeEqual, Go's
// subtle.ConstantTimeCompare and hmac.Equal): code that compares a secret.
var ctCompareRE = regexp.MustCompile(`compare_digest\(|timingSafeEqual\(|ConstantTimeCompare\(|hmac\.Equal\(`)

// respond401 matches an answer of 401 or 403 to the caller (not a status
// read from an upstream's answer): `res.status(401)`, `status_code=401`,
// `writeHead(401`, `sendJson(res, 401`, `WriteHeader(http.StatusUnauthorized)`,
// `HTTPException(401`, `abort(403`.
var respond401 = regexp.MustCompile(`(?i)(\bstatus(_?code)?["']?\s*[=:(]\s*|writeHead\(\s*|WriteHeader\(\s*|\bres,\s*|HTTPException\(\s*(status_code\s*=\s*)?|\babort\(\s*)(401|403)\b|http\.Error\([^)]*Status(Unauthorized|Forbidden)|WriteHeader\(\s*http\.Status(Unauthorized|Forbidden)`)

// usesSecret reports whether body compares the value st with another or
// hands it to a call (`provided !== mcpApiKey`, `verify(body, sig,
// secret)`, `createHmac('sha1', config.SECRET)`): the check of the caller's
// credential against it, not a flag of the same name set or cleared.
func usesSecret(body, st string) bool {
	for i := 0; ; {
		j := strings.Index(body[i:], st)
		if j < 0 {
			return false
		}
		a, b := i+j, i+j+len(st)
		i = b
		if a > 0 && isIdentByte(body[a-1]) || b < len(body) && isIdentByte(body[b]) {
			continue
		}
		before, after := strings.TrimRight(body[:a], " \t"), strings.TrimLeft(body[b:], " \t")
		if strings.HasSuffix(before, "(") || strings.HasSuffix(before, ",") || strings.HasPrefix(after, ",") && !strings.HasPrefix(after, ",=") ||
			strings.HasSuffix(before, "==") || strings.HasSuffix(before, "!=") || strings.HasPrefix(after, "==") || strings.HasPrefix(after, "!=") {
			return true
		}
	}
}

var status401 = regexp.MustCompile(`(?i)\b(401|403|unauthori[sz]ed|forbidden)\b|StatusUnauthorized|StatusForbidden`)

// chainName names fn for a message: its own name, else the name of the
// function around it (the factory of an anonymous middleware).
func (c *failOpenCheck) chainName(fn *model.Node) string {
	for g := fn; g != nil; g = model.EnclosingFunc(g) {
		if n := c.funcName(g); n != "" {
			return n
		}
	}
	return "(anonymous)"
}

// logsOnly reports whether every statement is a logging call (log*, warn*,
// print, console.*, logger.*), with at least one that warns or errors.
func (c *failOpenCheck) logsOnly(stmts []*model.Node) bool {
	if len(stmts) == 0 {
		return false
	}
	for _, s := range stmts {
		if s.Sym() != model.SymExpressionStatement || s.NamedChildCount() == 0 {
			return false
		}
		call := model.Unwrap(s.NamedChild(0))
		if call.Sym() != model.SymCall && call.Sym() != model.SymCallExpression {
			return false
		}
		if !model.ContainsFoldAny(c.f.Text(model.Callee(call)), "log", "warn", "print", "console") {
			return false
		}
	}
	return true
}

// networkContext reports whether the logged message speaks of
// authentication, and the message or a condition around the if names a
// network transport (http, sse, listening, host, expose, network).
func (c *failOpenCheck) networkContext(ifs *model.Node, stmts []*model.Node, fn *model.Node) bool {
	f := c.f
	msg := ""
	for _, s := range stmts {
		msg += f.Text(s) + " "
	}
	if !authMsg.MatchString(msg) {
		return false
	}
	if netWords.MatchString(msg) {
		return true
	}
	for p := ifs.Parent(); p != nil && p != fn; p = p.Parent() {
		if p.Sym() == model.SymIfStatement && netWords.MatchString(f.Text(p.ChildByFieldName("condition"))) {
			return true
		}
	}
	return false
}

var (
	authMsg  = regexp.MustCompile(`(?i)auth|unprotected|bearer|anyone`)
	netWords = regexp.MustCompile(`(?i)https?\b|\bsse\b|streamable|listen|expos|network|0\.0\.0\.0|\bport\b`)
)

// exitsLater reports whether the code after the if exits or raises where it
// mentions the secret again (a second check that refuses to start).
func exitsLater(after, root string) bool {
	for _, line := range strings.Split(after, "\n") {
		if strings.Contains(line, root) && exitRE.MatchString(line) {
			return true
		}
	}
	return false
}

var exitRE = regexp.MustCompile(`\b(raise|throw|exit|Exit|Fatal|Fatalf|abort)\b`)

// optionalAudience reports (and reports a finding for) a deny guarded by
// the audience or issuer being set: `if (audience && info.aud !== audience)
// throw ...`, `if audience and claims["aud"] != audience: raise ...`, Go's
// `if cfg.Audience != "" && claims.Aud != cfg.Audience { return ... }`.
func (c *failOpenCheck) optionalAudience(ifs, cond, body *model.Node) bool {
	f := c.f
	if cond.Sym() != model.SymBinaryExpression && cond.Sym() != model.SymBooleanOperator {
		return false
	}
	op := cond.ChildByFieldName("operator")
	if op == nil || (f.Text(op) != "&&" && f.Text(op) != "and") {
		return false
	}
	left, right := model.Unwrap(cond.ChildByFieldName("left")), model.Unwrap(cond.ChildByFieldName("right"))
	if left == nil || right == nil {
		return false
	}
	set := c.setSubject(left)
	if set == nil {
		return false
	}
	st := f.Text(set)
	if !audienceName(st) || !c.claimMismatch(right, st) {
		return false
	}
	if !denyInBody.MatchString(f.Text(body)) || requestRE.MatchString(c.bindingLine(rootIdent(st), ifs)) {
		return false
	}
	c.reportUnset(ifs, "the token's "+audienceWord(st)+" is checked only when "+shortSubject(st)+" is set, so a server "+
		"configured without it accepts any valid token, including one issued to another client; require the "+
		audienceWord(st)+" (refuse to start without it) and always compare it", c.audienceFix())
	return true
}

func (c *failOpenCheck) audienceFix() string {
	if c.f.Lang == model.LangPython {
		return "if not audience or claims.get(\"aud\") != audience: raise PermissionError(\"invalid audience\")"
	}
	return "if (!audience || tokenInfo.aud !== audience) throw new Error(\"invalid audience\")"
}

// setSubject returns x for a test that x is set: `x`, `x != ""`,
// `x is not None`, `x != nil`, `len(x) > 0`.
func (c *failOpenCheck) setSubject(n *model.Node) *model.Node {
	f := c.f
	switch n.Sym() {
	case model.SymIdentifier, model.SymMemberExpression, model.SymAttribute, model.SymSelectorExpression:
		return n
	case model.SymBinaryExpression, model.SymComparisonOperator:
		t := f.Text(n)
		for _, suf := range []string{` != ""`, ` !== ""`, ` != nil`, ` is not None`, ` != null`, ` !== undefined`} {
			if strings.HasSuffix(t, suf) && n.NamedChildCount() >= 1 {
				return model.Unwrap(n.NamedChild(0))
			}
		}
	}
	return nil
}

// claimMismatch reports whether n compares the configured value st with
// a claim of the token and is true when they differ: `info.aud !== st`,
// `claims.get("aud") != st`, `st not in payload["aud"]`,
// `!payload.aud.includes(st)`. A test of st's own form (`typeof st !==
// "string"`, `st.trim().length === 0`) is not one.
func (c *failOpenCheck) claimMismatch(n *model.Node, st string) bool {
	f := c.f
	claim := func(t string) bool { return t != st && !strings.HasPrefix(t, st) && audienceName(t) }
	found := false
	model.Walk(n, func(m *model.Node) bool {
		if found {
			return false
		}
		switch m.Sym() {
		case model.SymBinaryExpression, model.SymComparisonOperator:
			ops := ""
			for i := 0; i < int(m.ChildCount()); i++ {
				if k := m.Child(i); !k.IsNamed() {
					ops += f.Text(k) + " "
				}
			}
			switch strings.TrimSpace(ops) {
			case "!=", "!==", "not in":
			default:
				return true
			}
			if m.NamedChildCount() != 2 {
				return true
			}
			a, b := f.Text(model.Unwrap(m.NamedChild(0))), f.Text(model.Unwrap(m.NamedChild(1)))
			found = (a == st && claim(b)) || (b == st && claim(a))
		case model.SymUnaryExpression:
			if t := f.Text(m); strings.HasPrefix(t, "!") && strings.Contains(t, st) && includesRE.MatchString(t) {
				inner := strings.Replace(t, st, "", 1)
				found = audienceName(inner)
			}
		}
		return true
	})
	return found
}

var includesRE = regexp.MustCompile(`\.(includes|has|indexOf)\(`)

// audienceName reports whether a tested value names an expected audience or issuer.
func audienceName(s string) bool {
	for _, w := range authzWords(s) {
		switch w {
		case "audience", "aud", "audiences", "issuer", "iss":
			return true
		}
		if requestWords[w] {
			return false
		}
	}
	return false
}

func audienceWord(s string) string {
	for _, w := range authzWords(s) {
		if w == "issuer" || w == "iss" {
			return "issuer"
		}
	}
	return "audience"
}

// lookedUp reports whether a tested value's binding line awaits a look-up
// (const tokens = await sql`SELECT ...`; row = await db.fetchrow(...))
// rather than reading configuration: an empty result is "no such record",
// not a secret left unset (mcp-success-co's token revocation look-up, which
// runs after the JWT was verified). A binding that awaits a configuration
// loader (`await loadConfig()`, `await settings.get(...)`) still counts.
func lookedUp(bind string) bool {
	if !strings.Contains(bind, "await ") {
		return false
	}
	for _, w := range authzWords(bind) {
		switch w {
		case "env", "config", "configuration", "settings", "options", "secret", "secrets":
			return false
		}
	}
	return true
}

// credentialField reports whether tested value st is a field of a credential
// the enclosing function receives as a parameter (`tokens.Issuer` in
// `func cachedTokenStillBound(ctx, tokens *Tokens)`): the word that names a
// secret is the parameter's, the field is not a secret, so the test asks
// about a token being checked or reused, not about a secret the server was
// configured with. `settings.api_key` of a parameter still counts.
func (c *failOpenCheck) credentialField(ifs *model.Node, st string) bool {
	root := rootIdent(st)
	if root == "" || root == st || !secretName(root) || !model.IsParamOf(c.f, ifs, root) {
		return false
	}
	return !secretName(strings.TrimPrefix(strings.TrimPrefix(st, root), "."))
}
