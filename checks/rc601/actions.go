package rc601

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// stateActions are last URL path segments of POSTs that move a resource to
// a state (GitLab's /approve, /unapprove, /todos/:id/mark_as_done, GitHub's
// /lock, a draft's /publish, a milestone's /promote): repeating one leaves the resource in the state the first attempt
// set, so it is no mutation a retry repeats. Actions that start work (run,
// trigger, retry, rebuild, start, sync) are absent: each call starts
// another.
var stateActions = map[string]bool{"approve": true, "unapprove": true, "close": true, "reopen": true, "archive": true,
	"unarchive": true, "lock": true, "unlock": true, "pause": true, "resume": true, "suspend": true, "unsuspend": true,
	"enable": true, "disable": true, "activate": true, "deactivate": true, "cancel": true, "stop": true,
	"subscribe": true, "unsubscribe": true, "mark_as_done": true, "done": true, "star": true, "unstar": true, "pin": true,
	"unpin": true, "protect": true, "unprotect": true, "block": true, "unblock": true, "mute": true, "unmute": true,
	"follow": true, "unfollow": true, "resolve": true, "unresolve": true, "hide": true, "unhide": true,
	"mark_as_read": true, "read": true, "accept": true, "reject": true, "decline": true, "publish": true,
	"bulk_publish": true, "promote": true, "play": true}

// stateToolName reports whether a tool's name begins with a state action
// (stateActions, and the verbs protect and unprotect): protect_branch,
// approve_merge_request, archive_project, promote_milestone, play_pipeline_job
// (a manual job plays once; GitLab refuses to play it again). Whatever its
// body sends, a repeat leaves the state the first call set.
func stateToolName(name string) bool {
	words := nameWordsLower(strings.TrimPrefix(name, "tool "))
	if len(words) == 0 {
		return false
	}
	return stateActions[words[0]] && words[0] != "read"
}

// requestTarget returns the text of a request call's URL argument and of
// what it stands for in the file: the `url` keyword or first argument, a
// variable's value, the first argument of `new URL(...)` behind
// `url.toString()` or `url.href` (gitlab-mcp's `fetch(url.toString(), ...)`
// with `const url = new URL(`${api}/merge_requests/${iid}/approve`)`).
func requestTarget(f *model.File, call *model.Node) string {
	t := f.Kwarg(call, "url")
	if t == nil {
		t = model.Arg(call, 0)
	}
	for i := 0; t != nil && i < 4; i++ {
		t = model.Unwrap(t)
		switch t.Sym() {
		case model.SymCallExpression: // url.toString()
			fn := model.Callee(t)
			if fn == nil || fn.Sym() != model.SymMemberExpression || f.Text(fn.ChildByFieldName("property")) != "toString" {
				return f.Text(t)
			}
			t = fn.ChildByFieldName("object")
		case model.SymMemberExpression: // url.href
			if f.Text(t.ChildByFieldName("property")) != "href" {
				return f.Text(t)
			}
			t = t.ChildByFieldName("object")
		case model.SymNewExpression: // new URL(path, base)
			if f.Text(model.Callee(t)) != "URL" || model.NumArgs(t) == 0 {
				return f.Text(t)
			}
			t = model.Arg(t, 0)
		case model.SymIdentifier:
			v := f.Resolve(t)
			if v == nil || v == t {
				return f.Text(t)
			}
			t = v
		default:
			return f.Text(t)
		}
	}
	if t == nil {
		return ""
	}
	return f.Text(t)
}

// stateActionPost reports whether POST call targets a state action
// (stateActions) as its last path segment.
func stateActionPost(f *model.File, call *model.Node) bool {
	t := strings.TrimRight(requestTarget(f, call), "\"'`) ")
	if i := strings.IndexAny(t, "?#"); i >= 0 {
		t = t[:i]
	}
	if i := strings.LastIndexByte(t, '/'); i >= 0 {
		t = t[i+1:]
	}
	return stateActions[strings.ToLower(t)]
}

// graphQLPost reports whether a POST goes to a GraphQL endpoint (a word
// graphql in its target): GraphQL sends queries and mutations alike as
// POSTs, so the method says nothing; such a POST is a client create
// (SDKCreate), reported only for a tool named to create.
func graphQLPost(f *model.File, call *model.Node) bool {
	return strings.Contains(strings.ToLower(requestTarget(f, call)), "graphql")
}

// postKind refines a POST or PATCH request m of call: "" for a state
// action, SDKCreate for a GraphQL request, else m.
func postKind(f *model.File, call *model.Node, m string) string {
	if m != "POST" {
		return m
	}
	switch {
	case stateActionPost(f, call):
		return ""
	case graphQLPost(f, call):
		return SDKCreate
	}
	return m
}
