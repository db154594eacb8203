package rc401

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// This file holds RC401's third family, in Go: a denial that runs only when
// the check behind it succeeded. In a security check (a function named for
// blocking, denying, allowing, permitting, policy or security), an `if`
// whose condition is `err == nil && <match>` (the err of a call that matches,
// compiles, parses or verifies: `regexp.MatchString(pattern, cmd)`,
// `filepath.Match`) and whose body denies (returns an error or false) skips
// the denial when that call fails: a block pattern that does not compile,
// or an input the matcher cannot read, lets the request through. A
// verification error treated as success is CWE-636 (Not Failing Securely).
// sonirico/mcp-shell's checkBlockedPatternsAndCommands skipped every
// blocked pattern that failed to compile this way.
//
// Not reported: `if err != nil { return err }` before the test (the error
// denies); a function whose name says nothing of a security decision (an
// existence check such as `if _, err := os.Stat(p); err == nil && !force`).

// skippedDenySyms are the node types checkSkippedDenials looks at.
var skippedDenySyms = model.NewSymBitset(model.SymIfStatement)

// checkSkippedDenials reports the shape above in Go file c.f.
func (c *failOpenCheck) checkSkippedDenials() {
	f := c.f
	if f.Lang != model.LangGo || !f.Contains("err == nil") {
		return
	}
	f.NodesOf(skippedDenySyms, func(n *model.Node) bool {
		c.skippedDeny(n)
		return true
	})
}

// skippedDeny judges one Go if statement.
func (c *failOpenCheck) skippedDeny(ifs *model.Node) {
	f := c.f
	cond := model.Unwrap(ifs.ChildByFieldName("condition"))
	body := ifs.ChildByFieldName("consequence")
	if cond == nil || body == nil || cond.Sym() != model.SymBinaryExpression {
		return
	}
	op := cond.ChildByFieldName("operator")
	if op == nil || f.Text(op) != "&&" {
		return
	}
	left, right := model.Unwrap(cond.ChildByFieldName("left")), model.Unwrap(cond.ChildByFieldName("right"))
	if left == nil || right == nil {
		return
	}
	errVar := ""
	for _, side := range []*model.Node{left, right} {
		if m := errNilRE.FindStringSubmatch(f.Text(side)); m != nil {
			errVar = m[1]
		}
	}
	if errVar == "" || !denyBodyRE.MatchString(f.Text(body)) {
		return
	}
	fn := model.EnclosingFunc(ifs)
	if fn == nil || !securityCheckName(c.chainName(fn)) {
		return
	}
	call := c.errSource(ifs, fn, errVar)
	if call == nil {
		return
	}
	name := f.Text(model.Callee(call))
	c.report(ifs, "security check "+c.chainName(fn)+" denies only when "+name+" succeeds ("+errVar+
		" == nil): when it fails (a pattern that does not compile, an input it cannot read) the denial is skipped "+
		"and the request goes through; treat the error as a denial", "if "+errVar+" != nil { return fmt.Errorf(\"check failed: %w\", "+errVar+") }")
	fd := &c.p.Findings[len(c.p.Findings)-1]
	if !c.p.Rule.SeverityConfigured {
		// the failure comes from the check's own configuration or input,
		// not from an outage an attacker can cause at will
		fd.Severity = model.SeverityMedium
	}
}

var (
	// errNilRE matches a test that an error is nil: `err == nil`.
	errNilRE = regexp.MustCompile(`^(\w*[eE]rr\w*) == nil$`)
	// denyBodyRE matches a body that denies: it returns an error or false.
	denyBodyRE = regexp.MustCompile(`\breturn\b[^\n]*(fmt\.Errorf|errors\.New|\bErr[A-Z]\w*|\bfalse\b)`)
	// matcherRE matches the name of a call whose failure skips the denial.
	matcherRE = regexp.MustCompile(`(?i)(match|compile|parse|verify|validate|check|glob|contains)\w*$`)
)

// securityCheckName reports whether a function name reads as a security
// decision: a word for blocking, denying, allowing, permitting, a policy
// or security.
func securityCheckName(name string) bool {
	for _, w := range authzWords(name) {
		switch w {
		case "block", "blocked", "blocklist", "blacklist", "deny", "denied", "denylist", "forbid", "forbidden",
			"allow", "allowed", "allowlist", "whitelist", "permit", "permitted", "policy", "policies", "security",
			"secure", "authorize", "authorized", "sandbox":
			return true
		}
	}
	return false
}

// errSource returns the call that assigned errVar in the if's initializer
// (`if m, err := regexp.MatchString(p, s); err == nil && m`) or in the
// statement just before the if, when its name says it matches, compiles,
// parses or verifies; else nil.
func (c *failOpenCheck) errSource(ifs, fn *model.Node, errVar string) *model.Node {
	f := c.f
	var decl *model.Node
	if init := ifs.ChildByFieldName("initializer"); init != nil {
		decl = init
	} else if prev := ifs.PrevNamedSibling(); prev != nil {
		decl = prev
	}
	if decl == nil || (decl.Sym() != model.SymShortVarDeclaration && decl.Sym() != model.SymAssignmentStatement) {
		return nil
	}
	lhs := decl.ChildByFieldName("left")
	if lhs == nil || !strings.Contains(","+strings.ReplaceAll(f.Text(lhs), " ", "")+",", ","+errVar+",") {
		return nil
	}
	rhs := decl.ChildByFieldName("right")
	if rhs == nil || rhs.NamedChildCount() != 1 {
		return nil
	}
	call := model.Unwrap(rhs.NamedChild(0))
	if call.Sym() != model.SymCallExpression || !matcherRE.MatchString(f.Text(model.Callee(call))) {
		return nil
	}
	return call
}
