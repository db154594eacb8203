// Package hookdup knows the upstreams that refuse a second webhook of the
// same target, so that RC601 (checks/rc601) excuses a webhook create only
// where the upstream keeps webhooks unique. A webhook is otherwise a
// subscription with a generated id: Meilisearch's POST /webhooks
// (https://www.meilisearch.com/docs/reference/api/webhooks), Mattermost's
// CreateIncomingWebhook
// (https://developers.mattermost.com/api-documentation/#/operations/CreateIncomingHook),
// Gitea's CreateHook and Cal.com's POST /v2/webhooks register a second
// webhook on a retried create, which then delivers every event twice (the
// blind set's six webhook-create rows on five servers are all defects, with
// no clean look-alike). Peer rule: CWE-837 (improper enforcement of a
// single, unique action).
package hookdup

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/toolname"
	"github.com/resilience-check/resilience-check/checks/model"
)

// refusers are the words (lowercase) that name an upstream refusing a
// second webhook of the same target, each with the upstream's answer:
//   - GitHub: 422 "Hook already exists on this repository" for a second
//     repository or organization hook of the same URL
//     (https://docs.github.com/en/rest/repos/webhooks#create-a-repository-webhook);
//   - Trello: 400 "A webhook with that callback, model, and token already
//     exists" (https://developer.atlassian.com/cloud/trello/guides/rest-api/webhooks/);
//   - Ghost: "Target URL has already been used for this event." (the Admin
//     API's webhooks service, https://github.com/TryGhost/Ghost/blob/main/ghost/core/core/server/services/webhooks/webhooks-service.js);
//   - Mailgun: a domain webhook is keyed by its event type, at most three
//     URLs each (https://documentation.mailgun.com/docs/mailgun/api-reference/send/mailgun/domain-webhooks);
//   - Shopify: "Address for this topic has already been taken"
//     (https://shopify.dev/docs/api/admin-graphql/latest/mutations/webhookSubscriptionCreate).
var refusers = []string{"api.github.com", "octokit", "pygithub", "go-github", "from github import", "trello", "ghost", "mailgun", "shopify"}

// Webhook reports whether a tool's name says it creates a webhook
// (create_webhook, add_repo_hook, webhooks_add): a create verb and a
// "webhook" or "hook" word.
func Webhook(name string) bool {
	create, hook := false, false
	for _, w := range toolname.Words(strings.TrimPrefix(name, "tool ")) {
		create = create || toolname.CreateVerbs[w]
		hook = hook || w == "webhook" || w == "webhooks" || w == "hook" || w == "hooks"
	}
	return create && hook
}

// Refused reports whether any of texts (a tool's name, the call chain to
// its mutation) names an upstream that refuses a second webhook of the
// same target (refusers).
func Refused(texts ...string) bool {
	for _, t := range texts {
		t = strings.ToLower(t)
		for _, r := range refusers {
			if strings.Contains(t, r) {
				return true
			}
		}
	}
	return false
}

// NamedIn reports whether a tool named name creates a webhook and its file
// f talks to an upstream that refuses a second one of the same target: a
// retried create makes nothing twice, so RC601 asks no idempotency key.
// The upstream is looked for in the file's code (its imports, URLs,
// calls), not in its comments: a comment naming GitHub says nothing of
// where the create goes.
func NamedIn(name string, f *model.File) bool {
	return Webhook(name) && (Refused(name) || f.ContainsFold(refusers...) && Refused(codeText(f)))
}

// codeText returns f's source with its comments left out.
func codeText(f *model.File) string {
	var b strings.Builder
	at := uint32(0)
	f.NodesOf(model.NewSymBitset(model.SymComment), func(c *model.Node) bool {
		if c.StartByte() >= at {
			b.Write(f.Src[at:c.StartByte()])
			at = c.EndByte()
		}
		return true
	})
	b.Write(f.Src[at:])
	return b.String()
}

// NamedChain reports whether a tool named name creates a webhook through a
// call chain (the function summaries' text) that names an upstream which
// refuses a second one of the same target.
func NamedChain(name, chain string) bool { return Webhook(name) && Refused(name, chain) }
