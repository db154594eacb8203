package rc401

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// This file holds an insecure default of RC401's second family: authentication
// that a flag switches on and that is off when nobody sets the flag. An `if`
// on a flag named for enabling authentication (enableAuth, authEnabled,
// REQUIRE_AUTH, isOAuthEnabled()) whose default, read in the same file, is
// off (`process.argv.includes("--auth")`, `process.env.X === "true"`,
// `os.getenv("X", "false") == "true"`, Go's `os.Getenv("X") == "true"`), when
// the branch taken without the flag serves without authentication: it
// registers routes or hands the request on (`next()`) while the other branch
// authenticates. A server started without the flag serves every tool to
// whoever reaches its network transport (CWE-1188 insecure default, whose
// effect is CWE-636). The opposite, an opt-out someone must set
// (`allowUnauthenticated`, `--insecure`), is not reported (unset_secret.go).
// A flag whose default is not read in the file (set in another module, or
// `!== "false"`, on by default) stays unknown and is not reported.

// flagDefaultSyms are the node types checkFlagDefaults looks at.
var flagDefaultSyms = model.NewSymBitset(model.SymIfStatement)

// checkFlagDefaults reports the shape above in file c.f.
func (c *failOpenCheck) checkFlagDefaults() {
	f := c.f
	if !f.ContainsFold("enable", "require") {
		return
	}
	f.NodesOf(flagDefaultSyms, func(n *model.Node) bool {
		c.flagDefault(n)
		return true
	})
}

// flagDefault judges one if statement.
func (c *failOpenCheck) flagDefault(ifs *model.Node) {
	f := c.f
	cond := model.Unwrap(ifs.ChildByFieldName("condition"))
	body := ifs.ChildByFieldName("consequence")
	if cond == nil || body == nil {
		return
	}
	negated := false
	switch cond.Sym() {
	case model.SymUnaryExpression:
		if op := cond.ChildByFieldName("operator"); op == nil || f.Text(op) != "!" {
			return
		}
		cond, negated = model.Unwrap(cond.ChildByFieldName("argument")), true
	case model.SymNotOperator:
		cond, negated = model.Unwrap(cond.ChildByFieldName("argument")), true
	}
	if cond == nil || !authFlagName(f.Text(cond)) {
		return
	}
	alt := ifs.ChildByFieldName("alternative")
	var open, closed *model.Node // the branch without the flag, and with it
	if negated {
		open, closed = body, alt
	} else {
		if alt == nil {
			return
		}
		open, closed = alt, body
	}
	open, closed = elseBody(open), elseBody(closed)
	fn := model.EnclosingFunc(ifs)
	if fn == nil || !c.defaultsOff(cond, ifs) {
		return
	}
	ot := f.Text(open)
	if denyInBody.MatchString(ot) {
		return
	}
	serves := routeRE.MatchString(ot) && closed != nil && authMention.MatchString(f.Text(closed))
	if !serves && negated {
		// a middleware: `if (!authEnabled) return next();` and a denial further down
		end := fn.EndByte()
		if end-ifs.EndByte() > maxAfter {
			end = ifs.EndByte() + maxAfter
		}
		after := string(f.Src[ifs.EndByte():end])
		serves = c.passesOn(blockStmts(body), fn) && status401.MatchString(after)
	}
	if !serves {
		return
	}
	at := ifs
	for _, st := range blockStmts(open) {
		if routeRE.MatchString(f.Text(st)) {
			at = st // the first route served without authentication
			break
		}
	}
	c.reportUnset(at, "authentication is on only when "+authzShort(f.Text(cond))+" is set, and it is off by default, so a "+
		"server started without the flag serves every tool unauthenticated on its network transport; make "+
		"authentication the default and running without it an explicit, named opt-out", c.unsetFix())
}

var (
	// routeRE matches code that serves requests: a route registration or
	// an MCP transport handling a request.
	routeRE = regexp.MustCompile(`\.(get|post|all|use|route)\(\s*["'/]|handlePostMessage|handleRequest\(|HandleFunc\(|\.Handle\(|@app\.(get|post|route)`)
	// authMention matches the branch that authenticates.
	authMention = regexp.MustCompile(`(?i)auth|bearer|verify|token`)
	// offDefaultRE matches a flag's binding or function body whose value is
	// false unless something is set: a command-line switch, or an
	// environment variable compared with a true word.
	offDefaultRE = regexp.MustCompile(`(?i)(process\.argv\.includes\(|sys\.argv|(process\.env\.\w+|process\.env\[["']\w+["']\]|getenv\(\s*["']\w+["']\s*(,\s*["'](false|0|no|off)?["']\s*)?\)|environ\.get\(\s*["']\w+["']\s*(,\s*["'](false|0|no|off)?["']\s*)?\)|Getenv\(\s*"\w+"\s*\))(\.lower\(\)|\.toLowerCase\(\)|\.trim\(\))*\s*(===?|==)\s*["'](true|1|yes|on)["'])`)
	// onDefaultRE matches a binding that is true unless something is set.
	onDefaultRE = regexp.MustCompile(`!==?\s*["'](false|0|no|off)["']|!=\s*"(false|0)"|\|\|\s*true\b|\?\?\s*true\b`)
)

// authFlagName reports whether a tested value names a flag that turns
// authentication on: a word for authentication and one for enabling or
// requiring it (enableAuth, authEnabled, REQUIRE_AUTH, isOAuthEnabled()).
func authFlagName(s string) bool {
	s = strings.TrimSuffix(s, "()")
	if strings.ContainsAny(s, "( =<>!&|") {
		return false
	}
	auth, enable := false, false
	for _, w := range authzWords(s) {
		switch w {
		case "auth", "oauth", "authentication", "authn", "authenticate", "authorization":
			auth = true
		case "enable", "enabled", "require", "required", "requires", "use", "with":
			enable = true
		}
	}
	return auth && enable
}

// defaultsOff reports whether flag cond is off unless something is set:
// its binding in the file (the last one before the if, in the function or
// module), or, for a call of a function of the file, that function's
// return, reads a command-line switch or compares an environment variable
// with a true word.
func (c *failOpenCheck) defaultsOff(cond, ifs *model.Node) bool {
	f := c.f
	t := f.Text(cond)
	var src string
	if strings.HasSuffix(t, "()") {
		name := strings.TrimSuffix(t, "()")
		if strings.Contains(name, ".") {
			return false
		}
		fnNode := c.localFunc(name)
		if fnNode == nil {
			return false
		}
		src = f.Text(fnNode)
	} else {
		src = c.bindingLine(rootIdent(t), ifs)
		if i := strings.LastIndexByte(t, '.'); i >= 0 && src == "" {
			src = c.bindingLine(t[i+1:], ifs)
		}
	}
	return src != "" && offDefaultRE.MatchString(src) && !onDefaultRE.MatchString(src)
}

// localFunc returns the function of the file called name, or nil.
func (c *failOpenCheck) localFunc(name string) *model.Node {
	for _, r := range c.order {
		if r.name == name {
			return r.node
		}
	}
	var out *model.Node
	c.f.NodesOf(namedFuncSyms, func(n *model.Node) bool {
		if nm := n.ChildByFieldName("name"); out == nil && nm != nil && c.f.Text(nm) == name {
			out = n
		}
		return out == nil
	})
	return out
}

// namedFuncSyms are the declarations localFunc looks at.
var namedFuncSyms = model.NewSymBitset(model.SymFunctionDeclaration, model.SymFunctionDefinition)

// elseBody returns the block of an else clause (JS `else { }`, Python's
// `else:` body), and any other node as it is.
func elseBody(n *model.Node) *model.Node {
	if n == nil || n.Sym() == model.SymBlock || n.Sym() == model.SymStatementBlock {
		return n
	}
	if b := n.ChildByFieldName("body"); b != nil {
		return b
	}
	if n.NamedChildCount() == 1 {
		return n.NamedChild(0)
	}
	return n
}
