// Package stateverb reads the verb of a tool's name where it stands, past a
// product or module prefix and a handler prefix (centreon_host_create,
// dns.dnssec.enable, property_bulk_activate, Go's HandleCloseTask), and
// says whether that verb moves a resource to a fixed state: a repeat of the
// call leaves the state the first attempt set, so RC601 has no duplicate to
// report (RFC 9110 section 9.2.2 defines idempotent by this effect).
package stateverb

import "strings"

// Transitions are verbs that set a resource to one fixed state: closing a
// closed task, enabling an enabled zone signing, activating an active
// version, stopping a stopped build, ensuring a running machine runs. A
// verb that starts work or delivers something again on each call (start,
// restart, retry, run, publish a message, play) is absent, and so are words
// that are also nouns of what a tool creates (block, pin, star, read, done,
// follow), which a name may carry after its real verb
// (notion_append_block_children).
var Transitions = map[string]bool{"close": true, "reopen": true, "archive": true, "unarchive": true,
	"lock": true, "unlock": true, "pause": true, "resume": true, "suspend": true, "unsuspend": true,
	"enable": true, "disable": true, "activate": true, "deactivate": true, "cancel": true, "stop": true,
	"approve": true, "unapprove": true, "resolve": true, "unresolve": true, "protect": true, "unprotect": true,
	"mute": true, "unmute": true, "subscribe": true, "unsubscribe": true,
	// "complete" marks a task done (TickTick's POST
	// /project/{p}/task/{t}/complete, Todoist's POST /tasks/{id}/close):
	// a repeat leaves it done
	"complete": true, "uncomplete": true,
	// an applicant's decision: Greenhouse's POST /applications/{id}/reject, /unreject and /hire move the
	// application to rejected, active or hired and refuse the move from a state it has left
	// (https://developers.greenhouse.io/harvest.html#post-reject-application, #post-unreject-application,
	// #post-hire-application)
	"reject": true, "unreject": true, "hire": true,
	// "ensure" states the target state itself (orgo_ensure_running: POST
	// /computers/{id}/ensure-running, "Idempotent." in its description)
	"ensure": true,
	// a workflow transition moves an issue to the transition's target status;
	// Jira refuses a transition the new status does not offer
	// (https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-issues/#api-rest-api-3-issue-issueidorkey-transitions-post:
	// 400 "the transition is not valid")
	"transition": true,
	// terminating ends a resource for good: AWS's TerminateInstances is idempotent ("terminating an
	// already-terminated instance succeeds", https://docs.aws.amazon.com/AWSEC2/latest/APIReference/API_TerminateInstances.html),
	// Databricks' POST /api/2.0/clusters/delete terminates a cluster a repeat finds terminated, and Argo's
	// PUT .../terminate stops a workflow once (the blind set's terminate_cluster and terminate_workflow look-alikes)
	"terminate": true}

// startedKinds are machines a start moves to the running state: starting a
// running VM, instance, cluster or container leaves it running (EC2
// StartInstances, Azure begin_start, Databricks POST /clusters/start answers
// INVALID_STATE for a running cluster: the blind set's start_vm and
// start_cluster look-alikes), while a start of a job, pipeline, scan, timer
// or raid makes a new run each call (runVerbs). A sandbox is absent: E2B's
// POST /sandboxes, Daytona's and Modal's create a new sandbox per start.
var startedKinds = map[string]bool{"vm": true, "vms": true, "instance": true, "instances": true, "cluster": true, "clusters": true,
	"server": true, "servers": true, "container": true, "containers": true, "machine": true, "machines": true, "droplet": true,
	"node": true, "nodes": true, "computer": true}

// mergedKinds are the words after "merge" that name a pull or merge
// request: merging one moves it to merged, and the forges refuse a second
// merge (GitHub: 405 "Pull Request is not mergeable",
// https://docs.github.com/en/rest/pulls/pulls#merge-a-pull-request;
// Bitbucket Data Center's merge takes the request's version, 409 once it
// moved on). A merge of files or records (merge_pdfs, merge_contacts) is no
// such move.
var mergedKinds = map[string]bool{"pull": true, "pr": true, "mr": true}

// runVerbs start another run or make another thing on each call; a name
// whose first verb is one of them is no transition, whatever state word
// follows (schedule_stop_application creates a schedule).
var runVerbs = map[string]bool{"schedule": true, "trigger": true, "run": true, "start": true, "restart": true,
	"retry": true, "rebuild": true, "execute": true, "enqueue": true, "launch": true, "deploy": true,
	"invoke": true, "generate": true, "initiate": true, "bulk_create": true}

// Named reports whether words, a tool's name split into lower-case words,
// name a transition (Transitions) as their first verb: the first word that
// is a transition, a run verb (runVerbs) or a verb isVerb knows (create,
// add, send, get, update, delete, ...). Words before it are a prefix (a
// product, a module, a resource, "handle", "bulk") and say nothing. A name
// with no verb is no transition.
func Named(words []string, isVerb func(string) bool) bool {
	named, _ := named(words, isVerb)
	return named
}

// NamedAt is Named for a tool whose mutation is known: target is the text
// of the request or SDK call the tool sends (its URL, its method name). A
// start of a machine kind and a terminate are transitions only when the
// call addresses that move (EC2 StartInstances, Azure begin_start,
// Databricks POST /clusters/start or /clusters/delete, Argo's .../terminate):
// start_instance, start_container or terminate_and_create_node sending a
// POST to a collection (/instances, /containers/create) or a run/create SDK
// method (run_instances) create a new resource on each call.
func NamedAt(words []string, isVerb func(string) bool, target string) bool {
	named, verb := named(words, isVerb)
	if !named || verb != "start" && verb != "terminate" {
		return named
	}
	target = strings.ToLower(target)
	if verb == "start" {
		return strings.Contains(target, "start")
	}
	return strings.Contains(target, "terminat") || strings.Contains(target, "delete") || strings.Contains(target, "stop")
}

// named is Named, also returning the transition verb it found.
func named(words []string, isVerb func(string) bool) (bool, string) {
	for i, w := range words {
		if Transitions[w] || w == "merge" && i+1 < len(words) && mergedKinds[words[i+1]] || w == "start" && i+1 < len(words) && startedKinds[words[i+1]] {
			return true, w
		}
		if runVerbs[w] || isVerb(w) {
			return false, ""
		}
	}
	return false, ""
}
