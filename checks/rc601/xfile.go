package rc601

import (
	"slices"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/handlers/regflow"
	"github.com/resilience-check/resilience-check/checks/facts/hookdup"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
)

// pendingTool records tool t, which takes no idempotency key and whose
// handler shows no mutation in this file, for the function summaries: its
// handler may call a service module that POSTs or INSERTs (issue 18).
// hinted says the tool declares idempotentHint: true.
func (c *idemCheck) pendingTool(t idemTool, hinted bool) {
	f := c.f
	name := "this tool"
	if t.name != "" {
		name = "tool " + t.name
	}
	fix := keyFixes.For(f.Lang)
	x := xfacts.Of(f)
	at := xfacts.SpanOf(f, t.report)
	x.Tools = append(x.Tools, xfacts.Tool{At: at, Handler: xfacts.SpanOf(f, t.handler), Name: name, Fix: fix, LineText: f.Line(at.Line), Hinted: hinted})
}

// Mutation classifies call as RC601's non-idempotent mutation ("POST",
// "PATCH", "INSERT", "increment UPDATE", "insert", "send", "Stripe
// create"), or "" — for the function summaries, which record the mutations
// a function makes. A mutation whose enclosing function mentions an
// idempotency key (sends the header) is none.
func Mutation(f *model.File, call *model.Node) string {
	c := &idemCheck{f: f}
	m := c.mutation(call)
	if m == "" {
		return ""
	}
	if fn := model.EnclosingFunc(call); fn != nil && (keyedFunc(f, fn) || telemetryName(regflow.FuncName(f, fn))) {
		return ""
	}
	return m
}

// inTelemetry reports whether call lies in a function whose name says it
// reports usage (telemetryName: `const posthog = async (event, props) =>
// { await fetch(CAPTURE_URL, { method: "POST", ... }) }`): the tool's own
// file judges such a POST no mutation, as the summaries do (Mutation).
func inTelemetry(f *model.File, call *model.Node) bool {
	fn := model.EnclosingFunc(call)
	return fn != nil && telemetryName(regflow.FuncName(f, fn))
}

// telemetryName reports whether a function's name says it reports usage
// (trackEvent, track, sendEvent, logEvent, captureAnalytics,
// sendTelemetry): the POST it makes is the server's own analytics, not the
// mutation the tool was asked for, and repeating it duplicates no resource
// of the caller's.
//
// A word of the name that names a product-analytics or tracing client
// (telemetryWords: `posthog(event, props)`, `tracer.runWithSpan(...)`), or
// a span wrapper (`withSpan`, `startActiveSpan`, `runWithSpan`), says the
// same: PostHog's capture API, Mixpanel's /track and an OpenTelemetry
// exporter's OTLP POST record an event about the call, and a repeat adds an
// event, not a resource the caller owns (judge12 in blind-unlisted.tsv:
// mobile-mcp's gestures, reported for its PostHog event). So does a "log to"
// helper (`log_to_slack(text)`, `logToChannel(msg)`): the server's own log
// line posted to a channel of its operator's (redhat slack-mcp's
// refresh_channel_cache, whose only POST is that log line).
func telemetryName(name string) bool {
	low := strings.ToLower(name)
	if strings.HasPrefix(low, "track") || strings.Contains(low, "telemetry") || strings.Contains(low, "analytics") ||
		low == "sendevent" || low == "logevent" || low == "captureevent" {
		return true
	}
	words := nameWordsLower(name)
	if len(words) > 2 && words[0] == "log" && words[1] == "to" {
		return true // log_to_slack(text): the server's own log line posted to a channel, not the tool's action
	}
	for i, w := range words {
		if telemetryWords[w] || w == "span" && i > 0 && spanVerbs[words[i-1]] {
			return true
		}
	}
	return false
}

// telemetryWords are words of function or object names that name a
// product-analytics or tracing client: PostHog
// (https://posthog.com/docs/api/capture), Mixpanel
// (https://developer.mixpanel.com/reference/track-event), Amplitude
// (https://amplitude.com/docs/apis/analytics/http-v2), an OpenTelemetry
// tracer or OTLP exporter (https://opentelemetry.io/docs/specs/otlp/).
var telemetryWords = map[string]bool{"posthog": true, "mixpanel": true, "amplitude": true, "tracer": true,
	"otel": true, "opentelemetry": true, "otlp": true}

// spanVerbs precede "span" in the name of a function that runs its callback
// inside a tracing span (runWithSpan, withSpan, startActiveSpan).
var spanVerbs = map[string]bool{"with": true, "start": true, "active": true}

// telemetryChain reports whether a call chain of the function summaries
// ("a() -> trackEvent.trackX() -> this.sendEvent() -> fetch()") passes
// through a function telemetryName accepts.
func telemetryChain(chain string) bool {
	for _, step := range strings.Split(chain, " -> ") {
		step = strings.TrimSpace(step)
		if i := strings.IndexByte(step, '('); i >= 0 {
			step = step[:i]
		}
		if telemetryName(step[strings.LastIndexByte(step, '.')+1:]) || telemetryName(step) {
			return true // trackEvent.trackX(), tracer.runWithSpan()
		}
	}
	return false
}

// CrossFileMessage is the message of an RC601 finding whose mutation was
// found in the function summaries: tool names the tool ("tool create_ticket"), what the mutation ("POST"),
// chain the calls from the handler to it; "" for an SDK create (SDKCreate) when the tool's name does not say
// it creates (createToolName), and for a webhook create of an upstream that refuses a second one (hookdup).
func CrossFileMessage(tool, what, chain string) string {
	if what == SDKCreate && !createToolName(tool) || namedCreate(tool) || stateToolName(tool, chain) || setToolName(tool) || deleteToolName(tool) || telemetryChain(chain) ||
		queryPost(tool, what, chain) || hookdup.NamedChain(tool, chain) {
		return "" // a client's create counts for a tool named to create; a named kind is no duplicate
	}
	return tool + " performs " + article(what) + " " + what + " (" + chain + ") but takes no idempotency key, " +
		"so a retry after a lost response repeats the mutation; accept a caller-supplied idempotency key and deduplicate on it"
}

// queryPost reports whether a plain POST the function summaries found (no
// SDK create, no INSERT) is a query sent as POST: the tool's name reads
// (readOnlyName: get_prices, search_items), as the in-file judge already
// treats such a tool, or, when the tool's name does not write, the service
// method the tool calls first is named to read (alchemy's
// alchemyApi.getTokenPriceByAddress() -> pricesClient.post("/by-address"):
// price, balance and trace APIs take their lists of addresses in a POST
// body). A tool named to write (create_x, send_y) keeps its finding
// whatever its helpers are called. Source: bench/realcode/blind10-misses and
// the batch-10 judges (blind-unlisted.tsv, judge10b: 49 of 54 RC601 on one
// server were read-only POSTs).
func queryPost(tool, what, chain string) bool {
	if what != "POST" {
		return false
	}
	name := strings.TrimPrefix(tool, "tool ")
	if strings.HasPrefix(tool, "tool ") {
		if readOnlyName(name) || readLead(name) {
			return true
		}
		for _, w := range nameWordsLower(name) {
			if writeToolVerbs[w] {
				return false
			}
		}
	}
	first, _, _ := strings.Cut(chain, " -> ")
	if i := strings.IndexByte(first, '('); i >= 0 {
		first = first[:i]
	}
	return readOnlyName(first[strings.LastIndexByte(first, '.')+1:])
}

// readLead reports whether a tool's name begins with a read verb and joins
// no second verb to it (no "and", "or"): the words after the verb name
// what it reads, though some are verbs elsewhere (Zabbix's
// get_trigger_events, list_post_comments, get_commit_status).
func readLead(name string) bool {
	ws := nameWordsLower(name)
	return len(ws) > 0 && readToolVerbs[ws[0]] && !slices.Contains(ws, "and") && !slices.Contains(ws, "or")
}

// setToolName reports whether a tool's name begins with a verb that sets a
// value (setVerbs: set_item_config, update_node, replace_definition): the
// summaries keep no URL to test, and a service module's POST for such a
// tool writes the whole value it is given (Jenkins' config.xml), a replace
// a repeat leaves as the first attempt did. The name stands in for the
// action URL test of a POST in the tool's own file (stateActionTarget).
func setToolName(tool string) bool {
	words := verbFirst(nameWordsLower(strings.TrimPrefix(tool, "tool ")))
	return len(words) > 0 && (setVerbs[words[0]] || words[0] == "change" && words[len(words)-1] == "status") // SonarQube's do_transition sets the status given
}

// verbFirst drops the words a tool's name begins with before its first
// verb (a product or module prefix: nc_cookbook_set_config,
// deck_delete_card), so that the verb is read where it stands; a name with
// no known verb is returned whole.
func verbFirst(words []string) []string {
	for i, w := range words {
		if knownVerb(w) {
			return words[i:]
		}
	}
	return words
}

// knownVerb reports whether w is a verb the tool-name tests know.
func knownVerb(w string) bool {
	return setVerbs[w] || deleteVerbs[w] || stateActions[w] || createVerbs[w] || readToolVerbs[w] || writeToolVerbs[w]
}

// deleteToolName reports whether a tool's name begins with a verb that
// deletes (delete_card_relation, remove_member, unlink_issue): a POST the
// summaries find for it is a delete sent as POST (GraphQL mutations, RPC
// APIs), idempotent by its effect (RFC 9110 section 9.2.2: a repeat finds
// the resource gone). The name stands in for the URL the summaries keep not.
func deleteToolName(tool string) bool {
	words := verbFirst(nameWordsLower(strings.TrimPrefix(tool, "tool ")))
	return len(words) > 0 && deleteVerbs[words[0]]
}

// deleteVerbs are deleteToolName's verbs.
var deleteVerbs = map[string]bool{"delete": true, "remove": true, "unlink": true, "detach": true, "destroy": true, "purge": true}

// HintedCrossFileMessage is the message of an RC601 finding for a tool
// that declares idempotentHint: true and whose mutation, found in the
// function summaries, creates a resource (an INSERT, a document insert, a
// Stripe create, a POST), when the tool's name says it creates (createVerbs:
// create_instance, add_comment); else "". The summaries keep no URL and a
// service module's request helper often serves every method, so the name
// stands in for the action URL test of a mutation in the tool's own file: a
// hinted tool named manage_config, pause_instance or sync_repo, or one whose name the file does not show, is believed.
func HintedCrossFileMessage(tool, what, chain string) string {
	switch what {
	case "INSERT", "insert", "Stripe create", "POST", GraphQLCreate, "Cypher CREATE":
	default:
		return ""
	}
	if !strings.HasPrefix(tool, "tool ") || namedCreate(tool) || telemetryChain(chain) {
		return ""
	}
	for _, w := range nameWordsLower(strings.TrimPrefix(tool, "tool ")) {
		if createVerbs[w] {
			return hintContradicted(tool, article(what)+" "+what, chain)
		}
	}
	return ""
}

// init supplies the summaries (package checks/summary) with RC601's
// mutations and its cross-file message, through xfacts' hooks.
func init() {
	xfacts.Mutation = Mutation
	xfacts.StateAction = stateAction
	xfacts.MutationMessage = CrossFileMessage
	xfacts.HintedMutationMessage = HintedCrossFileMessage
}

// publishDeduped reports whether a broker publish names the message's own
// id (AMQP's message_id property, `messageId` in amqplib's options): a
// consumer that dedupes on it sees a retried publish as the same message,
// the messaging form of an idempotency key (RabbitMQ's deduplication
// plugin, the Idempotent Consumer pattern).
func publishDeduped(f *model.File, call *model.Node) bool {
	t := f.Text(call)
	return strings.Contains(t, "message_id") || strings.Contains(t, "messageId") || strings.Contains(t, "MessageId")
}
