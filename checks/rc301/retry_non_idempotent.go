package rc301

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/batchpost"
	"github.com/resilience-check/resilience-check/checks/facts/pylibretry"
	"github.com/resilience-check/resilience-check/checks/facts/retry"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Rule is RC301 retry-of-non-idempotent-request.
//
// What it does: reports POST and PATCH requests that are retried without an
// Idempotency-Key header: sent inside a hand-written retry loop (see
// retry.go), inside a function decorated with tenacity, backoff or retrying,
// passed to a file-local retry helper, p-retry or async-retry; and retry
// configurations that retry every method: urllib3 `Retry(allowed_methods=None)`
// or an allowed set with POST/PATCH (also the old `method_whitelist`),
// axios-retry with a `retryCondition` that ignores the method, got/ky
// `retry: { methods: [..., 'POST'] }`, and Go's go-retryablehttp client
// sending POST.
//
// Why is this bad? When a POST times out or the connection drops after the
// upstream processed it, the retry performs the operation again: a second
// ticket, a second payment, a second grant (CWE-703). An idempotency key lets
// the upstream recognise the repeat and return the first result.
//
// Example:
//
//	for attempt in range(5):
//	    try:
//	        return requests.post(TICKETS_URL, json=payload, timeout=10)
//	    except requests.RequestException:
//	        time.sleep(random.uniform(0, 2**attempt))
//
// Use instead:
//
//	headers = {"Idempotency-Key": key}  # one key for all attempts
//	for attempt in range(5):
//	    try:
//	        return requests.post(TICKETS_URL, json=payload, headers=headers, timeout=10)
//	    ...
//
// Source: RFC 9110 §9.2.2 (idempotent methods: a client may retry only
// those automatically); SkillAudit's "Designing for resiliency" pattern 6 and
// checklist item 5 (ItemIdempotency). CWE-703. Peers: urllib3's default
// allowed_methods, axios-retry's isNetworkOrIdempotentRequestError, got's
// default retry methods; no Ruff or semgrep rule.
var Rule = &model.Rule{
	ID: "RC301", Name: "retry-of-non-idempotent-request", Severity: model.SeverityHigh, CWE: 703, Checklist: model.ItemIdempotency,
	Summary: "Non-idempotent request (POST/PATCH) retried without an idempotency key",
	Description: "Retrying a POST or PATCH whose response was lost repeats the operation on the upstream: a " +
		"second ticket, payment or grant. Retry only idempotent methods, or send an Idempotency-Key header that " +
		"stays the same across the attempts.",
	Help:      retryNonIdempotentHelp,
	Languages: []model.Language{model.LangPython, model.LangJavaScript, model.LangTypeScript, model.LangGo},
	Check:     checkRetryNonIdempotent,
}

const retryNonIdempotentHelp = `## What it does
Reports POST and PATCH requests that are retried without an idempotency key,
and retry settings that retry every HTTP method.

- **Hand-written retry loops** (Python, JavaScript/TypeScript, Go; a loop that repeats an
  outbound call on failure and leaves on success, as RC303 defines it) whose retried
  code sends a POST or PATCH: ` + "`requests.post`" + `, ` + "`session.patch`" + `, ` + "`httpx`" + ` / aiohttp
  clients, ` + "`.request(\"POST\", ...)`" + `, ` + "`fetch(url, { method: \"POST\" })`" + `, ` + "`axios.post`" + `,
  ` + "`axios({ method: \"post\" })`" + `, ` + "`got.post`" + `, ` + "`http.Post`" + `, ` + "`client.Post`" + `, and ` + "`client.Do(req)`" + `
  with ` + "`req`" + ` from ` + "`http.NewRequest(\"POST\", ...)`" + ` / ` + "`http.MethodPost`" + `.
- **A helper of the file that sends** (Python, JavaScript/TypeScript, Go): a call in the retried code of
  a loop that runs a function of the same file whose own body sends a POST or PATCH
  (` + "`for attempt := 0; attempt <= retries; attempt++ { jl.executeSingleLaunch(ctx, id, req) }`" + ` with
  ` + "`http.NewRequest(\"POST\", url, body)`" + ` in the method) is reported at that call; one level, not when the
  helper's function sets up an idempotency key or its POST reads, and not in scripts.
- **Recursive retries** (Python, JavaScript/TypeScript): a function that calls itself again in the
  failure path of its try (a catch/except clause, or a status branch of the try block) with an
  attempt counter moved by one, as RC302 reads them (` + "`return this.makeRequest(request, retries - 1)`" + `):
  the POST or PATCH of the try block is retried (a method read from a local config object,
  ` + "`this.client.request(requestConfig)`" + `, included). Not when the self-call sits under a test for a
  refusal (401, 403, an expired token, or 429 and 503 answers with no other 5xx, a constant status set read as its values): the upstream did not perform the request.
- **Method-generic fetch** (JavaScript/TypeScript): a retried ` + "`fetch(url, init)`" + ` or
  ` + "`fetch(url, { ...init, signal })`" + ` whose ` + "`init`" + ` is a parameter of the retried function, or whose
  method is one (` + "`{ method }`" + `, ` + "`{ method: options.method }`" + `, a local init object built so), or a
  helper of the file that makes such a fetch from its arguments (` + "`this.fetchUrl(url, method)`" + `, one
  level), when a call of that function in the same file (the same class for a method) passes
  ` + "`\"POST\"`" + ` or ` + "`{ method: \"POST\" }`" + ` (or ` + "`\"PATCH\"`" + `), directly or through two functions that forward
  their own parameter (` + "`post()`" + ` calling ` + "`request({ method: \"POST\" })`" + ` calling ` + "`requestWithMeta(options)`" + `):
  the retry re-sends that caller's create. The parameter may belong to the function around a
  retrier's callback (` + "`request(method, path)`" + ` running
  ` + "`this.retrier.execute(async () => fetch(url, { method }))`" + `). Callers whose method the file does not show are not counted, nor are callers
  whose literal URL sets a state: a transition such as ` + "`/shutdown`" + `, ` + "`/close`" + ` or ` + "`/enable`" + `, or the
  current selection (` + "`/selected_projects`" + `), which a repeat leaves as the first attempt set it
  (checks/facts/stateurl). Each caller that hands such a function a POST is reported where it does
  (` + "`return fetchWithRetry(url, { method: \"POST\", body })`" + ` of a ` + "`crmCreate`" + `), as well as the retried
  send: the create the retry repeats is made there. Not a caller whose target names a read, nor one
  in a function named to update (` + "`updateTask`" + `, ` + "`bulkUpdateTickets`" + `: a repeat sets the same fields)
  or after the verb (` + "`post(path, body)`" + `, whose creates are its own callers'), nor a PATCH.
- **Batches of the callers' requests** (JavaScript/TypeScript): a multipart/mixed batch POST (Google's
  batch endpoint) whose body the retried function builds from its parameter is read as a request whose
  method its callers choose: its parts do what their own methods do. It is reported when the file builds
  a part with a method other than GET, HEAD or OPTIONS (or one it does not state), and not when every
  part the file shows reads (checks/facts/batchpost).
- **Retry wrappers**: the same requests inside a function decorated with tenacity
  ` + "`@retry`" + `, ` + "`@backoff.on_exception`" + ` / ` + "`on_predicate`" + ` or retrying ` + "`@retry`" + `; inside the
  function passed to p-retry or async-retry; inside the callback passed to a retry
  helper defined in the same file (a function whose retry loop calls its parameter,
  such as ` + "`withRetry(() => axios.post(...))`" + `), or to one imported from another module
  whose name says it retries (` + "`retryWithBackoff`" + `, ` + "`withRetries`" + `, ` + "`callWithRetry`" + `; not
  ` + "`isRetryable`" + `), or to a retrier object's run method (JavaScript/TypeScript:
  ` + "`this.retrier.execute(() => ...)`" + `, ` + "`this.retryHandler.executeWithRetry(...)`" + `, cockatiel's
  ` + "`retryPolicy.execute(...)`" + `). An SDK client's ` + "`request(path, \"POST\", body)`" + ` counts as a POST.
  JavaScript/TypeScript: a callback that calls a function imported from another module of the
  repository that always sends a POST or PATCH itself (` + "`retry_with_backoff(crawl_request)`" + ` whose
  ` + "`crawl_request`" + ` awaits ` + "`make_firecrawl_request(...)`" + `, declared elsewhere with ` + "`method: 'POST'`" + `) is
  reported at the wrapper call; not when the helper takes its method from its caller, mentions an
  idempotency key, or posts to a read (also when the caller hands it the endpoint through a config object
  another module exports: ` + "`config.processing.firecrawl_scrape.base_url`" + ` naming ` + "`/v1/scrape`" + `) (checks/facts/xmodpost).
- **Method-generic helpers** (Python): a function retried by tenacity, backoff or retrying, or
  by a retry loop of its own, that sends a request whose method its callers choose:
  ` + "`client.request(method, url)`" + ` with ` + "`method`" + ` (or ` + "`method.upper()`" + `) a parameter of the retried function (also through a
  dict the function builds, ` + "`client.request(**request_kwargs)`" + ` with ` + "`request_kwargs = {\"method\": method, ...}`" + `, and in a
  module that never names a verb, whose callers elsewhere pass the POST), or ` + "`client.send(request)`" + ` with ` + "`request`" + `
  a parameter while the file builds requests from a method parameter
  (` + "`client.build_request(method=method, ...)`" + `). The retry covers POST as much as GET,
  as urllib3's ` + "`allowed_methods=None`" + ` does (the peer this follows): a management API
  client whose tool passes the model's method retries a create. Not when every call of the
  retried function in the file passes a literal GET, HEAD or OPTIONS (` + "`self._request(\"GET\", url)`" + `).
- **Retried SQL runners with a write mode** (Python): a function retried by tenacity, backoff or
  retrying whose name says it runs a query (` + "`execute_query`" + `, ` + "`run_sql`" + `) and that takes a
  parameter switching writes on (` + "`readonly`" + `, ` + "`read_only`" + `, ` + "`allow_writes`" + `, ` + "`unsafe`" + `):
  a dropped connection after the COMMIT reached the server makes the retry write again.

Not reported: a POST whose target names a read by a whole word (` + "`/v1/search`" + `,
` + "`ENDPOINTS.SEARCH`" + `, ` + "`reports/query`" + `, ` + "`/contents`" + `, ` + "`list`" + `, ` + "`lookup`" + `): APIs take
searches and queries as POST bodies, and repeating them changes nothing; nor one to a sign-in or
token exchange (` + "`login`" + `, ` + "`token`" + `). Retry settings that allow POST on a requests session
of which every POST in the file (in the class that builds it) goes to such a read are not
reported either: the retries repeat reads.
- **Retry settings**: urllib3 ` + "`Retry(allowed_methods=None)`" + ` (or ` + "`False`" + `, which retry every
  verb) or an allowed set that includes POST or PATCH, also under the old name
  ` + "`method_whitelist`" + `; axios-retry with a ` + "`retryCondition`" + ` that does not look at the method
  (` + "`() => true`" + `, ` + "`isRetryableError`" + `, ` + "`isNetworkError`" + `); got or ky ` + "`retry: { methods: [...] }`" + `
  with POST or PATCH; Go go-retryablehttp clients (which retry every method) sending a
  POST or PATCH.
- **SDKs that retry by themselves**: a mutating call (a create or a send, listed as a member
  path in the library row's ` + "`mutating`" + `) of a client whose row says it re-sends every
  request, POST included (` + "`retries: {methods: all}`" + ` in ` + "`libmodels/data`" + `, with the page
  that states the policy): a Fern-generated SDK such as ElevenLabs' re-sends on 408, 409, 429
  and 5xx answers (max_retries 2), contentful-sdk-core on connection errors, 429 and 5xx
  (retryOnError, 5 times), GitLab's Go client on 429 and 5xx (RetryMax 5), apify-client on
  network errors, 429 and 5xx (maxRetries 8). An accessor without arguments is a segment of
  the path (` + "`client.tasks().create(...)`" + `, ` + "`git.Issues().CreateIssue(...)`" + `). Medium: the
  library retries after an error answer, so a duplicate
  needs the first attempt to have taken effect before the error. Not reported when the file
  turns those retries off (` + "`max_retries=0`" + `, ` + "`\"max_retries\": 0`" + `, ` + "`retryOnError: false`" + `,
  ` + "`maxRetries: 0`" + `, ` + "`gitlab.WithoutRetries()`" + `). @slack/web-api's WebClient (every Web API call through
  p-retry, ten retries by default, a request with no answer included: ` + "`chat.postMessage`" + `) and
  unstructured-client's ` + "`workflows.create_workflow`" + ` (a 5xx and connection-error backoff of up to 30
  minutes when the call sets no ` + "`retries`" + `) are such libraries. The client may come from a factory
  of another module of the repository (JavaScript/TypeScript: ` + "`const client = await getContentfulClient()`" + `
  with ` + "`import { getContentfulClient } from \"./config/client\"`" + `, whose declaration returns
  ` + "`createClient(...)`" + `): the call is reported as for a client the file builds, and not when the
  factory's module turns the retries off (` + "`retryOnError: false`" + `). In Python a row's mutating
  method may be named alone (` + "`mutating: [user_playlist_create]`" + `): the call is then reported when
  the receiver is the row's client as the file, or a factory of another module, builds it
  (` + "`self.sp = spotipy.Spotify(...)`" + `; ` + "`get_client().rpost(\"/incidents\", ...)`" + ` where ` + "`get_client`" + `
  returns ` + "`ContextResolver.get_client()`" + `, a static method of a class a package re-exports,
  declared ` + "`-> RestApiV2Client`" + `): spotipy re-sends GET, POST, PUT and DELETE on 429 and 5xx
  answers (3 times), python-pagerduty any method on network errors, a read timeout included
  (max_network_attempts 3). Not when the call's first argument names a read
  (` + "`rpost(\"/analytics/metrics/incidents/all\", ...)`" + `) or the file turns the retries off
  (` + "`retries=0`" + `, ` + "`max_network_attempts = 0`" + `).
- **Go method-generic retry loops**: a Go retry loop whose request takes its method from a
  parameter of the function (` + "`c.doRequest(ctx, method, path, body)`" + ` in ` + "`Do(ctx, method, path, body)`" + `)
  while a caller of the file hands that function a POST or PATCH (` + "`c.Do(ctx, http.MethodPost, ...)`" + `):
  the loop re-sends the create. Not when the loop looks at the method (` + "`method != http.MethodGet`" + `)
  or mentions idempotency, or no caller of the file passes a POST.

A request is not reported when the function that sends it mentions an idempotency
key (` + "`Idempotency-Key`" + `, ` + "`idempotency_key`" + `, ` + "`idempotencyKey`" + `; the function around a retry
callback, up to the tool handler: not the function that registers every tool, whose other tools may
mention idempotency), or when its method or
headers come from a variable the rule cannot resolve. PUT and DELETE are
idempotent by definition and are not reported.

## Severity
High: a retried non-idempotent request repeats a mutation (a second charge, a duplicate record). High and medium findings fail the check at the default fail-on (medium) and annotate as failure or warning; low ones annotate as notices, are listed in a collapsed section of the comment and do not fail the check.

## Why is this bad?
A timeout or a dropped connection does not tell the client whether the upstream
processed the request. Retrying a POST or PATCH then repeats the operation: a second
ticket, a second payment, a permission granted twice, a partially applied update
(CWE-703, improper check or handling of exceptional conditions). An LLM orchestrator
that retries a failing tool multiplies the duplicates. The resilience checklist asks
that non-idempotent requests are not retried, or carry an idempotency key that the
upstream uses to return the first result.

## Example
` + "```python\nfor attempt in range(5):\n    try:\n        return requests.post(TICKETS_URL, json=payload, timeout=10).json()\n    except requests.RequestException:\n        time.sleep(random.uniform(0, 2**attempt))\n\nsession.mount(\"https://\", HTTPAdapter(max_retries=Retry(total=3, allowed_methods=None, backoff_factor=0.5)))\n```" + `

` + "```ts\nfor (let attempt = 0; attempt < 5; attempt++) {\n  try {\n    return await fetch(TICKETS_URL, { method: \"POST\", body, signal: AbortSignal.timeout(10_000) });\n  } catch {\n    await sleep(Math.random() * 200 * 2 ** attempt);\n  }\n}\n```" + `

## Use instead
` + "```python\nheaders = {\"Idempotency-Key\": idempotency_key}  # the same key on every attempt\nfor attempt in range(5):\n    try:\n        return requests.post(TICKETS_URL, json=payload, headers=headers, timeout=10).json()\n    except requests.RequestException:\n        time.sleep(random.uniform(0, 2**attempt))\n\nsession.mount(\"https://\", HTTPAdapter(max_retries=Retry(total=3, backoff_factor=0.5)))  # default: idempotent methods only\n```" + `

` + "```ts\nconst headers = { \"Idempotency-Key\": idempotencyKey };\nfor (let attempt = 0; attempt < 5; attempt++) {\n  try {\n    return await fetch(TICKETS_URL, { method: \"POST\", body, headers, signal: AbortSignal.timeout(10_000) });\n  } catch {\n    await sleep(Math.random() * 200 * 2 ** attempt);\n  }\n}\n```" + `

## References
- CWE-703: Improper Check or Handling of Exceptional Conditions: https://cwe.mitre.org/data/definitions/703.html
- Checklist: "Mutating tools accept and enforce an idempotency key" (SkillAudit, Designing for resiliency, checklist item 5, pattern 6): https://skillaudit.dev/blog/mcp-server-resilience-fail-secure/
- RFC 9110 §9.2.2, idempotent methods: https://www.rfc-editor.org/rfc/rfc9110#section-9.2.2
- AWS Builders' Library, Making retries safe with idempotent APIs: https://aws.amazon.com/builders-library/making-retries-safe-with-idempotent-APIs/
- MDN, idempotent methods: https://developer.mozilla.org/docs/Glossary/Idempotent
- IETF draft, the Idempotency-Key HTTP header: https://datatracker.ietf.org/doc/draft-ietf-httpapi-idempotency-key-header/
- urllib3 Retry allowed_methods: https://urllib3.readthedocs.io/en/stable/reference/urllib3.util.html#urllib3.util.Retry
- axios-retry retryCondition: https://github.com/softonic/axios-retry#options

CWE-703 · checklist: no retries of non-idempotent requests without an idempotency key (ItemIdempotency)
`

var nonIdempotentHints = []string{"post", "POST", "Post", "patch", "PATCH", "Patch", "allowed_methods", "method_whitelist", "retryCondition",
	"build_request", "readonly", "read_only", "allow_write", "unsafe",
	// A method-generic helper's file may never name a verb: its callers,
	// in other modules, pass the POST (ubiquitous-octo-pancake's
	// make_request(method, url, ...) retried by its own loop).
	"method"}

// The node types the walks below look at (they do nothing for others), so
// they go by Sym (WalkSyms).
var (
	callSyms       = model.NewSymBitset(model.SymCall, model.SymCallExpression)
	callOrPairSyms = model.NewSymBitset(model.SymCall, model.SymCallExpression, model.SymPair)
)

// keyFix is how a request sends an Idempotency-Key, per language family.
var keyFix = adapt.PerLang[string]{
	Python: `headers={"Idempotency-Key": key}`,
	JS:     `headers: { "Idempotency-Key": key }`,
	Go:     `req.Header.Set("Idempotency-Key", key)`,
}

func checkRetryNonIdempotent(p *model.Pass) {
	f := p.File
	reported := map[uint32]bool{}
	if retry.ImportsRetryingLibrary(f) { // libretry.go
		libraryRetries(f, reported, keyedSpan, retry.LibraryRetry, p)
	} else if retry.ImportsRetryingLibraryVia(f) { // a client a factory of another module builds
		libraryRetries(f, reported, keyedSpan, retry.LibraryRetryVia, p)
	}
	if pylibretry.Mentions(f) { // a Python client typed by its receiver (spotipy, python-pagerduty)
		libraryRetries(f, reported, keyedSpan, pylibretry.Row, p)
	}
	retryPolicies(f, reported, p) // retrypolicy.go: GithubRetry without allowed_methods
	// A JavaScript retry wrapper may retry a helper of another module that
	// sends the POST (importedsend.go): its file need not name a verb.
	if !f.ContainsAny(nonIdempotentHints...) && !(f.Lang.IsJS() && f.Contains("etr")) {
		return
	}
	report := func(call *model.Node, method, why string) {
		if reported[call.StartByte()] || retry.ReadOverPost(f, call) || batchpost.CallerParts(f, call) { // a batch of the callers' parts (checks/facts/batchpost)
			return
		}
		reported[call.StartByte()] = true
		fix := keyFix.For(f.Lang)
		p.Report(call, f.Text(model.Callee(call))+" sends a "+method+" that is retried "+why+" without an Idempotency-Key header, "+
			"so a lost response makes the upstream perform it twice; send an Idempotency-Key that stays the same across attempts",
			fix)
	}
	// scan looks for mutating requests in region that is retried.
	scan := func(region *model.Node, why string) {
		if region == nil || keyedSpan(f, region) {
			return
		}
		f.WalkSyms(region, callSyms, func(n *model.Node) bool {
			if m := retry.MutatingRequest(f, n); m != "" {
				report(n, m, why)
			}
			return true
		})
	}
	// anyMethod reports a request of region whose method the callers of
	// function fn choose (anymethod.go), retried by what why names.
	anyMethod := func(region, fn *model.Node, why string) {
		if region == nil || fn == nil {
			return
		}
		f.WalkSyms(region, callSyms, func(n *model.Node) bool {
			if at := anyMethodSend(f, n, fn); at != 0 && !reported[n.StartByte()] && !keyedSpan(f, n) {
				reported[n.StartByte()] = true
				p.Report(n, f.Text(model.Callee(n))+" sends a request whose method its callers choose (line "+model.Itoa(at)+
					"), and "+why+" retries it for every method, POST and PATCH included, without an Idempotency-Key header, "+
					"so a lost response makes the upstream perform a POST twice; retry only idempotent methods "+
					"(check the request's method before retrying) or send an Idempotency-Key that stays the same across attempts",
					keyFix.For(f.Lang))
				if f.Lang.IsJS() {
					jsCallerReports(p, n, fn, why, reported) // jscallers.go
				}
			}
			return true
		})
	}
	helpers := map[string]bool{}
	for _, l := range retry.RetryLoops(f) {
		for _, a := range l.Attempts {
			if refusedAttempt(f, a.Handlers) || refusedGuard(f, a.Success) { // refused.go: re-sent only after a refusal (429 or 503 answers only, 401/403)
				continue
			}
			scan(a.Region, "by the loop at line "+model.Itoa(model.LineOf(f, l.Loop)))
			if a.Stmt != nil && a.Stmt.Parent() == l.Body { // a statement of the loop itself, not a re-login in a failure path
				localSends(p, a.Call, "by the loop at line "+model.Itoa(model.LineOf(f, l.Loop)), reported) // localsend.go
			}
			if f.Lang != model.LangGo && !retry.MethodGuarded(f, l, a) {
				anyMethod(a.Region, model.EnclosingFunc(l.Loop), "the loop at line "+model.Itoa(model.LineOf(f, l.Loop)))
			}
			if f.Lang == model.LangGo && a.Region != nil { // goanymethod.go
				why := "the loop at line " + model.Itoa(model.LineOf(f, l.Loop))
				f.WalkSyms(a.Region, callSyms, func(n *model.Node) bool {
					if at := goAnyMethodSend(f, n, l.Loop, model.EnclosingFunc(l.Loop)); at != 0 && !reported[n.StartByte()] && !keyedSpan(f, n) {
						reported[n.StartByte()] = true
						p.Report(n, f.Text(model.Callee(n))+" sends a request whose method its callers choose (a POST at line "+model.Itoa(at)+
							"), and "+why+" retries it for every method without an Idempotency-Key header, so a lost response makes the "+
							"upstream perform a POST twice; retry only idempotent methods (check the method before retrying) or send an "+
							"Idempotency-Key that stays the same across attempts", keyFix.For(f.Lang))
					}
					return true
				})
			}
			if a.Call != nil {
				if fn := model.Callee(a.Call); fn != nil && fn.Sym() == model.SymIdentifier && model.IsParamOf(f, fn, f.Text(fn)) {
					if name := model.FuncName(f, model.EnclosingFunc(a.Call)); name != "" {
						helpers[name] = true
					}
				}
			}
		}
	}
	recursiveRetries(f, scan, anyMethod)        // recursive.go
	for _, c := range retry.PyRetryConfigs(f) { // Python's tenacity, backoff, retrying (none elsewhere)
		if c.Wrapped != nil {
			scan(c.Wrapped.ChildByFieldName("body"), "by "+c.Name)
			if mode := sqlWriteMode(f, c.Wrapped); mode != "" && !keyedSpan(f, c.Wrapped.ChildByFieldName("body")) { // anymethod.go
				nm := c.Wrapped.ChildByFieldName("name")
				p.Report(nm, f.Text(nm)+" runs SQL that writes when "+mode+" allows it, and "+c.Name+" retries it: a write whose COMMIT "+
					"reached the server before the connection dropped runs a second time; retry only in read-only mode, "+
					"or make the write idempotent (an upsert, a unique key)", "retry only when "+mode+" keeps the query read-only")
			}
			anyMethod(c.Wrapped.ChildByFieldName("body"), c.Wrapped, c.Name)
		}
	}
	// wrapped scans a callback a retry wrapper runs, and (JavaScript and
	// TypeScript) its requests whose method the enclosing function's callers
	// choose (`this.retrier.execute(async () => fetch(url, { method }))`).
	wrapped := func(region *model.Node, why string) {
		scan(region, why)
		if f.Lang.IsJS() {
			anyMethod(region, region, strings.TrimPrefix(why, "by "))
		}
	}
	wrappers := len(helpers) > 0 || f.Lang.IsJS() && f.Contains("etr")
	for local, imp := range f.Imports() {
		// RetryHelperName needs "retr"/"Retr" in the name: "etr" is a
		// literal pre-check that spares the regexp for most imports.
		wrappers = wrappers || strings.HasPrefix(imp, "p-retry") || strings.HasPrefix(imp, "async-retry") ||
			strings.Contains(local, "etr") && retry.RetryHelperName.MatchString(local)
	}
	// The per-call and per-pair tests below act on names that are text of
	// the file (a qualified name's segments and an object's keys are file
	// text), so a file without the word is not walked for them: urllib3's
	// Retry, go-retryablehttp, got/ky retry.methods and axios-retry's
	// retryCondition.
	pyRetry := f.Lang == model.LangPython && f.Contains("Retry")
	goRetryable := f.Lang == model.LangGo && f.Contains("retryablehttp")
	jsPairs := f.Lang.IsJS() && (f.Contains("methods") || f.Contains("retryCondition"))
	if !wrappers && !pyRetry && !goRetryable && !jsPairs {
		return
	}
	f.NodesOf(callOrPairSyms, func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymCall, model.SymCallExpression:
			if wrappers {
				retry.RetryWrapperCall(f, n, helpers, func(region *model.Node, why string) {
					wrapped(region, why)
					importedSends(p, region, n, why, reported) // importedsend.go: a helper of another module sends the POST
				})
			}
			if pyRetry && retry.Urllib3Retry(f, n) {
				allowedMethodsAll(p, n)
			}
			if goRetryable {
				if m := retry.GoRetryableHTTP(f, n); m != "" && !keyedSpan(f, n) {
					report(n, m, "by go-retryablehttp (which retries every method)")
				}
			}
		case model.SymPair:
			if jsPairs {
				jsRetryMethods(p, n)
			}
		}
		return true
	})
}

// keyedSpan reports whether the function enclosing n (the file at module
// level) sets up an idempotency key: retry.IdempotencyRE matches its code,
// comments aside (a comment saying the API takes no idempotency key sets
// none up). The regexp needs "idempot" in some ASCII case (none of its
// letters folds to a non-ASCII one), so a file without that word skips it:
// most files.
func keyedSpan(f *model.File, n *model.Node) bool {
	if !f.ContainsFold("idempot") {
		return false
	}
	span := funcSpan(f, n)
	var comments [][2]uint32
	f.NodesOf(commentSyms, func(c *model.Node) bool {
		if c.StartByte() < span[1] && c.EndByte() > span[0] {
			comments = append(comments, [2]uint32{c.StartByte(), c.EndByte()})
		}
		return false
	})
	for _, m := range retry.IdempotencyRE.FindAllIndex(f.Src[span[0]:span[1]], -1) {
		at, inComment := span[0]+uint32(m[0]), false
		for _, c := range comments {
			inComment = inComment || at >= c[0] && at < c[1]
		}
		if !inComment {
			return true
		}
	}
	return false
}

// commentSyms is the comment node type.
var commentSyms = model.NewSymBitset(model.SymComment)

// funcSpan returns the byte span of the function enclosing n (the file when
// at module level), where an idempotency key would be set up. It climbs out
// of callbacks (`withRetry(() => client.post(...))`) but not out of a tool
// handler: a handler arrow passed to `server.registerTool(...)` is the
// span, not the function registering every tool of the file, whose other
// tools' text (a sibling lookup tool described as an "idempotency helper",
// julienchriqui-okkoer/netsuite-mcp-server) sets up no key for this one.
func funcSpan(f *model.File, n *model.Node) [2]uint32 {
	fn := model.EnclosingFunc(n)
	for fn != nil && (fn.Sym() == model.SymArrowFunction || fn.Sym() == model.SymLambda || fn.Sym() == model.SymFuncLiteral) {
		if body := fn.ChildByFieldName("body"); body != nil && f.HandlerOf(body) != model.NotHandler && f.HandlerOf(fn) == model.NotHandler {
			break // fn is the tool handler itself
		}
		if outer := model.EnclosingFunc(fn); outer != nil {
			fn = outer
		} else {
			break
		}
	}
	if fn == nil {
		return [2]uint32{0, uint32(len(f.Src))}
	}
	return [2]uint32{fn.StartByte(), fn.EndByte()}
}

// allowedMethodsAll reports urllib3 Retry settings that retry POST/PATCH.
func allowedMethodsAll(p *model.Pass, call *model.Node) {
	f := p.File
	for _, k := range []string{"allowed_methods", "method_whitelist"} {
		v := f.Kwarg(call, k)
		if v == nil {
			continue
		}
		r := f.Resolve(v)
		if model.IsNone(r) || f.Text(r) == "False" {
			p.Report(v, k+"="+f.Text(r)+" makes urllib3 retry every method, POST and PATCH included, so a lost response repeats the operation; "+
				"leave the default (idempotent methods only) or send an Idempotency-Key",
				"remove "+k)
			return
		}
		found := ""
		var visit func(n *model.Node, depth int)
		visit = func(n *model.Node, depth int) {
			if n == nil || found != "" || depth > 3 {
				return
			}
			model.Walk(n, func(c *model.Node) bool {
				switch c.Sym() {
				case model.SymString:
					if t := strings.ToUpper(strings.Trim(f.Text(c), "'\"")); retry.MutatingVerb[t] {
						found = t
					}
					return false
				case model.SymIdentifier:
					if lv := f.Lookup(f.Text(c), c); lv != nil {
						visit(lv, depth+1)
					}
				}
				return found == ""
			})
		}
		visit(v, 0)
		if found != "" && (model.EnclosingFunc(call) == nil || !keyedSpan(f, call)) && !readOnlySession(f, call) {
			p.Report(v, k+" includes "+found+", so urllib3 retries a non-idempotent request and a lost response repeats the operation; "+
				"drop "+found+" or send an Idempotency-Key", "remove "+found)
		}
	}
}

// jsRetryMethods reports got/ky `retry: { methods: [..."POST"] }` and
// axios-retry retryCondition functions that ignore the method.
func jsRetryMethods(p *model.Pass, pair *model.Node) {
	f := p.File
	key := strings.Trim(f.Text(pair.ChildByFieldName("key")), "'\"`")
	val := pair.ChildByFieldName("value")
	if val == nil {
		return
	}
	switch key {
	case "methods":
		parent := pair.Parent() // object { methods: [...] }
		if parent == nil || parent.Parent() == nil || parent.Parent().Sym() != model.SymPair {
			return
		}
		if k := strings.Trim(f.Text(parent.Parent().ChildByFieldName("key")), "'\"`"); k != "retry" {
			return
		}
		arr := f.Resolve(val)
		if arr.Sym() != model.SymArray {
			return
		}
		for i := 0; i < int(arr.NamedChildCount()); i++ {
			if m := retry.VerbOf(f, arr.NamedChild(i)); m != "" {
				p.Report(pair, "retry.methods includes "+m+", so a non-idempotent request is retried and a lost response repeats the operation; "+
					"retry only idempotent methods or send an Idempotency-Key", "remove "+m)
				return
			}
		}
	case "retryCondition":
		call := model.Ancestor(pair, model.SymCallExpression)
		if call == nil || model.CalleeName(f, call) != "axios-retry" {
			return
		}
		v := f.Resolve(val)
		t := f.Text(v)
		bad := false
		switch {
		case v.IsScope():
			bad = !retry.MethodAware.MatchString(t)
		default:
			bad = strings.HasSuffix(t, "isRetryableError") || strings.HasSuffix(t, "isNetworkError")
		}
		if bad {
			p.Report(pair, "this retryCondition ignores the request method, so axios-retry also retries POST and PATCH and a lost response repeats the operation; "+
				"use isNetworkOrIdempotentRequestError or check error.config.method", "retryCondition: axiosRetry.isNetworkOrIdempotentRequestError")
		}
	}
}
