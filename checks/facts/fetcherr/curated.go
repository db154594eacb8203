package fetcherr

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// curatedFields are the fields of a parsed error body that an API fills
// with its own error messages for the caller, not raw upstream text: Jira's
// ErrorCollection `errorMessages` ("The list of error messages produced by
// this operation. For example, \"input parameter 'key' must be provided\"")
// and `errors` (messages by parameter: "projectKey": "Project keys must
// start with an uppercase letter...") in the Jira Cloud platform REST API
// (https://mrrefactoring.github.io/jira.js/interfaces/Version2Models.ErrorCollection.html,
// generated from Atlassian's OpenAPI document), and the message, error,
// title and detail fields other APIs answer with (RFC 9457 `title` and
// `detail`). RC402 leaves such a picked field alone wherever it reads one
// (docs/rules/RC402.md: `err.response.data.message`, `e.response.json()["detail"]`).
var curatedFields = `(?:errorMessages|errorMessage|errors|error|error_description|errorDescription|messages|message|msg|title|detail|reason|code|status|statusCode)`

// curatedVars returns the names of the variables of function scope whose
// every value (initializer, assignment, append) is built only from curated
// fields picked out of a response body variable of bodyVars (`const
// messages = [...(body.errorMessages ?? []), ...Object.values(body.errors
// ?? {})]`), fixed text, or other such variables (`detail = `:
// ${messages.join("; ")}“): text the API wrote for its caller, which a
// throw may carry without carrying the body (chrisurf/jira-mcp-server's
// JiraClient.request, a clean row of the blind set: epics.ts:209). A
// variable with any other value is not one; so neither is a variable
// holding a body word of bodyWords other than a picked field.
func curatedVars(f *model.File, scope *model.Node, bodyVars map[string]bool) map[string]bool {
	if len(bodyVars) == 0 {
		return nil
	}
	vals := map[string][]string{}
	model.Walk(scope, func(n *model.Node) bool {
		var l, r *model.Node
		switch n.Sym() {
		case model.SymVariableDeclarator:
			l, r = n.ChildByFieldName("name"), n.ChildByFieldName("value")
		case model.SymAssignmentExpression, model.SymAugmentedAssignmentExpression:
			l, r = n.ChildByFieldName("left"), n.ChildByFieldName("right")
		default:
			return true
		}
		if l == nil || l.Sym() != model.SymIdentifier {
			return true
		}
		v := ""
		if r != nil {
			v = f.Text(r)
		}
		vals[f.Text(l)] = append(vals[f.Text(l)], v)
		return true
	})
	var names []string
	for bv := range bodyVars {
		names = append(names, regexp.QuoteMeta(bv))
	}
	pick := regexp.MustCompile(`\b(?:` + strings.Join(names, "|") + `)\s*(?:\?\.|\.)\s*` + curatedFields + `\b`)
	curated := map[string]bool{}
	for changed := true; changed; {
		changed = false
		for name, vs := range vals {
			if curated[name] || bodyVars[name] {
				continue
			}
			ok, derived := true, false
			for _, v := range vs {
				picked := pick.ReplaceAllString(v, "")
				s := stripNames(picked, curated)
				derived = derived || picked != v || s != picked
				if bodyWords.MatchString(s) || readsBody(s, bodyVars) || !pureCalls(s) {
					ok = false
					break
				}
			}
			if ok && derived {
				curated[name] = true
				changed = true
			}
		}
	}
	return curated
}

// pureMethods are the calls a curated value may make: joining, filtering
// and converting the picked messages, nothing that reads or fetches.
var pureMethods = map[string]bool{"join": true, "filter": true, "map": true, "values": true, "keys": true, "entries": true, "flat": true,
	"concat": true, "trim": true, "slice": true, "toString": true, "String": true, "Boolean": true, "isArray": true}

var callName = regexp.MustCompile(`(\w+)\s*\(`)

// pureCalls reports whether every call in text is one of pureMethods, and
// text awaits nothing.
func pureCalls(text string) bool {
	if strings.Contains(text, "await") {
		return false
	}
	for _, m := range callName.FindAllStringSubmatch(text, -1) {
		if !pureMethods[m[1]] {
			return false
		}
	}
	return true
}

// stripNames removes the whole-word names of set from text.
func stripNames(text string, set map[string]bool) string {
	for n := range set {
		text = regexp.MustCompile(`\b`+regexp.QuoteMeta(n)+`\b`).ReplaceAllString(text, "")
	}
	return text
}
