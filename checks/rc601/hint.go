package rc601

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/syntax"
)

// createsResource reports whether mutation m (idemCheck.mutation) creates a
// new resource on each call: an SQL INSERT, a document insert, a Stripe
// create, or a POST to a collection. A POST whose URL ends in an action
// (/sync, /refresh, /run, ...) triggers work a declared-idempotent tool may
// well repeat safely; repeating a counter UPDATE or a send changes
// state again, but leaves no second resource behind.
func createsResource(f *model.File, m *idemSite) bool {
	switch m.what {
	case "INSERT", "insert", "Stripe create", GraphQLCreate, "Cypher CREATE":
		return true
	case "POST":
		return !actionURL(f, m.at)
	}
	return false
}

// postActions are last URL path segments that name an action, not a
// collection a POST adds to.
var postActions = map[string]bool{"sync": true, "refresh": true, "reload": true, "run": true, "trigger": true,
	"rebuild": true, "reindex": true, "restart": true, "validate": true, "verify": true, "check": true, "test": true,
	"ping": true, "preview": true, "render": true, "compute": true, "estimate": true, "resolve": true, "query": true,
	"search": true, "lookup": true, "start": true, "stop": true, "cancel": true, "close": true, "archive": true,
	"pause": true, "resume": true, "suspend": true, "enable": true, "disable": true, "activate": true, "deactivate": true,
	"lock": true, "unlock": true, "approve": true}

// actionURL reports whether the first argument of request call (its URL)
// ends in an action segment: requests.post(TICKETS + "/sync", ...).
func actionURL(f *model.File, call *model.Node) bool {
	a := model.Arg(call, 0)
	if a == nil {
		return false
	}
	t := strings.TrimRight(f.Text(a), "\"'`) ")
	if i := strings.LastIndexByte(t, '/'); i >= 0 {
		t = t[i+1:]
	}
	if i := strings.IndexAny(t, "?#"); i >= 0 {
		t = t[:i]
	}
	return postActions[strings.ToLower(t)]
}

// hintContradicted is the message for a tool that declares
// idempotentHint: true while its body creates a resource with no key: the
// annotation is a claim clients act on (MCP ToolAnnotations: an idempotent
// tool may be called again with the same arguments to no further effect),
// so a retry after a lost response creates a second resource (issue 21).
// where says where the mutation is: "requests.post at line 12", or the
// chain of calls to it in another file.
func hintContradicted(tool, mutation, where string) string {
	return tool + " declares idempotentHint: true, but its body contradicts the hint: it performs " + mutation +
		" (" + where + ") with no idempotency key, so a client that retries it, " +
		"as the hint invites, creates the resource again; accept a caller-supplied idempotency key and deduplicate on it, " +
		"or drop the hint"
}

// overwriteRE matches a request flag that makes a POST replace what is
// there instead of adding another: force, overwrite, replace or upsert set
// to true (`params={"force": "True"}`, `{ overwrite: true }`, `?force=true`).
var overwriteRE = regexp.MustCompile(`(?i)\b(force|overwrite|replace|upsert)["']?\s*[:=]\s*["']?(true|1)\b`)

// overwrites reports whether a request call asks the upstream to overwrite
// (overwriteRE) in one of its arguments or in a variable of the file an
// argument names: such a POST is an upsert, which the rule does not report
// (a retry replaces the resource with the same content).
func overwrites(f *model.File, call *model.Node) bool {
	args := call.ChildByFieldName("arguments")
	for i := 0; args != nil && i < int(args.NamedChildCount()); i++ {
		a := args.NamedChild(i)
		if a.Sym() == syntax.SymKeywordArgument {
			a = a.ChildByFieldName("value")
		}
		if a == nil {
			continue
		}
		if overwriteRE.MatchString(f.Text(a)) {
			return true
		}
		if a.Sym() == model.SymIdentifier {
			if v := f.Resolve(a); v != a && overwriteRE.MatchString(f.Text(v)) {
				return true
			}
		}
	}
	return false
}
