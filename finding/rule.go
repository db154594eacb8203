package finding

import (
	"strconv"
	"strings"
)

// RuleInfo is a rule's public identity and documentation, without the code
// that finds it: what SARIF's reportingDescriptor carries and what the
// configuration selects by. The engine's rules (checks/model.Rule) have the
// same fields plus their Check function; Rule.Info returns this part.
//
// The documentation follows Ruff's fixed headings. Summary is one line
// (SARIF shortDescription); Description is a paragraph (fullDescription); Help
// is the markdown page (SARIF help.markdown, docs/rules/<ID>.md, and
// `resilience-check rules <ID>`).
type RuleInfo struct {
	ID          string     // stable public code, "RC101"
	Name        string     // kebab-case name of the bad pattern, "http-call-without-timeout"
	Severity    Severity   // default severity
	CWE         int        // primary CWE number
	Checklist   string     // checklist item ID (ItemTimeouts, ...)
	Summary     string     // one line, no trailing period
	Description string     // one paragraph
	Help        string     // markdown with the headings What it does / Why is this bad? / Example / Use instead / References
	Languages   []Language // languages the rule has checks for
	// DefaultOff rules run only when the configuration names them
	// (enable or extend-enable); RC404 is one.
	DefaultOff bool
}

// AppliesTo reports whether the rule has checks for lang (a TypeScript rule
// applies to TSX too).
func (r *RuleInfo) AppliesTo(lang Language) bool {
	for _, l := range r.Languages {
		if l == lang || (l == LangTypeScript && lang == LangTSX) {
			return true
		}
	}
	return false
}

// CWETag is the SARIF/GitHub tag for the rule's CWE, e.g. "external/cwe/cwe-400".
func (r *RuleInfo) CWETag() string { return CWETag(r.CWE) }

// HelpURI is the rule's documentation page in the project repository.
func (r *RuleInfo) HelpURI() string { return HelpURI(r.ID) }

// CWETag is the SARIF/GitHub tag for CWE number cwe, e.g. "external/cwe/cwe-400".
func CWETag(cwe int) string { return "external/cwe/cwe-" + strconv.Itoa(cwe) }

// HelpURI is the documentation page of the rule with public code id in the
// project repository (docs/rules/<ID>.md).
func HelpURI(id string) string {
	return "https://github.com/resilience-check/resilience-check/blob/main/docs/rules/" + id + ".md"
}

// ruleIDs is the public code of every rule, sorted: RC001 (blanket
// suppression, reported by the engine) and one code per rule package under
// checks/. The configuration validates names against it without linking the
// rules; checks.TestRuleIDsMatchCatalogue keeps it equal to checks.Rules().
var ruleIDs = []string{
	"RC001", "RC002",
	"RC101", "RC102", "RC103", "RC104",
	"RC201",
	"RC301", "RC302", "RC303",
	"RC401", "RC402", "RC403", "RC404",
	"RC501",
	"RC601", "RC602",
}

// RuleIDs returns the public code of every rule, sorted. The slice is new
// on every call.
func RuleIDs() []string { return append([]string(nil), ruleIDs...) }

// KnownRule reports whether id (case-insensitive) is the code of a rule.
func KnownRule(id string) bool {
	for _, r := range ruleIDs {
		if strings.EqualFold(r, id) {
			return true
		}
	}
	return false
}

// ruleNames is each rule's name by code, and defaultOffRules the codes of the
// rules that are off by default (Rule.DefaultOff): with ruleIDs, what the
// configuration selects rules by (codes, names, code prefixes) without
// linking them. checks.TestRuleIDsMatchCatalogue keeps them equal to the
// catalogue.
var (
	ruleNames = map[string]string{
		"RC001": "blanket-suppression", "RC002": "unused-suppression",
		"RC101": "http-call-without-timeout", "RC102": "subprocess-without-timeout",
		"RC103": "db-call-without-timeout", "RC104": "timeout-over-budget",
		"RC201": "blocking-call-in-async",
		"RC301": "retry-of-non-idempotent-request", "RC302": "retry-without-backoff-jitter", "RC303": "unbounded-retry",
		"RC401": "fail-open-authorization", "RC402": "error-detail-leak",
		"RC403": "shared-circuit-breaker", "RC404": "upstream-without-circuit-breaker",
		"RC501": "unbounded-pool",
		"RC601": "mutating-tool-without-idempotency-key", "RC602": "aggregation-without-allsettled",
	}
	defaultOffRules = map[string]bool{"RC404": true}
)

// RuleName returns the name of the rule with code id (case-insensitive), or
// "" when there is none.
func RuleName(id string) string { return ruleNames[strings.ToUpper(id)] }

// RuleIDByName returns the code of the rule named name (case-insensitive).
func RuleIDByName(name string) (string, bool) {
	for id, n := range ruleNames {
		if strings.EqualFold(n, name) {
			return id, true
		}
	}
	return "", false
}

// DefaultOff reports whether the rule with code id is off by default
// (Rule.DefaultOff): it runs only when the configuration names it.
func DefaultOff(id string) bool { return defaultOffRules[strings.ToUpper(id)] }
