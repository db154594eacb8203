package rc401

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/model"
)

// This file holds the wiring form of RC401's open-on-unset shape in Go: the
// server puts its authentication middleware in front of the handler only
// when the secret is configured, and serves the handler bare otherwise.
//
//	var h http.Handler = mcpHandler
//	if s.config.APIKey != "" {                  // mcp-server-wazuh
//		h = s.apiKeyMiddleware(mcpHandler)
//	}
//	mux.Handle("/mcp", h)
//
//	if s.config.APIToken != "" {                // gin: router.Use(...)
//		s.router.Use(s.authMiddleware())
//	}
//
// Without the variable every tool is served to anyone who reaches the port:
// the same insecure default (CWE-1188, effect CWE-636) as `if token == "" {
// next.ServeHTTP(w, r); return }` inside the middleware. Reported, at the if,
// when the condition tests a secret's name for presence (`!= ""`, `len(x) >
// 0`), the if has no else, its body wraps a handler in (or `Use`s) a call
// named for authentication, and the file serves HTTP (ListenAndServe, a
// router's Run, http.Server); not when the condition also names an explicit
// opt-out flag, when another if of the file refuses to start without the
// secret, when a file of the package refuses to start without it (or
// unless the server binds a loopback address), or when the secret is
// looked up rather than configured. Peer: the
// Semgrep and CodeQL "authentication disabled by default" queries judge
// the same default; SkillAudit pattern 4, fail-safe defaults.

// authCallRE matches the callee of a call that builds an authentication
// middleware or its guard: NewJWTAuth, apiKeyMiddleware, requireBearer.
var authCallRE = regexp.MustCompile(`(?i)auth|jwt|token|api_?key|bearer|oidc|oauth`)

// middlewareRE matches the last name of a call that wraps a handler:
// apiKeyMiddleware, authMW.Middleware, requireBearerToken, Protect, Guard,
// WithAuth; not a setter of a value (util.SetAPIKey, call.PageToken).
var middlewareRE = regexp.MustCompile(`(?i)middleware|^require|protect|guard|^with.*(auth|token|key)|authenticat|^(bearer|jwt|basic|api_?key)auth$`)

// servesHTTPRE matches Go code that serves HTTP in the file.
var servesHTTPRE = regexp.MustCompile(`\bListenAndServe(TLS)?\(|\.Serve\(|\.Run\(|\.RunTLS\(|http\.Server\{|\.Start\(`)

// installOnSet reports the Go shape above for if statement ifs (condition
// cond, consequence body); it returns true when it reported.
func (c *failOpenCheck) installOnSet(ifs, cond, body *model.Node) bool {
	f := c.f
	if f.Lang != model.LangGo || ifs.ChildByFieldName("alternative") != nil {
		return false
	}
	subj := c.setSubject(cond)
	if subj == nil {
		subj = c.nonEmpty(cond)
	}
	if subj == nil || flagged(f.Text(cond)) {
		return false
	}
	st := f.Text(subj)
	if !secretName(st) {
		return false
	}
	stmts := blockStmts(body)
	if len(stmts) == 0 || len(stmts) > 4 || !c.installsAuth(stmts) {
		return false
	}
	if !servesHTTPRE.Match(f.Src) {
		return false
	}
	bind := c.bindingLine(rootIdent(st), ifs)
	if requestRE.MatchString(bind) || lookedUp(bind) {
		return false
	}
	env := envOf(bind)
	if c.refusedElsewhere(ifs, rootIdent(st), env) || refusedInPackage(f, st[strings.LastIndexByte(st, '.')+1:]) {
		return false
	}
	name := shortSubject(st)
	if env != "" {
		name += " (" + env + ")"
	}
	c.reportUnset(ifs, "the authentication middleware is installed only when "+name+" is set, so a server started without it "+
		"serves every tool unauthenticated on its network transport; refuse to start (or answer 401) when the secret is "+
		"missing, and make running without authentication an explicit, named opt-out", c.unsetFix())
	return true
}

// installsAuth reports whether the last of stmts puts an authentication
// middleware in front of a handler: `h = apiKeyMiddleware(next)` (a call
// named for authentication, handed the handler) or `h = mw.Middleware(h)`
// with mw built by such a call, or `router.Use(authMiddleware())`.
// The earlier statements may build the middleware (`mw, err := NewJWTAuth(...)`
// and its error check).
func (c *failOpenCheck) installsAuth(stmts []*model.Node) bool {
	f := c.f
	last := stmts[len(stmts)-1]
	switch last.Sym() {
	case model.SymAssignmentStatement:
		right := model.Unwrap(last.ChildByFieldName("right"))
		if right != nil && right.Sym() == model.SymExpressionList && right.NamedChildCount() == 1 {
			right = model.Unwrap(right.NamedChild(0))
		}
		if right == nil || right.Sym() != model.SymCallExpression {
			return false
		}
		callee := f.Text(model.Callee(right))
		last := callee[strings.LastIndexByte(callee, '.')+1:]
		return model.Arg(right, 0) != nil && middlewareRE.MatchString(last) &&
			(authCallRE.MatchString(callee) || authBuiltBefore(f, stmts[:len(stmts)-1], callee))
	case model.SymExpressionStatement:
		call := model.Unwrap(last.NamedChild(0))
		if call == nil || call.Sym() != model.SymCallExpression {
			return false
		}
		callee := model.Callee(call)
		if callee == nil || callee.Sym() != model.SymSelectorExpression || f.Text(callee.ChildByFieldName("field")) != "Use" {
			return false
		}
		a := model.Unwrap(model.Arg(call, 0))
		if a != nil && a.Sym() == model.SymCallExpression {
			a = model.Callee(a)
		}
		return a != nil && authCallRE.MatchString(f.Text(a)) && middlewareRE.MatchString(f.Text(a)[strings.LastIndexByte(f.Text(a), '.')+1:])
	}
	return false
}

// authBuiltBefore reports whether callee's receiver (authMW in
// authMW.Middleware) was bound in stmts from a call named for
// authentication (`authMW, err := middleware.NewJWTAuth(...)`).
func authBuiltBefore(f *model.File, stmts []*model.Node, callee string) bool {
	recv := rootIdent(callee)
	for _, s := range stmts {
		if s.Sym() != model.SymShortVarDeclaration && s.Sym() != model.SymAssignmentStatement {
			continue
		}
		left, right := s.ChildByFieldName("left"), s.ChildByFieldName("right")
		if left == nil || right == nil || left.NamedChildCount() == 0 || f.Text(left.NamedChild(0)) != recv {
			continue
		}
		if authCallRE.MatchString(f.Text(right)) {
			return true
		}
	}
	return false
}

// refusedInPackage reports whether a file of f's Go package (f included)
// refuses to start without the secret, or binds only a loopback address
// without it: a line that tests field (the secret's last name, any case)
// for emptiness, or names loopback, with an error, exit or panic within the
// next three lines (`if cfg.Transport == "http" && cfg.HTTPToken == "" &&
// !isLoopback(host) { return fmt.Errorf(...) }`, in config.go).
func refusedInPackage(f *model.File, field string) bool {
	field = strings.ToLower(field)
	check := func(src []byte) bool {
		lines := strings.Split(string(src), "\n")
		for i, line := range lines {
			low := strings.ToLower(line)
			empty := strings.Contains(low, field) && (strings.Contains(line, `== ""`) || strings.Contains(low, "len("))
			if !empty && !strings.Contains(low, "loopback") {
				continue
			}
			end := min(i+4, len(lines))
			if goRefuseRE.MatchString(strings.Join(lines[i:end], "\n")) {
				return true
			}
		}
		return false
	}
	if check(f.Src) {
		return true
	}
	for _, src := range handlers.GoPackageSources(f) {
		if check(src) {
			return true
		}
	}
	return false
}

// goRefuseRE matches Go code that refuses to go on: an error returned or a
// process stopped.
var goRefuseRE = regexp.MustCompile(`\bfmt\.Errorf\(|\berrors\.New\(|\.Fatal(f|ln)?\(|\bos\.Exit\(|\bpanic\(`)
