package rc601

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/methodarg"
	"github.com/resilience-check/resilience-check/checks/facts/retry"
	"github.com/resilience-check/resilience-check/checks/facts/rpcmethod"
	"github.com/resilience-check/resilience-check/checks/facts/stateverb"
	"github.com/resilience-check/resilience-check/checks/facts/upsert"
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
	"bulk_publish": true, "promote": true, "play": true, "favorite": true, "unfavorite": true,
	// a configuration reload re-reads the same files, and a shutdown (Prometheus'
	// POST /-/reload and /-/quit, https://prometheus.io/docs/prometheus/latest/management_api/)
	// finds the process stopping: a repeat leaves the state the first attempt set
	"reload": true, "quit": true, "shutdown": true, "ensure": true,
	// unpublishing (HubSpot's POST /marketing/v3/emails/{id}/unpublish) and
	// stopping (DataForSEO's POST /v3/on_page/force_stop ends the crawl task
	// it names) set a state a repeat finds set
	"unpublish": true, "force_stop": true}

// stateToolName reports whether a tool's name begins with a state action
// (stateActions, and the verbs protect and unprotect): protect_branch,
// approve_merge_request, archive_project, promote_milestone, play_pipeline_job
// (a manual job plays once; GitLab refuses to play it again); a start of a machine kind or a terminate
// only when target, the text of the mutation sent, confirms it (stateverb.NamedAt).
func stateToolName(name, target string) bool {
	words := nameWordsLower(strings.TrimPrefix(name, "tool "))
	if len(words) == 0 {
		return false
	}
	return stateActions[words[0]] && words[0] != "read" || stateverb.NamedAt(words, knownVerb, target)
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
	return targetText(f, t)
}

// targetText is requestTarget for the expression t that names the target.
func targetText(f *model.File, t *model.Node) string {
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

// setFieldsPatch: a PATCH is no mutation for RC601. RFC 5789 lets a PATCH
// be non-idempotent, but the PATCHes servers send set the fields they name
// (a JSON merge patch, RFC 7396): a repeat leaves the state the first
// attempt set. The blind set's reviewers labelled such tools clean
// (airtable-mcp-server's update_records, rollbar's update-item, auth0's
// update_application) and a strict reader called upstash's daily-backup
// PATCH false; RC301 still counts PATCH, as urllib3's default retry does.

// setVerbs begin the RPC-style path segments of POSTs that set a value of
// the resource the rest of the path names (upstash's
// v2/redis/update-regions/<id>, reset-password/<id>): a repeat sets it
// again, or rotates it again, and creates nothing.
var setVerbs = map[string]bool{"update": true, "set": true, "replace": true, "rename": true, "reset": true,
	"rotate": true, "regenerate": true,
	// modify is update's synonym (keboola's modify_flow: a PUT of the
	// configuration and a POST of its metadata, both set what they are given)
	"modify": true,
	// moving a message or file sets where it is (a repeat finds it there);
	// reindexing rebuilds an index to the state the first attempt left
	"move": true, "reindex": true,
	// assigning a role, an assignee or a label sets who holds it: a repeat
	// leaves the same holder (incident.io's assign_incident_role, batch 6)
	"assign": true}

// idSegment matches what follows an action in a path: an interpolation, a
// parameter or an identifier argument of a path array.
var idSegment = regexp.MustCompile(`\$\{[^}]*\}|\{[^}]*\}|:\w+`)

// stateActionPost reports whether POST call targets a state action
// (stateActions) as its last path segment, or an RPC-style action segment
// (update-regions, enable-dailybackup, reset_password) that only ids follow:
// `${api}/redis/update-regions/${id}`, ["v2/redis/reset-password", id].
func stateActionPost(f *model.File, call *model.Node) bool {
	return stateActionTarget(requestTarget(f, call))
}

// stateActionTarget is stateActionPost for a target's text.
func stateActionTarget(t string) bool {
	t = strings.TrimRight(t, "\"'`) ")
	if i := strings.IndexAny(t, "?#"); i >= 0 {
		t = t[:i]
	}
	// the last path segment, also after a prefix constant (Go's
	// `mgmtAPIEndpointPrefix + "reload"`), past a selector segment that says
	// which resources the action applies to (Kestra's POST /flows/disable/by-ids)
	segs := strings.FieldsFunc(t, func(r rune) bool { return r == '/' || r == '"' || r == '\'' || r == '`' || r == '+' || r == ' ' })
	if n := len(segs); n > 1 && selectorSegment(segs[n-1]) {
		segs = segs[:n-1]
		t = strings.Join(segs, "/")
	}
	if n := len(segs); n > 0 {
		last := strings.ToLower(segs[n-1])
		last = last[strings.LastIndexByte(last, '.')+1:] // a dotted RPC method: Outline's POST /documents.update (getoutline.com/developers)
		if stateActions[last] || setSegments[last] {
			return true
		}
	}
	if n := len(segs); n > 2 && settingNouns[strings.ToLower(segs[n-1])] && idSegment.MatchString(segs[n-2]) && !idSegment.MatchString(segs[n-3]) {
		return true
	}
	return commandOnResource(t) || actionSegment(t)
}

// setSegments are last path segments that are a bare setting verb: an
// RPC-style update of the records the body names by id (HubSpot's POST
// /crm/v3/objects/{type}/batch/update, "update a batch of objects by ID",
// https://developers.hubspot.com/docs/api-reference/crm-objects-v3/batch/post-crm-v3-objects-objectType-batch-update),
// which sets the fields it is given: a repeat leaves the state the first
// attempt set. Verbs that make something new on each call (rotate,
// regenerate, reset) are absent.
var setSegments = map[string]bool{"update": true, "set": true, "replace": true, "modify": true,
	// a move sets where the resource is (Todoist's POST /api/v1/tasks/{id}/move
	// with the target project_id): a repeat finds it there. A path segment
	// only: a tool named move_funds transfers money again.
	"move": true}

// settingNouns are last path segments that name one setting of the resource
// the id before them names (Smartlead's POST /campaigns/{id}/schedule,
// /settings and /status, https://api.smartlead.ai/reference: "update
// campaign schedule", "update campaign settings", "patch campaign status"):
// the POST replaces that setting with the body, so a repeat leaves the
// state the first attempt set. Without a collection and an id before them
// (POST /status, POST ${base}/schedule) they stay what the method says.
var settingNouns = map[string]bool{"status": true, "settings": true, "schedule": true, "config": true,
	"configuration": true, "preferences": true}

// selectorSegment reports whether a path segment names the resources an
// action before it applies to (`by-ids`, `by-query`, `by_id`, `byIds`):
// Kestra's bulk endpoints POST /flows/enable/by-ids and
// /flows/disable/by-query (https://kestra.io/docs/api-reference).
func selectorSegment(seg string) bool {
	words := nameWordsLower(seg)
	return len(words) == 2 && words[0] == "by"
}

// callCommands are commands of an existing call or session that move it to a
// state (Telnyx Call Control's POST /calls/{call_control_id}/actions/hangup,
// /answer, /reject, /transfer, /bridge, /hold): a repeat finds the call in the
// state the first attempt set (ended, answered, transferred) and Telnyx
// refuses a command on a call in the wrong state
// (https://developers.telnyx.com/docs/voice/programmable-voice/receiving-webhooks,
// "Call Control commands"). Commands that deliver something again on
// each call (send_dtmf, speak, playback_start, gather) are absent.
var callCommands = map[string]bool{"hangup": true, "answer": true, "reject": true, "transfer": true, "bridge": true,
	"hold": true, "unhold": true, "refer": true, "leave": true, "end": true}

// commandOnResource reports whether target text t is a command on an
// existing resource, `<collection>/<id>/actions/<command>`: the id says the
// resource exists, and the command sets its state (callCommands, a state
// action or a set verb as a word of it: playback_stop, record_pause,
// update_client_state). A command that adds or sends (send_dtmf, speak) and
// an `actions/<collection>` with no id before it (GitHub's
// /repos/{o}/{r}/actions/variables create) are none.
func commandOnResource(t string) bool {
	segs := strings.FieldsFunc(t, func(r rune) bool { return r == '/' || r == '"' || r == '\'' || r == '`' || r == ' ' })
	n := len(segs)
	if n < 3 || !strings.EqualFold(segs[n-2], "actions") || !idSegment.MatchString(segs[n-3]) {
		return false
	}
	words := nameWordsLower(segs[n-1])
	if len(words) == 0 {
		return false
	}
	if callCommands[words[0]] || setVerbs[words[0]] {
		return true
	}
	for _, w := range words {
		if stateActions[w] && w != "read" && w != "play" {
			return true
		}
	}
	return false
}

// actionSegment reports whether the last literal path segment of target
// text t, past the ids that follow it, is an action: its first word a state
// action or a set verb, joined to what it acts on (update-regions,
// reset_password, enableDailyBackup).
func actionSegment(t string) bool {
	if strings.HasPrefix(t, "[") { // a path array: its string items, in order
		var parts []string
		for _, item := range strings.Split(strings.Trim(t, "[]"), ",") {
			item = strings.TrimSpace(item)
			if len(item) > 1 && strings.ContainsRune("\"'`", rune(item[0])) {
				parts = append(parts, strings.Trim(item, "\"'`"))
			}
		}
		t = strings.Join(parts, "/")
	}
	t = idSegment.ReplaceAllString(t, "")
	segs := strings.FieldsFunc(t, func(r rune) bool { return r == '/' || r == '"' || r == '\'' || r == '`' || r == '+' || r == ' ' })
	if len(segs) == 0 {
		return false
	}
	seg := segs[len(segs)-1]
	words := nameWordsLower(seg)
	if len(words) < 2 {
		return false
	}
	return setVerbs[words[0]] || stateActions[words[0]] && words[0] != "read"
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
	case documentedIdempotentPost(f, postTarget(f, call)):
		return "" // an endpoint its API defines as idempotent (apiidem.go)
	case upsert.GraphConflictBehavior(f, call):
		return "" // Microsoft Graph conflictBehavior fail|replace: refused or replaced on a repeat
	case graphQLPost(f, call):
		if graphQLCreate(f, call) {
			return GraphQLCreate // mutation { issueCreate(...) } (graphql.go)
		}
		return SDKCreate
	}
	return m
}

// stateAction is xfacts.StateAction: call is a POST request whose own
// target is a state action (stateActionPost) or an endpoint its API defines
// as idempotent (documentedIdempotentPost), for the summaries.
func stateAction(f *model.File, call *model.Node) bool {
	return retry.MutatingRequest(f, call) == "POST" && (stateActionPost(f, call) || documentedIdempotentPost(f, postTarget(f, call)) || upsert.GraphConflictBehavior(f, call))
}

// postTarget is the target text of request call: the path argument of a
// request helper that takes the method from its caller (methodarg.Verb:
// `c.doRequest(ctx, "POST", url)`, `make_api_request(ctx, "post", path)`),
// else the call's own first argument or url keyword (requestTarget).
func postTarget(f *model.File, call *model.Node) string {
	if _, t := methodarg.Verb(f, call); t != nil {
		return targetText(f, t)
	}
	return requestTarget(f, call)
}

// helperPost classifies call as a POST handed to a request helper
// (methodarg.Verb: `self._make_request("POST", path)`, Go
// `client.ExecuteRequest(ctx, base, http.MethodPost, ...)`): "POST", or ""
// when its target argument names a read endpoint or a state action, or
// SDKCreate when it names a GraphQL endpoint, as for a request made in place.
func helperPost(f *model.File, call *model.Node) string {
	v, target := methodarg.Verb(f, call)
	if v == "" || upsert.GraphConflictBehavior(f, call) {
		return ""
	}
	if target != nil {
		t := targetText(f, target)
		switch {
		case retry.ReadTarget(f, target) || stateActionTarget(t) || rpcRead(t) || documentedIdempotentPost(f, t) || dottedNotCreate(t):
			return ""
		case strings.Contains(strings.ToLower(t), "graphql"):
			return SDKCreate
		}
	}
	if overwrites(f, call) {
		return ""
	}
	return v
}

// fileExts are suffixes that make a dotted last segment a file name, not
// a method name.
var fileExts = map[string]bool{"json": true, "xml": true, "php": true, "html": true, "htm": true, "aspx": true, "js": true, "txt": true, "csv": true}

// dottedNotCreate reports whether a request target ends in a dotted RPC
// method name (`${SLACK_API_BASE}/conversations.rename`, `/auth.test`,
// `/usergroups.users.update`: Slack's Web API sends every method as a POST,
// https://api.slack.com/web#methods) whose verb, the first word after the
// last dot, makes nothing new (rpcmethod.CreateVerbs): a read, a rename, an
// update or a removal, which a retry repeats harmlessly or replaces.
func dottedNotCreate(t string) bool {
	t = strings.TrimRight(t, "\"'`) ")
	if i := strings.IndexAny(t, "?#"); i >= 0 {
		t = t[:i]
	}
	slash := strings.LastIndexByte(t, '/')
	if slash <= 0 || t[slash-1] == '/' {
		return false // no path (`request.url`, a host `https://api.example.com`): no method name
	}
	last := t[slash+1:]
	i := strings.LastIndexByte(last, '.')
	if i <= 0 || i == len(last)-1 || strings.ContainsAny(last, "{}$ ") {
		return false
	}
	verb := last[i+1:]
	if fileExts[strings.ToLower(verb)] {
		return false
	}
	words := nameWordsLower(verb)
	return len(words) > 0 && !rpcmethod.CreateVerbs[words[0]]
}

// rpcReadVerbs begin the last path segment of an RPC-style read sent as a
// POST (YouTube's /youtubei/v1/get_transcript, Dropbox's
// /files/get_metadata and /files/list_folder).
var rpcReadVerbs = map[string]bool{"get": true, "list": true, "search": true, "query": true, "fetch": true, "read": true, "describe": true}

// rpcRead reports whether a request target's last path segment is an
// RPC-style read (rpcReadVerbs, its first word).
func rpcRead(t string) bool {
	t = strings.TrimRight(t, "\"'`) ")
	if i := strings.IndexAny(t, "?#"); i >= 0 {
		t = t[:i]
	}
	last := t[strings.LastIndexByte(t, '/')+1:]
	words := nameWordsLower(last)
	return len(words) > 1 && rpcReadVerbs[words[0]]
}
