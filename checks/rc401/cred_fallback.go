package rc401

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// This file holds RC401's credential fallback: a request handler that takes
// the caller's credential from the request and, when the request carries
// none, uses the server's own configured credential instead.
//
//	const apiKey = (req.headers["x-service-api-key"] as string) || process.env.SERVICE_API_KEY;
//	token = request.headers.get("X-Service-Token") or os.getenv("SERVICE_TOKEN")
//	token := r.Header.Get("X-Service-Token"); if token == "" { token = os.Getenv("SERVICE_TOKEN") }
//
// A missing credential is the failure of the caller's authentication, and
// the fallback turns it into the operator's identity: anyone who reaches the
// network transport without a credential acts with the server's key
// (CWE-636, fail open; the MCP security best practices call the shape a
// confused deputy). Servers that take the credential per request and refuse
// a request without one (401) are the fix; a server-side default for a value
// that is no credential (a base URL, a region) is not reported.

// credFallbackSyms are the node types of the JS/TS `||` / `??` and Python
// `or` chains checkCredFallbacks reads.
var credFallbackSyms = model.NewSymBitset(model.SymBinaryExpression, model.SymBooleanOperator)

// checkCredFallbacks reports a request credential that falls back to the
// server's configured one, in file c.f (c.ifs must be set: Go's form is an
// if statement).
func (c *failOpenCheck) checkCredFallbacks() {
	f := c.f
	if !f.ContainsFold("header") {
		return
	}
	if f.Lang == model.LangGo {
		for _, ifs := range c.ifs {
			c.goCredFallback(ifs)
		}
		return
	}
	f.NodesOf(credFallbackSyms, func(n *model.Node) bool {
		if c.orOp(n) == "" || c.orOp(n.Parent()) != "" {
			return true // not a chain, or not its top
		}
		var ops []*model.Node
		c.flattenOr(n, &ops)
		req := -1
		for i, op := range ops {
			t := f.Text(op)
			if req < 0 {
				if requestCred(t) {
					req = i
				}
				continue
			}
			if env := serverCred(t); env != "" {
				c.reportFallback(op, env) // at the fallback to the server's credential, where the fix goes
				break
			}
		}
		return true
	})
}

// orOp returns the operator of n when n is a `||`, `??` or `or` expression,
// else "".
func (c *failOpenCheck) orOp(n *model.Node) string {
	if n == nil || n.Sym() != model.SymBinaryExpression && n.Sym() != model.SymBooleanOperator {
		return ""
	}
	for i := 0; i < int(n.ChildCount()); i++ {
		if k := n.Child(i); !k.IsNamed() {
			switch op := c.f.Text(k); op {
			case "||", "??", "or":
				return op
			}
		}
	}
	return ""
}

// flattenOr appends the operands of a left-nested `a || b || c` chain in order.
func (c *failOpenCheck) flattenOr(n *model.Node, ops *[]*model.Node) {
	if c.orOp(n) == "" {
		*ops = append(*ops, n)
		return
	}
	for i := 0; i < int(n.NamedChildCount()); i++ {
		if k := n.NamedChild(i); k.Sym() != model.SymComment {
			c.flattenOr(k, ops)
		}
	}
}

var (
	// requestRead matches a value read from the request: its headers, query
	// or cookies (`req.headers[...]`, `request.headers.get(...)`,
	// `r.Header.Get(...)`, `c.GetHeader(...)`, `req.get(...)`).
	requestRead = regexp.MustCompile(`(?i)\b(req|request|ctx\.req|c\.req)\s*\.\s*(headers|header|query|cookies|get)\b|\bheaders\s*(\[|\.get\s*\(|\.)|Header\.Get\s*\(|GetHeader\s*\(|getHeader\s*\(`)
	// credLiteral matches a header or parameter name that carries a credential.
	credLiteral = regexp.MustCompile(`(?i)["'\x60][\w-]*(token|api[-_]?key|secret|password|authorization|bearer|pat)[\w-]*["'\x60]|headers\s*\.\s*authorization\b`)
	// serverRead matches a read of the server's configuration: an environment
	// variable or a settings/config field, capturing its name.
	serverRead = regexp.MustCompile(`process\.env\.([A-Za-z_][A-Za-z0-9_]*)|process\.env\[\s*["']([A-Za-z_][A-Za-z0-9_]*)|(?:os\.getenv|os\.environ\.get|os\.Getenv|os\.LookupEnv|getenv|getEnv)\(\s*["']([A-Za-z_][A-Za-z0-9_]*)|os\.environ\[\s*["']([A-Za-z_][A-Za-z0-9_]*)|\b(?:settings|config|cfg|conf|self\.config|self\.settings|this\.config)\.([A-Za-z_][A-Za-z0-9_]*)$`)
)

// requestCred reports whether t reads a credential from the request.
func requestCred(t string) bool {
	return requestRead.MatchString(t) && credLiteral.MatchString(t)
}

// serverCred returns the name of the configured credential t reads (an
// environment variable or a settings field named for a token, key, secret or
// password), else "". A value that also reads the request is not one.
func serverCred(t string) string {
	if requestRead.MatchString(t) {
		return ""
	}
	m := serverRead.FindStringSubmatch(strings.TrimSpace(t))
	if m == nil {
		return ""
	}
	for _, g := range m[1:] {
		if g != "" && secretName(g) {
			return g
		}
	}
	return ""
}

// goCredFallback reports Go's form: `if tok == "" { tok = os.Getenv("X_TOKEN") }`
// where tok was read from the request's header or query.
func (c *failOpenCheck) goCredFallback(ifs *model.Node) {
	f := c.f
	cond, body := model.Unwrap(ifs.ChildByFieldName("condition")), ifs.ChildByFieldName("consequence")
	if cond == nil || body == nil || ifs.ChildByFieldName("alternative") != nil {
		return
	}
	m := goEmptyTest.FindStringSubmatch(f.Text(cond))
	if m == nil {
		return
	}
	name := m[1]
	stmts := blockStmts(body)
	if len(stmts) != 1 {
		return
	}
	a := goAssignFrom.FindStringSubmatch(f.Text(stmts[0]))
	if a == nil || a[1] != name {
		return
	}
	env := serverCred(a[2])
	if env == "" {
		return
	}
	bind := c.bindingLine(name, ifs)
	if !requestRead.MatchString(bind) || !(credLiteral.MatchString(bind) || secretName(name)) {
		return
	}
	c.reportFallback(ifs, env)
}

var (
	goEmptyTest  = regexp.MustCompile(`^([A-Za-z_]\w*)\s*==\s*""$`)
	goAssignFrom = regexp.MustCompile(`^([A-Za-z_]\w*)\s*=\s*(.+)$`)
)

// reportFallback reports node n, where a request without a credential gets
// the server's credential env: medium (unless configured), CWE-636.
func (c *failOpenCheck) reportFallback(n *model.Node, env string) {
	c.reportMedium(n, "a request that carries no credential of its own is served with the server's configured "+env+
		", so any caller that reaches the network transport acts with the operator's identity (fail open); "+
		"refuse the request (401) when it carries no credential instead of falling back to the server's", c.credFallbackFix(), 636)
}

// credFallbackFix is the one-line fix of the fallback, per language family.
func (c *failOpenCheck) credFallbackFix() string {
	switch c.f.Lang {
	case model.LangPython:
		return `if not token: raise HTTPException(status_code=401)`
	case model.LangGo:
		return `if token == "" { http.Error(w, "missing credential", http.StatusUnauthorized); return }`
	}
	return `if (!apiKey) { res.status(401).end(); return; }`
}
