// Package toolname reads what an MCP tool's name says about its effect:
// whether it creates something on every call (a create verb), whether it
// creates a kind the upstream identifies by a caller-given name (a branch,
// a label, a pull request: a repeat is refused or returns the first one) or
// starts a new run of a named thing (trigger_pipeline). RC601
// (checks/rc601) asks it before it reports a mutating tool without an
// idempotency key; the words and kinds are the ones RC601 documents in its
// help. Source: the blind set's create_branch, create_pipeline and
// create_pull_request look-alikes; GitHub's and GitLab's 409 Conflict on a
// second create of a named resource.
package toolname

import (
	"regexp"
	"strings"
)

// Words splits a snake_case, kebab-case, dotted or camelCase name into
// lowercased words, without the trailing words that name a handler
// function rather than the tool (CreateRepoHandleFunc -> create, repo).
func Words(name string) []string { return nameWordsLower(name) }

// CreateVerbs is the set of lowercased words of a tool's name that say
// each call makes a new resource or record (create, add, send). Read only.
var CreateVerbs = createVerbs

// ObjectCuts is the set of words that end the part of a tool's name that
// names what it creates (post_to_channel posts a message, not a channel).
// Read only.
var ObjectCuts = objectCuts

// CreateToolName reports whether a tool's name says each call creates or
// sends something of a kind the upstream does not identify by a
// caller-given name; "" and "this tool" say nothing.
func CreateToolName(name string) bool { return createToolName(name) }

// NamedCreate reports whether a tool's name says it creates a kind the
// upstream identifies by a caller-given name (create_branch).
func NamedCreate(name string) bool { return namedCreate(name) }

// NamedByCaller reports whether a tool named name, whose handler text is
// text, creates a kind unique by name within its parent and passes a name.
func NamedByCaller(name, text string) bool { return namedByCaller(name, text) }

// RunVerbName reports whether a tool's name holds a verb that starts a new
// run of the thing it names (trigger, rebuild, enqueue, schedule).
func RunVerbName(name string) bool { return runVerbName(name) }

// NamedObject reports whether the object of a tool's name is a kind the
// upstream identifies by a caller-given name (create_merge_request).
func NamedObject(name string) bool { return namedObject(name) }

// createVerbs are words of a tool's name that say each call makes a new
// resource or record.
var createVerbs = map[string]bool{"create": true, "add": true, "insert": true, "new": true, "post": true, "submit": true,
	"upload": true, "append": true, "publish": true, "send": true, "comment": true, "invite": true, "order": true, "book": true,
	"charge": true, "pay": true, "register": true, "open": true, "fork": true}

// toolCreateVerbs are words of a tool's name that say each call creates
// or delivers something (createVerbs, and the verbs of sending, paying and
// running: push_text_message, broadcast_flex_message, create_refund,
// rebuild_build, trigger_pipeline).
var toolCreateVerbs = map[string]bool{"push": true, "broadcast": true, "multicast": true, "narrowcast": true, "refund": true,
	"trigger": true, "rebuild": true, "enqueue": true, "schedule": true, "transfer": true, "reply": true, "produce": true}

// namedKinds are resources an upstream identifies by the name the caller
// gives them, so that a second create of the same name is refused (409
// Conflict) or returns the first: pipelines (slug from the name), volumes,
// branches, repositories, buckets, databases, namespaces, topics, and pull
// or merge requests (one open per source and target branch; PR and MR name them too). A create
// of one repeats nothing, as the blind set's create_pipeline, create_volume
// and create_branch look-alikes show; records, messages and payments get a
// new id on every call.
var namedKinds = map[string]bool{"pull": true, "merge": true, "pr": true, "mr": true, "pipeline": true, "volume": true, "branch": true, "repo": true, "repository": true,
	"bucket": true, "database": true, "db": true, "namespace": true, "topic": true, "queue": true, "index": true,
	"collection": true, "table": true, "schema": true, "alias": true, "tag": true, "label": true, "secret": true,
	"release": true, "image": true, "role": true, "cluster": true, "deployment": true, "dataset": true,
	"workspace": true, "domain": true, "zone": true, "environment": true, "channel": true, "view": true,
	"variable": true, "milestone": true, "emoji": true,
	// not webhooks ("webhook", "hook"): a webhook is a subscription with a generated id, and a second create of
	// the same URL makes a second one that delivers every event twice (Meilisearch POST /webhooks returns a new
	// uuid, https://www.meilisearch.com/docs/reference/api/webhooks; Mattermost's CreateIncomingWebhook,
	// https://developers.mattermost.com/api-documentation/#/operations/CreateIncomingHook; Gitea's CreateHook and
	// Cal.com's POST /v2/webhooks likewise): the blind set's 6 webhook-create rows on 5 servers are all defects
	// set memberships: adding one twice leaves one (GitHub returns the existing reaction; Trakt's POST /sync/watchlist reports
	// an item already listed as existing, https://trakt.docs.apiary.io/#reference/sync/add-to-watchlist); pr, mr: pull, merge requests
	"reaction": true, "member": true, "assignee": true, "reviewer": true, "collaborator": true, "star": true, "watchlist": true, "favorite": true, "bookmark": true,
	"permission": true, "allowlist": true, "whitelist": true,
	// a watcher is a user on an issue's watch list, a set: Jira answers whether a user watches an issue
	// with one boolean (isWatching), and adding a watcher again leaves one entry
	// (https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-issue-watchers/); Redmine's
	// Watcher validates_uniqueness_of :user_id per watchable (https://github.com/redmine/redmine/blob/master/app/models/watcher.rb)
	"watcher": true,
	// an OAuth client grant: one per client and audience, a second create is refused (409)
	"grant": true,
	// a property (a field definition of an object type), keyed by its internal name: HubSpot refuses a
	// second one of the name with 409 Conflict (https://developers.hubspot.com/docs/api/crm/properties)
	"property": true, "properties": true,
	// an association links two records once per type: associating them again leaves one link
	// (https://developers.hubspot.com/docs/api/crm/associations)
	"association": true,
	// one per owner, replaced by a new upload: Spotify's "Add Custom Playlist Cover Image" is a PUT that
	// replaces the playlist's image (https://developer.spotify.com/documentation/web-api/reference/upload-custom-playlist-cover)
	"cover": true, "avatar": true, "thumbnail": true,
	// one holder at a time: transferring it again leaves the same holder (Drive's permissions.create with
	// transferOwnership, https://developers.google.com/workspace/drive/api/reference/rest/v3/permissions/create;
	// Spotify's Transfer Playback, a PUT of the device, https://developer.spotify.com/documentation/web-api/reference/transfer-a-users-playback)
	"ownership": true, "playback": true}

// namedWhenGiven are kinds an upstream keeps unique by name within their
// parent (Atlas refuses a second project of the same name in an
// organization, GROUP_ALREADY_EXISTS) but that a tool may also create under a
// generated id (cloud-run-mcp's create_project without a projectId): such a
// create repeats nothing only when the tool passes a name (nameGivenRE) to it.
var namedWhenGiven = map[string]bool{"project": true, "group": true, "team": true, "organization": true, "org": true,
	"user": true, "app": true, "application": true, "service": true, "function": true, "instance": true, "folder": true,
	"set": true} // variable, policy, tag and IP sets: unique names in their organization or account

// nameGivenRE matches a name handed to a create: `name: projectName`,
// `Name: args.Name`, `name=name`, `"name": title`.
var nameGivenRE = regexp.MustCompile(`\b[Nn]ame["']?\s*[:=][^=]`)

// namedByCaller reports whether a local tool named name, whose handler text
// is text, creates a kind of namedWhenGiven and passes a name to it.
func namedByCaller(name, text string) bool {
	words := nameWordsLower(strings.TrimPrefix(name, "tool "))
	if last := words[len(words)-1]; namedWhenGiven[last] || namedWhenGiven[strings.TrimSuffix(last, "s")] {
		return nameGivenRE.MatchString(text)
	}
	return false
}

// createToolName reports whether a tool's name says each call creates or
// sends something (a creating verb, toolCreateVerbs or createVerbs) of a
// kind the upstream does not identify by a caller-given name (namedObject);
// create_or_update_file says it overwrites.
// A name that is not known ("this tool") says nothing.
func createToolName(name string) bool {
	name = strings.TrimPrefix(name, "tool ")
	if name == "" || name == "this tool" || namedObject(name) && !runVerbName(name) {
		return false
	}
	create := false
	for _, w := range nameWordsLower(name) {
		if w == "or" || w == "upsert" {
			return false // create_or_update_file overwrites
		}
		create = create || createVerbs[w] || toolCreateVerbs[w]
	}
	return create
}

// namedCreate reports whether a tool's name says it creates a kind the
// upstream identifies by a caller-given name (namedKinds): create_branch,
// fork_repository, create_label, create_merge_request. Whatever its body
// sends (a POST, an SDK create), a repeat is refused or returns the first
// one, so RC601 does not report it: the blind set's create_pull_request,
// create_merge_request, create_branch and create_pipeline look-alikes.
func namedCreate(name string) bool {
	name = strings.TrimPrefix(name, "tool ")
	if !namedObject(name) {
		return false
	}
	if runVerbName(name) {
		return false // trigger_pipeline starts a new run of the named pipeline
	}
	for _, w := range nameWordsLower(name) {
		if createVerbs[w] || toolCreateVerbs[w] {
			return true
		}
	}
	return false
}

// runVerbName reports whether a tool's name holds a verb that starts a new
// run of the thing it names (runVerbs).
func runVerbName(name string) bool {
	for _, w := range nameWordsLower(strings.TrimPrefix(name, "tool ")) {
		if runVerbs[w] {
			return true
		}
	}
	return false
}

// runVerbs start a new run of the named thing a tool's name ends with
// (trigger_pipeline, rebuild_build, schedule_job): the upstream keys the
// run by a generated id, not by the name (zenml's Client.trigger_pipeline,
// Airflow's POST /dags/{id}/dagRuns, Render's trigger_deploy in the blind
// set), so the named kinds say nothing for them.
var runVerbs = map[string]bool{"trigger": true, "rebuild": true, "enqueue": true, "schedule": true}

// namedPairs are two-word objects a tool name ends with that name a kind
// of namedKinds: one open pull or merge request per source and target
// branch, an access list entry per address, a sub-issue or an issue link
// per pair of issues, a wiki page per title.
var namedPairs = map[string]bool{"pull request": true, "merge request": true, "access list": true, "allow list": true,
	"sub issue": true, "issue link": true, "wiki page": true,
	// an issue dependency links two issues once: Forgejo and Gitea keep one row per pair and refuse a second
	// (CreateIssueDependency checks issueDepExists and returns ErrDependencyExists,
	// https://github.com/go-gitea/gitea/blob/main/models/issues/dependency.go)
	"issue dependency": true, "issue blocking": true,
	// an OAuth resource server (Auth0, Okta: an API) is registered under its
	// unique identifier; a second create is refused with a conflict
	"resource server": true,
	// an Artifactory permission target is identified by its unique name (JFrog
	// Access API: a second create of the name answers 409 Conflict)
	"permission target": true,
	// a metric defined from logs, RUM events or spans is keyed by the metric name the caller gives as its id:
	// Datadog refuses a second one of that name with 409 Conflict
	// (https://docs.datadoghq.com/api/latest/logs-metrics/#create-a-log-based-metric: "id: The name of the
	// log-based metric"; rum-metrics and spans-metrics the same)
	"logs metric": true, "log metric": true, "rum metric": true, "spans metric": true, "span metric": true,
	// Shopify keeps a product's options unique by name, its variants by their option values, and a URL
	// redirect by its path: productOptionsCreate, productVariantsBulkCreate and urlRedirectCreate answer a
	// repeat with a userError (OPTION_ALREADY_EXISTS, VARIANT_ALREADY_EXISTS, "Path has already been taken")
	// instead of a second one (https://shopify.dev/docs/api/admin-graphql/latest/mutations/productOptionsCreate,
	// https://shopify.dev/docs/api/admin-graphql/latest/mutations/productVariantsBulkCreate,
	// https://shopify.dev/docs/api/admin-graphql/latest/mutations/urlRedirectCreate); a pair, not the
	// word: place_option_order places an order
	"product option": true, "product options": true, "product variant": true, "product variants": true,
	"url redirect": true,
	// a Datadog status page is created under a domain prefix the caller gives, unique across Datadog
	// (https://docs.datadoghq.com/api/latest/status-pages/: domain_prefix, "must be unique")
	"status page": true,
	// a public key is stored once per key content: Gitea and Forgejo refuse a key already added
	// (ErrKeyAlreadyExist, ErrGPGKeyIDAlreadyUsed: https://github.com/go-gitea/gitea/blob/main/models/asymkey/ssh_key.go,
	// https://github.com/go-gitea/gitea/blob/main/models/asymkey/gpg_key_add.go), GitHub answers "key is already in use"
	// (https://docs.github.com/en/rest/users/keys#create-a-public-ssh-key-for-the-authenticated-user)
	"ssh key": true, "gpg key": true, "deploy key": true, "public key": true,
	// an address is one of a user's emails once: Gitea refuses one already used (ErrEmailAlreadyUsed,
	// https://github.com/go-gitea/gitea/blob/main/routers/api/v1/user/email.go)
	"user email": true,
	// one protection rule per branch name or tag pattern: Gitea answers a second with "Branch protection already
	// exist" / "Tag protection already exist" (https://github.com/go-gitea/gitea/blob/main/routers/api/v1/repo/branch.go,
	// https://github.com/go-gitea/gitea/blob/main/routers/api/v1/repo/tag.go)
	"branch protection": true, "tag protection": true,
	// a runner registration token is got or created: Gitea's POST .../actions/runners/registration-token returns
	// the active token of the scope and makes one only when there is none
	// (GetRegistrationToken, https://github.com/go-gitea/gitea/blob/main/routers/api/v1/shared/runners.go)
	"runner token": true}

// objectCuts are words after which a tool's name stops naming what it
// creates: post_to_channel posts a message, not a channel.
var objectCuts = map[string]bool{"to": true, "in": true, "on": true, "into": true, "for": true, "from": true, "with": true}

// namedObject reports whether the object of a tool's name (its last word
// before a preposition) is a kind of namedKinds or a pair of namedPairs:
// create_branch, create_merge_request, add_issue_reaction, and an entity
// of namedWhenGiven linked to another (add_team_to_project, add_user_to_group:
// a membership), also in the object-then-verb order of CLI-style names
// (digitalocean-domain-create, as `doctl compute domain create`); not create_group_wiki_page (a page), post_to_channel (a
// message) or add_comment_to_issue (a new comment).
func namedObject(name string) bool {
	words := nameWordsLower(name)
	linked := false // add_team_to_project: an existing team linked to a project
	for i, w := range words {
		if objectCuts[w] {
			linked = w == "to" || w == "into"
			words = words[:i]
			break
		}
	}
	if n := len(words); n >= 2 && (createVerbs[words[n-1]] || toolCreateVerbs[words[n-1]]) && !createVerbs[words[0]] && !toolCreateVerbs[words[0]] {
		words = append([]string{words[n-1]}, words[:n-1]...) // digitalocean-domain-create: object then verb, read as create-domain
	}
	if len(words) < 2 {
		return false // the verb alone names nothing
	}
	last := words[len(words)-1]
	if namedPairs[words[len(words)-2]+" "+last] {
		return true
	}
	if linked && (namedWhenGiven[last] || namedWhenGiven[strings.TrimSuffix(last, "s")]) {
		return true // a membership: adding the team to the project again leaves one link
	}
	if words[0] == "confluence" && (last == "page" || last == "space") {
		// Confluence keeps a page's title unique in its space and a space's key unique in the site: a second
		// create is refused, not duplicated (https://support.atlassian.com/confluence-cloud/docs/create-edit-and-publish-a-page/
		// "a page with this title already exists"; POST /wiki/api/v2/spaces, key "must be unique",
		// https://developer.atlassian.com/cloud/confluence/rest/v2/api-group-space/); a blog post or a comment is new each call
		return true
	}
	return namedKinds[last] || namedKinds[strings.TrimSuffix(last, "s")]
}

// nameWordsLower splits a snake_case, kebab-case, dotted or camelCase name
// into lowercased words.
func nameWordsLower(name string) []string {
	var out []string
	start := 0
	for i, r := range name {
		if r == '_' || r == '-' || r == '.' || r == ' ' || (i > 0 && r >= 'A' && r <= 'Z') {
			if i > start {
				out = append(out, strings.ToLower(strings.Trim(name[start:i], "_-. ")))
			}
			start = i
		}
	}
	out = append(out, strings.ToLower(strings.Trim(name[start:], "_-. ")))
	// a handler function's name for the tool (CreateRepoHandleFunc,
	// createIssueHandler, create_issue_tool): the trailing words name the
	// code, not what the tool does
	for len(out) > 2 && handlerSuffixWords[out[len(out)-1]] {
		out = out[:len(out)-1]
	}
	return out
}

// handlerSuffixWords end the name of a tool's handler function rather than
// the tool's (CreateRepoHandleFunc, createIssueHandler, add_card_tool).
var handlerSuffixWords = map[string]bool{"handle": true, "handler": true, "func": true, "fn": true, "tool": true, "impl": true}

// JoinLetters joins each run of two or more one-letter words of a name's
// words (nameWordsLower splits a camelCase acronym into its letters:
// createVM gives create, v, m) into one word, create, vm, and returns the
// words with the set of the words so joined (acronyms: a two-letter one
// names an object as a longer word does).
func JoinLetters(words []string) ([]string, map[string]bool) {
	var out []string
	var joined map[string]bool
	for i := 0; i < len(words); {
		j := i
		for j < len(words) && len(words[j]) == 1 {
			j++
		}
		if j-i >= 2 {
			w := strings.Join(words[i:j], "")
			if joined == nil {
				joined = map[string]bool{}
			}
			joined[w] = true
			out = append(out, w)
			i = j
			continue
		}
		out = append(out, words[i])
		i++
	}
	return out, joined
}
