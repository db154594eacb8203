package rc302

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/retry"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Rule is RC302 retry-without-backoff-jitter.
//
// What it does: reports retries that wait a fixed time, do not wait at all,
// or back off exponentially without randomising the delay: in hand-written
// retry loops (see retry.go) a constant `time.sleep` / `setTimeout` /
// `time.Sleep`, a delay that grows with the attempt but has no random part,
// or no wait at all; tenacity without `wait=` or with `wait_fixed`,
// `wait_incrementing` or a plain `wait_exponential`; backoff with
// `jitter=None`; retrying without a random wait; urllib3 `Retry` without a
// `backoff_factor`; `HTTPAdapter(max_retries=3)`; axios-retry without
// `retryDelay`.
//
// Why is this bad? Clients that failed together retry together. With a fixed
// delay, or none, every caller's retry lands on the upstream at the same
// moment, which prolongs the outage and trips rate limits; exponential growth
// alone still keeps the callers in step (CWE-400).
//
// Example:
//
//	for attempt in range(5):
//	    try:
//	        return requests.get(url, timeout=10)
//	    except requests.RequestException:
//	        time.sleep(2)
//
// Use instead:
//
//	time.sleep(random.uniform(0, min(10, 0.2 * 2**attempt)))
//
// Source: SkillAudit's "Designing for resiliency" pattern 3 "Exponential
// backoff with jitter" and checklist item 3 (ItemBackoff). CWE-400. Peers: AWS Architecture Blog "Exponential Backoff And
// Jitter"; no Ruff or semgrep rule.
var Rule = &model.Rule{
	ID: "RC302", Name: "retry-without-backoff-jitter", Severity: model.SeverityLow, CWE: 400, Checklist: model.ItemBackoff,
	Summary: "Retry with a fixed delay, no delay, or backoff without jitter",
	Description: "A retry that waits a fixed time, does not wait, or backs off exponentially without randomising " +
		"the delay makes every client that failed together retry together, so the retries arrive at the " +
		"upstream in waves that prolong the outage. Use capped exponential backoff with full jitter.",
	Help:      retryBackoffHelp,
	Languages: []model.Language{model.LangPython, model.LangJavaScript, model.LangTypeScript, model.LangGo},
	Check:     checkRetryBackoff,
}

const retryBackoffHelp = `## What it does
Reports retries whose wait does not spread the callers out.

- **Hand-written retry loops** (Python, JavaScript/TypeScript, Go; a loop that repeats an
  outbound call on failure and leaves on success, as RC303 defines it):
  - a wait with a constant delay — ` + "`time.sleep(2)`" + `, ` + "`await asyncio.sleep(DELAY)`" + `,
    ` + "`setTimeout(resolve, 1_000)`" + `, ` + "`time.Sleep(2 * time.Second)`" + ` — reported at the wait;
  - a delay that grows with the attempt (` + "`2 ** attempt`" + `, ` + "`backoff *= 2`" + `, ` + "`1 << i`" + `)
    with no random part — reported at the wait;
  - no wait at all between attempts — reported at the loop (not when the loop
    makes at most two passes, one retry, whether its header says so or a guard
    in the failure path does: ` + "`if (tries >= 1) throw err`" + ` with ` + "`tries++`" + `).
  A loop over a list of delays that waits the loop variable (` + "`for delay in [1, 2, 4]: try: ... except: time.sleep(delay)`" + `, or a name bound to such a list in the file) is a retry loop: its
  delay is the list's, fixed when every value is the same, growing otherwise, jitter only when a
  random term is added; a list whose values the file does not show (` + "`self._retry_backoff_s`" + `) is
  not judged; a delay read from such a list by the attempt (` + "`time.sleep(DELAYS[attempt])`" + `, Go
  ` + "`backoff[attempt-1]`" + ` of a slice of durations) is judged the same way, also in a loop the list's length bounds
  (` + "`for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++)`" + `), which walks the schedule, not items. A status branch of the try block that waits and continues
  (` + "`if r.status_code == 429: await asyncio.sleep(backoff); backoff *= 2; continue`" + `) is a failure
  path even when every except clause raises. A loop with no try/except (or one whose except clauses
  all raise) that makes an outbound call and then, in a branch testing a retryable answer (a 408,
  425, 429 or 5xx code, ` + "`!res.ok`" + `, a name saying retryable or rate limit, and no string literal,
  which would be a job's state), waits and continues, is a retry loop too (` + "`resp = requests.get(url)`" + `;
  ` + "`if resp.status_code in (429, 503): time.sleep(2); continue`" + `; ` + "`return resp`" + `), in Python,
  JavaScript/TypeScript and Go; when no outbound call precedes the branch, a call of a callable
  parameter of the enclosing function (` + "`resp = fn()`" + ` in a ` + "`with_retry(fn)`" + ` helper) stands for it.
  In Python a call of a parameter of a function around the loop's own (a decorator's
  ` + "`func(*args, **kwargs)`" + ` in its nested synchronous ` + "`wrapper`" + `) is the loop's attempt, as the awaited
  call of an async wrapper is.
  RC301 and RC303 read the same loops. A keyword or object option naming redirects
  (` + "`follow_redirects=True`" + `, ` + "`{ redirect: \"follow\" }`" + `) does not make a loop a redirect walk.
  A delay computed by a function of the same file (` + "`_backoff_seconds(attempt)`" + `, a Go method ` + "`c.backoffFor(attempt)`" + `,
  also bound with ` + "`delay := c.backoff(attempt, resp)`" + `) is judged by
  its body: a power or shift, or a delay doubled in a loop (` + "`d *= 2`" + `), with nothing random grows without jitter (even when it honours a
  ` + "`Retry-After`" + ` that may be absent); anything random in it is jitter.
  A delay that takes the server's ` + "`Retry-After`" + ` when it is sent and otherwise a backoff of the loop
  (` + "`delay = retryAfter ? parseInt(retryAfter) * 1000 : 1000 * 2 ** attempt`" + `, or ` + "`wait = 2 ** attempt`" + `
  then ` + "`if retry_after: wait = float(retry_after)`" + `) is judged by that fallback: one that grows with
  nothing random is reported; a fixed fallback is not. Values read from the environment
  (` + "`os.getenv`" + `, ` + "`os.environ`" + `, ` + "`process.env`" + `) and names bound to a number (` + "`RATE_LIMIT_BACKOFF_SECONDS = 5`" + `)
  are constants; ` + "`sleep(ms, signal)`" + ` waits ` + "`ms`" + `. A status test kept in a local
  (` + "`is_retryable = r.status_code in RETRYABLE`" + `; ` + "`if is_retryable and attempt < MAX:`" + `) is a status branch.
  The inverted form is a status loop too: a statement of the loop body that leaves when the answer is
  not retryable (` + "`if r.status_code != 429: return r`" + `, ` + "`if !shouldRetry(resp.StatusCode) { return resp, nil }`" + `,
  ` + "`if response.status not in RETRY_STATUSES or attempt == MAX: return response`" + `), followed by a wait: the
  statements after it are the failure path. The names of the options a retried call passes
  (` + "`page.goto(url, { waitUntil: 'networkidle2' })`" + `) do not make its loop a poll.
  A delay computed by a helper the file does not define (` + "`self._backoff(attempt)`" + `), read from a response
  (` + "`Retry-After`" + `) or containing anything random (` + "`random.uniform`" + `, ` + "`Math.random()`" + `,
  ` + "`rand.Int63n`" + `, a name with jitter in it) is not reported, nor a loop that waits
  through a helper named like sleep, delay, wait or backoff (but one at the top of each pass, before the call,
  ` + "`if err := c.limiter.Wait(ctx); err != nil`" + `, paces the calls: the loop's other waits are judged). Each wait of a loop is judged on its
  own: a ` + "`Retry-After`" + ` wait on the 429 path does not vouch for a fixed wait on the network-error
  path, but any random wait in the loop clears them all. A ` + "`setTimeout`" + ` that arms a callback
  (` + "`setTimeout(() => controller.abort(), ms)`" + `) is a timeout, not a wait; only one that is awaited
  or sits in a ` + "`new Promise`" + ` executor waits.
- **Recursive retries** (Python, JavaScript/TypeScript): a function (also a ` + "`const`" + ` arrow function) that calls itself again
  in its failure path (a catch/except clause, or an if of its try block testing a status)
  with a parameter named like an attempt counter moved by one
  (` + "`return this.handleRequest(fn, retryCount + 1)`" + `): the waits before the self-call are
  judged as a loop's are, and no wait at all is reported at the self-call (not when a method
  or a waiting helper of the file is called first). A recursion on a page or a depth is not a retry, nor one
  on a local file error (` + "`if (err.code === \"EEXIST\") return probe(attempt + 1)`" + `: the next free name).
- **tenacity**: ` + "`@retry`" + ` / ` + "`Retrying`" + ` without ` + "`wait=`" + ` (it then retries at once), or with
  a wait built only from ` + "`wait_fixed`" + `, ` + "`wait_none`" + `, ` + "`wait_incrementing`" + `, ` + "`wait_chain`" + ` or
  ` + "`wait_exponential`" + `. ` + "`wait_random_exponential`" + ` (full jitter), ` + "`wait_exponential_jitter`" + `
  and any sum with ` + "`wait_random`" + ` are fine.
- **backoff**: ` + "`on_exception`" + ` / ` + "`on_predicate`" + ` with ` + "`jitter=None`" + ` (the default full
  jitter is fine).
- **retrying**: ` + "`@retry`" + ` with no wait option, or with ` + "`wait_fixed`" + ` /
  ` + "`wait_exponential_multiplier`" + ` / ` + "`wait_incrementing_*`" + ` and no ` + "`wait_random_*`" + ` or
  ` + "`wait_jitter_max`" + `.
- **urllib3 / requests**: ` + "`Retry(...)`" + ` with no ` + "`backoff_factor`" + ` (or 0) and no
  ` + "`backoff_jitter`" + `: it retries at once; ` + "`HTTPAdapter(max_retries=3)`" + ` (an integer makes a
  Retry with no backoff). A ` + "`backoff_factor`" + ` without ` + "`backoff_jitter`" + ` is not reported,
  since urllib3 before 2.0 has no jitter option.
- **axios-retry**: ` + "`axiosRetry(client, {...})`" + ` without ` + "`retryDelay`" + ` (its default is no
  delay) or with ` + "`retryDelay: axiosRetry.linearDelay(...)`" + `, or a ` + "`retryDelay`" + ` callback of its own that grows
  (a power or shift) with nothing random (` + "`(n) => Math.min(1000 * 2 ** n, 8000)`" + `), which drops exponentialDelay's jitter.

Not reported in scripts, examples and command-line programs (files under ` + "`scripts/`" + `,
` + "`bin/`" + `, ` + "`cli/`" + `, ` + "`examples/`" + `, ` + "`benchmarks/`" + `, entry points that start no server, as RC201):
a release script polling a registry is one caller and cannot retry in step with others.
` + "`scripts-are-servers: true`" + ` reports there too.

## Severity
Low: retries without backoff and jitter add load when an upstream struggles, but each retry is still bounded by the loop. High and medium findings fail the check at the default fail-on (medium) and annotate as failure or warning; low ones annotate as notices, are listed in a collapsed section of the comment and do not fail the check.

## Why is this bad?
Clients that failed together retry together. When a hundred tool calls fail at
the same moment and each waits the same fixed time, or none, their retries hit
the recovering upstream as one wave, which prolongs the outage and triggers the
rate limits that make it worse (CWE-400). An LLM orchestrator retries at machine
speed, so the waves come fast. Exponential growth alone spaces the waves out but
keeps the callers in step; a random delay in [0, min(cap, base * 2^attempt)]
("full jitter") spreads them over the window.

## Example
` + "```python\nfor attempt in range(5):\n    try:\n        return requests.get(url, timeout=10)\n    except requests.RequestException:\n        time.sleep(2)\n\n@tenacity.retry(stop=tenacity.stop_after_attempt(5), wait=tenacity.wait_fixed(2))\ndef load(): ...\n```" + `

` + "```ts\nawait new Promise((resolve) => setTimeout(resolve, 2_000));\n```" + `

` + "```go\ntime.Sleep(2 * time.Second)\n```" + `

## Use instead
` + "```python\n        time.sleep(random.uniform(0, min(10, 0.2 * 2**attempt)))\n\n@tenacity.retry(stop=tenacity.stop_after_attempt(5), wait=tenacity.wait_random_exponential(multiplier=0.2, max=10))\ndef load(): ...\n```" + `

` + "```ts\nawait new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(10_000, 200 * 2 ** attempt)));\n```" + `

` + "```go\ntime.Sleep(time.Duration(rand.Int63n(int64(min(10*time.Second, 200*time.Millisecond<<attempt)))))\n```" + `

## References
- CWE-400: Uncontrolled Resource Consumption: https://cwe.mitre.org/data/definitions/400.html
- Checklist: "Retries use bounded exponential backoff with full jitter" (SkillAudit, Designing for resiliency, checklist item 3, pattern 3): https://skillaudit.dev/blog/mcp-server-resilience-fail-secure/
- AWS Architecture Blog, Exponential Backoff And Jitter: https://aws.amazon.com/blogs/architecture/exponential-backoff-and-jitter/
- tenacity waiting: https://tenacity.readthedocs.io/en/latest/#waiting-before-retrying
- urllib3 Retry backoff_factor / backoff_jitter: https://urllib3.readthedocs.io/en/stable/reference/urllib3.util.html#urllib3.util.Retry
- Google SRE, handling overload: https://sre.google/sre-book/handling-overload/

CWE-400 · checklist: backoff with full jitter (ItemBackoff)
`

var backoffHints = []string{"while", "for", "retry", "Retry", "backoff", "max_retries", "attempt"}

func checkRetryBackoff(p *model.Pass) {
	f := p.File
	if !f.ContainsAny(backoffHints...) {
		return
	}
	if f.IsScript() && (p.Settings == nil || !p.Settings.ScriptsAreServers) {
		return // one-shot program: a single caller cannot retry in step with others
	}
	for _, l := range retry.RetryLoops(f) {
		backoffLoop(p, l)
	}
	for _, r := range retry.RecursiveRetries(f) {
		backoffRecursive(p, r) // recursive.go
	}
	// the retry libraries' configurations, per language (python.go, js.go)
	if libs := backoffLibraries.For(f.Lang); libs != nil {
		libs(p)
	}
}

// backoffLibraries checks the retry libraries of each language family.
var backoffLibraries = adapt.PerLang[func(*model.Pass)]{Python: backoffPython, JS: backoffJS}

func backoffLoop(p *model.Pass, l *retry.RetryLoop) {
	f := p.File
	sleeps := retry.LoopSleeps(f, l)
	if len(sleeps) == 0 {
		if l.MaxPasses >= 1 && l.MaxPasses <= 2 || helperWaits(f, l) {
			return // a single retry, or a helper of the file that waits decides the delay
		}
		p.Report(l.Loop, retry.LoopHeader(f, l)+" retries "+model.CallName(f, l.Attempts[0].Call)+
			" with no wait between attempts, so failing callers hammer the upstream in step; sleep a random delay in [0, min(cap, base * 2**attempt)]",
			"sleep with exponential backoff and full jitter")
		return
	}
	kinds := make([]retry.DelayKind, len(sleeps))
	for i, s := range sleeps {
		if s.Delay == nil && pacing(l, s.Call) {
			continue // a rate limiter's wait before each attempt (kinds[i] unknown): not the retry's delay
		}
		if s.Delay == nil || retry.PollWord.MatchString(f.Text(s.Delay)) {
			return // a helper decides the wait, or a polling interval
		}
		kinds[i] = retry.ClassifyDelay(f, l, s.Delay)
		if kinds[i] == retry.DelayJitter {
			return // the loop randomises somewhere: its waits are taken as spread
		}
	}
	// each remaining wait is judged on its own: a wait whose delay is read from
	// the answer (Retry-After) or computed elsewhere is unknown and skipped, and
	// does not vouch for a fixed wait on another failure path of the loop.
	for i, s := range sleeps {
		name := f.Text(model.Callee(s.Call))
		if name == "setTimeout" && !promiseTimer(s.Call) {
			continue // a timer that fires a callback (an abort), not a wait
		}
		switch kinds[i] {
		case retry.DelayFixed:
			p.Report(s.Call, name+" waits a fixed delay ("+shortText(f, s.Delay)+") between retries, so callers that failed together retry together; "+
				"use exponential backoff with full jitter", "random delay in [0, min(cap, base * 2**attempt)]")
		case retry.DelayGrows:
			p.Report(s.Call, name+" backs off without jitter, so callers that failed together stay in step; "+
				"randomise the delay over [0, backoff]", "random delay in [0, backoff]")
		}
	}
}

// pacing reports whether wait call w of retry loop l is a statement of the
// loop body itself (not in a branch or a handler) that comes before the
// attempt's call: a wait every pass makes, the first one too, before it asks
// (`if err := c.limiter.Wait(ctx); err != nil`, `await self._proactive_backoff()`,
// a rate limiter's pace). It paces the calls; the retry's delay is the wait on
// the failure path, judged on its own (FrancoRutigliano/mcp-go-meta-ads
// internal/adapters/meta/client.go:198, mikelane/greenhouse-mcp-server
// src/greenhouse_mcp/client.py:220).
func pacing(l *retry.RetryLoop, w *model.Node) bool {
	if len(l.Attempts) == 0 || l.Attempts[0].Call == nil || w.StartByte() >= l.Attempts[0].Call.StartByte() {
		return false
	}
	for p := w.Parent(); p != nil && !model.SameSpan(p, l.Body); p = p.Parent() {
		switch p.Sym() {
		case model.SymBlock, model.SymStatementBlock, model.SymCatchClause, model.SymExceptClause, model.SymTryStatement:
			return false
		case model.SymIfStatement:
			if c := p.ChildByFieldName("initializer"); c == nil || w.StartByte() < c.StartByte() || w.EndByte() > c.EndByte() {
				return false // in the if's condition or a branch, not its initializer
			}
		}
		if p.IsScope() {
			return false
		}
	}
	return true
}

func shortText(f *model.File, n *model.Node) string {
	t := strings.Join(strings.Fields(f.Text(n)), " ")
	if len(t) > 30 {
		t = t[:27] + "..."
	}
	return t
}

func backoffPyConfig(p *model.Pass, c retry.PyRetryConfig) {
	f := p.File
	if c.UnknownKw() {
		return
	}
	switch c.Lib {
	case "tenacity":
		w := c.Kw(f, "wait")
		if w == nil {
			p.Report(c.Node, c.Name+" has no wait= and tenacity then retries at once; pass wait=wait_random_exponential(multiplier=0.2, max=10)",
				"wait=tenacity.wait_random_exponential(multiplier=0.2, max=10)")
			return
		}
		if retry.Mentions(f, w, "wait_random", "wait_random_exponential", "wait_full_jitter", "wait_exponential_jitter") {
			return
		}
		if retry.Mentions(f, w, "wait_fixed", "wait_none", "wait_incrementing", "wait_chain", "wait_exponential", "wait_combine") {
			p.Report(c.Node, c.Name+" waits without jitter, so callers that failed together retry together; use wait=wait_random_exponential(multiplier=0.2, max=10)",
				"wait=tenacity.wait_random_exponential(multiplier=0.2, max=10)")
		}
	case "backoff":
		if j := c.Kw(f, "jitter"); j != nil && model.IsNone(f.Resolve(j)) {
			p.Report(c.Node, c.Name+" turns jitter off with jitter=None, so callers that failed together retry together; drop it to keep full jitter",
				"remove jitter=None")
		}
	case "retrying":
		for _, k := range []string{"wait_random_min", "wait_random_max", "wait_jitter_max", "wait_func"} {
			if c.Kw(f, k) != nil {
				return
			}
		}
		p.Report(c.Node, "retrying's @retry waits a fixed or no time and without jitter, so callers that failed together retry together; add wait_jitter_max or use tenacity with wait_random_exponential",
			"wait_jitter_max=1000")
	}
}

func backoffURLLib3(p *model.Pass, call *model.Node) {
	f := p.File
	if model.HasSplat(call) {
		return
	}
	if retry.Urllib3Retry(f, call) {
		total := f.Kwarg(call, "total")
		if total == nil {
			total = model.Arg(call, 0)
		}
		if total != nil {
			switch t := f.Text(f.Resolve(total)); t {
			case "0", "False":
				return // no retries
			}
		}
		if f.Kwarg(call, "backoff_jitter") != nil {
			return
		}
		bf := f.Kwarg(call, "backoff_factor")
		if bf == nil && model.NumArgs(call) > 7 {
			return // positional backoff_factor
		}
		if bf == nil || f.Text(f.Resolve(bf)) == "0" {
			p.Report(call, "urllib3 Retry has no backoff_factor, so it retries at once and in step with every other failing caller; pass backoff_factor=0.5 and backoff_jitter=1.0",
				"backoff_factor=0.5, backoff_jitter=1.0")
		}
		return
	}
	switch model.CalleeName(f, call) {
	case "requests.adapters.HTTPAdapter", "requests.HTTPAdapter":
		mr := f.Kwarg(call, "max_retries")
		if mr == nil {
			mr = model.Arg(call, 2)
		}
		if mr == nil {
			return
		}
		v := f.Resolve(mr)
		if v.Sym() == model.SymInteger && f.Text(v) != "0" {
			p.Report(mr, "max_retries="+f.Text(v)+" makes a urllib3 Retry with no backoff, so requests retries at once; pass max_retries=Retry(total=3, backoff_factor=0.5, backoff_jitter=1.0)",
				"max_retries=Retry(total=3, backoff_factor=0.5, backoff_jitter=1.0)")
		}
	}
}

func backoffAxiosRetry(p *model.Pass, call *model.Node) {
	f := p.File
	if model.HasSplat(call) {
		return
	}
	opts := model.Arg(call, 1)
	var obj *model.Node
	if opts != nil {
		obj = f.Resolve(opts)
		if obj.Sym() != model.SymObject {
			return
		}
		if v, spread := f.ObjectProp(obj, "retries"); spread || (v != nil && f.Text(f.Resolve(v)) == "0") {
			return
		}
	}
	var delay *model.Node
	if obj != nil {
		delay, _ = f.ObjectProp(obj, "retryDelay")
	}
	if delay == nil {
		p.Report(model.Callee(call), "axios-retry retries with no delay by default, so failing callers retry at once and in step; pass retryDelay: axiosRetry.exponentialDelay",
			"retryDelay: axiosRetry.exponentialDelay")
		return
	}
	if strings.Contains(f.Text(f.Resolve(delay)), "linearDelay") {
		p.Report(delay, "axios-retry linearDelay has no jitter, so failing callers retry in step; use retryDelay: axiosRetry.exponentialDelay",
			"retryDelay: axiosRetry.exponentialDelay")
	}
	// a callback of its own (`retryDelay: (n) => Math.min(1000 * 2 ** n, 8000)`) replaces
	// exponentialDelay, whose jitter goes with it: judged by its body
	if fn := f.Resolve(delay); (fn.Sym() == model.SymArrowFunction || fn.Sym() == model.SymFunctionExpression) &&
		retry.BodyDelay(f, fn.ChildByFieldName("body")) == retry.DelayGrows {
		p.Report(delay, "axios-retry's retryDelay grows without jitter, so failing callers retry in step; randomise it over [0, backoff] or use axiosRetry.exponentialDelay",
			"random delay in [0, backoff]")
	}
}

// helperWaits reports whether retry loop l calls a function of the file
// (`await self._reconnect(attempt=attempts)`) whose own body waits: a sleep
// one call deeper (the helper's nested functions aside) is the loop's wait,
// and the helper decides its delay.
func helperWaits(f *model.File, l *retry.RetryLoop) bool {
	found := false
	model.Walk(l.Body, func(call *model.Node) bool {
		if found {
			return false
		}
		if call.Sym() != model.SymCall && call.Sym() != model.SymCallExpression {
			return true
		}
		fn := model.Callee(call)
		def := (*model.Node)(nil)
		if fn != nil {
			def = f.LocalFunc(fn)
		}
		if def == nil || model.Contains(def, call) {
			return true
		}
		model.Walk(def.ChildByFieldName("body"), func(n *model.Node) bool {
			switch n.Sym() {
			case model.SymFunctionDefinition, model.SymFunctionDeclaration, model.SymArrowFunction, model.SymFunctionExpression, model.SymLambda, model.SymFuncLiteral:
				return false
			case model.SymCall, model.SymCallExpression:
				found = found || retry.IsWait(f, n)
			}
			return !found
		})
		return !found
	})
	return found
}
