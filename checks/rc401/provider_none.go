package rc401

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/errnames"
	"github.com/resilience-check/resilience-check/checks/model"
)

// This file holds the Python form of RC401's insecure default for servers
// built on FastMCP or the MCP SDK's auth: the server's auth provider is None
// when its settings are missing, and `FastMCP(auth=None)` serves every tool
// over HTTP without authentication.
//
//	def create_auth_provider():                      # fctr-id/okta-mcp-server
//	    if not public_key and not jwks_uri:
//	        logger.warning("... Skipping auth.")
//	        return None                               # open when unset (CWE-1188)
//	    try:
//	        return BearerAuthProvider(public_key=..., jwks_uri=...)
//	    except Exception as e:
//	        logger.error(f"Error creating auth provider: {e}")
//	        return None                               # open on error (CWE-636)
//
//	auth_provider = None                              # mhajder/zabbix-mcp
//	if getattr(TRANSPORT_CONFIG, "http_bearer_token", None):
//	    auth_provider = StaticTokenVerifier(tokens={...})
//	mcp = FastMCP("zabbix", auth=auth_provider)
//
// A provider factory is a function named for an auth provider or one that
// returns an auth class of the file (a FastMCP or MCP SDK provider,
// verifier or proxy: BearerAuthProvider, JWTVerifier, StaticTokenVerifier,
// RemoteAuthProvider, OAuthProxy, MultiAuth) on some path, itself or
// through a function of the file; the file must import from a
// `server.auth` module (fastmcp.server.auth, mcp.server.auth), so a client's
// outbound credentials (`HTTPBasicAuth`, `get_auth()` for requests) are not
// judged. In it, a `return None` in an `except` handler is reported as
// failing open (the error that should stop the server disables its
// authentication), and a `return None` under an `if` that tests a setting
// for absence (`not jwks_uri`, `name is None`) as the insecure default; a
// test that names an explicit opt-in or opt-out flag (`enable_auth`,
// `disable_auth`) is an operator's choice and is not reported. An auth
// provider is used by FastMCP only on its HTTP transports, so building one
// says the server is served over HTTP. Peers: SkillAudit pattern 4
// (fail-safe defaults: "catching auth service failures and defaulting to"
// allow); Semgrep's and CodeQL's "authentication disabled by default"
// queries.

// authClassRE matches the last name of a FastMCP or MCP SDK auth class.
var authClassRE = regexp.MustCompile(`(?i)^\w*(auth|oauth|jwt|bearer|token|oidc|cognito|introspection)\w*(provider|verifier|proxy)$|^MultiAuth$|^(GitHub|Google|Azure|WorkOS|Auth0|Descope|Scalekit|AWSCognito|Discord)Provider$`)

// providerFuncRE matches the name of a function that builds an auth provider.
var providerFuncRE = regexp.MustCompile(`(?i)auth_?provider|^_?(create|build|make|get|setup|init|configure|load)_?(server_)?auth(_?verifier)?$`)

// providerNoneSyms are the node types checkProviderNone looks at.
var providerNoneSyms = model.NewSymBitset(model.SymFunctionDefinition, model.SymIfStatement)

// checkProviderNone reports the Python shapes above in file c.f.
func (c *failOpenCheck) checkProviderNone() {
	f := c.f
	if f.Lang != model.LangPython || !f.Contains("server.auth") || !f.Contains("None") {
		return
	}
	f.NodesOf(providerNoneSyms, func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymFunctionDefinition:
			if c.providerFactory(n, 0) && !c.refusedByCaller(f.Text(n.ChildByFieldName("name"))) {
				c.noneReturns(n)
			}
		case model.SymIfStatement:
			c.providerOnSet(n)
		}
		return true
	})
}

// providerFactory reports whether function fn builds an auth provider: its
// name says so and it returns something other than None, or it returns an
// auth class, itself or through a function of the file (depth: how many
// such steps were taken, at most one more).
func (c *failOpenCheck) providerFactory(fn *model.Node, depth int) bool {
	f := c.f
	named := depth == 0 && providerFuncRE.MatchString(f.Text(fn.ChildByFieldName("name")))
	found := false
	model.Walk(fn.ChildByFieldName("body"), func(n *model.Node) bool {
		if found {
			return false
		}
		if n.Sym() == model.SymFunctionDefinition || n.Sym() == model.SymLambda || n.Sym() == model.SymClassDefinition {
			return false
		}
		if n.Sym() != model.SymReturnStatement {
			return true
		}
		v := returnValue(n)
		if v == nil || model.IsNone(v) {
			return false
		}
		if v.Sym() == model.SymIdentifier && named {
			// `return auth_provider`, built above as an auth class (not a
			// client's credentials: `auth = (user, password); return auth`)
			if b := model.Unwrap(f.Lookup(f.Text(v), v)); b != nil && b.Sym() == model.SymCall &&
				authClassRE.MatchString(errnames.Last(f.Text(model.Callee(b)))) {
				found = true
			}
			return false
		}
		if v.Sym() != model.SymCall {
			return false
		}
		callee := model.Callee(v)
		if authClassRE.MatchString(errnames.Last(f.Text(callee))) {
			found = true
		} else if def := f.LocalFunc(callee); def != nil && def != fn && depth < 1 && c.providerFactory(def, depth+1) {
			found = true
		}
		return false
	})
	return found
}

// refusedByCaller reports whether the file calls factory name, binds the
// result (`provider = create_auth_provider()`) and refuses to go on when it
// is None (`if provider is None:` or `if not provider:` whose body raises or
// exits): the server fails closed there (review of session 32, M-2). A
// caller in another module is not seen, and the factory is judged alone.
func (c *failOpenCheck) refusedByCaller(name string) bool {
	if name == "" {
		return false
	}
	src := string(c.f.Src)
	for _, m := range bindRE.FindAllStringSubmatchIndex(src, -1) {
		if src[m[4]:m[5]] != name {
			continue
		}
		v := regexp.QuoteMeta(src[m[2]:m[3]])
		if regexp.MustCompile(`(?m)^\s*if\s+(` + v + `\s+is\s+None|not\s+` + v + `)\s*:\s*(#.*)?\n(\s*(logger|logging|log)\.\w+\(.*\n)?\s*(raise\b|sys\.exit\(|exit\(|os\._exit\()`).MatchString(src[m[1]:]) {
			return true
		}
	}
	return false
}

// bindRE matches a binding of a call's result: `x = f(` (also `await f(`).
var bindRE = regexp.MustCompile(`(?m)^\s*([A-Za-z_]\w*)\s*=\s*(?:await\s+)?([A-Za-z_]\w*)\(`)

// noneReturns reports the `return None` statements of provider factory fn
// that open the server: in an except handler, or in the body of an if that
// tests a setting for absence.
func (c *failOpenCheck) noneReturns(fn *model.Node) {
	f := c.f
	name := f.Text(fn.ChildByFieldName("name"))
	model.Walk(fn.ChildByFieldName("body"), func(n *model.Node) bool {
		if n.Sym() == model.SymFunctionDefinition || n.Sym() == model.SymLambda || n.Sym() == model.SymClassDefinition {
			return false
		}
		if n.Sym() != model.SymReturnStatement {
			return true
		}
		if v := returnValue(n); v != nil && !model.IsNone(v) {
			return false
		}
		for p := n.Parent(); p != nil && p != fn; p = p.Parent() {
			switch p.Sym() {
			case model.SymExceptClause, model.SymExceptGroupClause:
				c.report(n, name+"() swallows an error while building the auth provider and returns None: the server then "+
					"serves every tool without authentication (fails open, CWE-636); let the error stop the server",
					"raise  # never fall back to no authentication")
				return false
			case model.SymIfStatement, model.SymElifClause:
				cond := p.ChildByFieldName("condition")
				if cond == nil || !inConsequence(n, p) {
					continue
				}
				if flagged(publicKeys.Replace(f.Text(cond))) {
					return false // an explicit opt-in or opt-out
				}
				if s := c.unsetSubject(cond); s != nil {
					c.reportUnset(n, name+"() returns None when "+shortSubject(f.Text(s))+" is not configured, and the server "+
						"then serves every tool over HTTP without authentication (insecure default, CWE-1188); refuse to start "+
						"without it", c.unsetFix())
					return false
				}
			}
		}
		return false
	})
}

// publicKeys renames a public key (a verification key, not a "public" opt-out
// flag) before flagged reads a condition.
var publicKeys = strings.NewReplacer("public_key", "key", "publicKey", "key", "PUBLIC_KEY", "KEY")

// inConsequence reports whether n sits in the consequence of if or elif
// clause p (not in its condition, an elif or an else).
func inConsequence(n, p *model.Node) bool {
	body := p.ChildByFieldName("consequence")
	return body != nil && n.StartByte() >= body.StartByte() && n.EndByte() <= body.EndByte()
}

// providerOnSet reports, at the if, the wiring form: a variable bound to
// None, then set to an auth class only under this if (and ifs in it) that
// tests a setting for presence, with no else, and handed to a call as
// `auth=` in the file.
func (c *failOpenCheck) providerOnSet(ifs *model.Node) {
	f := c.f
	if ifs.ChildByFieldName("alternative") != nil || flagged(f.Text(ifs.ChildByFieldName("condition"))) {
		return
	}
	cond := f.Text(ifs.ChildByFieldName("condition"))
	if !secretName(cond) && !strings.Contains(strings.ToLower(cond), "token") {
		return
	}
	if c.unsetSubject(ifs.ChildByFieldName("condition")) != nil {
		return // `if not token:` is the other form (unset_secret.go)
	}
	varName := ""
	model.Walk(ifs.ChildByFieldName("consequence"), func(n *model.Node) bool {
		if varName != "" || n.Sym() == model.SymFunctionDefinition {
			return false
		}
		if n.Sym() == model.SymAssignment {
			l, r := n.ChildByFieldName("left"), model.Unwrap(n.ChildByFieldName("right"))
			if l != nil && l.Sym() == model.SymIdentifier && r != nil && r.Sym() == model.SymCall &&
				authClassRE.MatchString(errnames.Last(f.Text(model.Callee(r)))) {
				varName = f.Text(l)
			}
		}
		return true
	})
	if varName == "" || !c.boundNoneBefore(ifs, varName) || !c.passedAsAuth(varName) {
		return
	}
	c.reportUnset(ifs, varName+" stays None unless "+shortSubject(cond)+" is configured, and `auth="+varName+"` then serves "+
		"every tool over HTTP without authentication (insecure default, CWE-1188); refuse to start without it", c.unsetFix())
}

// boundNoneBefore reports whether the statement before if statement ifs
// (in the same block) binds name to None.
func (c *failOpenCheck) boundNoneBefore(ifs *model.Node, name string) bool {
	for s := ifs.PrevNamedSibling(); s != nil; s = s.PrevNamedSibling() {
		if s.Sym() == model.SymComment {
			continue
		}
		if s.Sym() != model.SymExpressionStatement || s.NamedChildCount() != 1 {
			return false
		}
		a := s.NamedChild(0)
		if a.Sym() != model.SymAssignment {
			return false
		}
		if l := a.ChildByFieldName("left"); l != nil && c.f.Text(l) == name {
			return model.IsNone(model.Unwrap(a.ChildByFieldName("right")))
		}
	}
	return false
}

// passedAsAuth reports whether a call of the file passes name as its
// `auth=` keyword argument.
func (c *failOpenCheck) passedAsAuth(name string) bool {
	f := c.f
	found := false
	f.NodesOf(kwargSyms, func(n *model.Node) bool {
		if !found && f.Text(n.ChildByFieldName("name")) == "auth" && f.Text(n.ChildByFieldName("value")) == name {
			found = true
		}
		return !found
	})
	return found
}

// kwargSyms are the node types passedAsAuth looks at.
var kwargSyms = model.NewSymBitset(model.SymKeywordArgument)
