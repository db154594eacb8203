package rc303

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/retry"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Rule is RC303 unbounded-retry.
//
// What it does: reports retries with no attempt limit and no deadline:
// hand-written retry loops (see retry.go) that run forever on failure
// (`while True`, `while (true)`, `for (;;)`, Go `for {}`), tenacity
// `@retry` / `Retrying()` without `stop=`, backoff decorators without
// `max_tries` or `max_time`, retrying's `@retry` without a stop option,
// urllib3 `Retry(total=None)` with no other count, and JavaScript retry
// options `retries: Infinity` or p-retry's `forever: true`.
//
// Why is this bad? An upstream that stays down turns an unbounded retry into
// an endless loop that holds the caller, its worker and its connection, and
// multiplies the load on the upstream (CWE-835). An LLM orchestrator calling
// the tool waits forever instead of getting an error it can act on.
//
// Example:
//
//	while True:
//	    try:
//	        return requests.get(url, timeout=10).json()
//	    except requests.RequestException:
//	        time.sleep(random.uniform(0, 2))
//
// Use instead:
//
//	for attempt in range(5):
//	    try:
//	        return requests.get(url, timeout=10).json()
//	    except requests.RequestException:
//	        if attempt == 4:
//	            raise
//	        time.sleep(random.uniform(0, 0.2 * 2**attempt))
//
// Source: SkillAudit's "Designing for resiliency" pattern 3 ("the max
// attempts limit prevents infinite retry loops") and checklist item 3
// (ItemBackoff); the MCP Security Standard's MCP-INPUT-03 red flag "infinite
// loops without break conditions". CWE-835. Peers: tenacity's
// and backoff's own docs on stop conditions; no Ruff or semgrep rule.
var Rule = &model.Rule{
	ID: "RC303", Name: "unbounded-retry", Severity: model.SeverityMedium, CWE: 835, Checklist: model.ItemBackoff,
	Summary: "Retry with no attempt limit and no deadline",
	Description: "A retry loop or retry decorator with no attempt limit and no deadline keeps retrying for as long " +
		"as the upstream fails, so an outage turns into an endless loop that holds the caller and floods the " +
		"upstream. Cap the attempts or bound the total time.",
	Help:      unboundedRetryHelp,
	Languages: []model.Language{model.LangPython, model.LangJavaScript, model.LangTypeScript, model.LangGo},
	Check:     checkUnboundedRetry,
}

const unboundedRetryHelp = `## What it does
Reports retries that never give up.

- **Hand-written retry loops** in Python, JavaScript/TypeScript and Go: a loop
  whose body makes an outbound call inside ` + "`try`" + ` (or checks the call's ` + "`err`" + `),
  whose failure path goes round the loop again and whose success leaves it, when
  the loop has no condition of its own (` + "`while True`" + `, ` + "`while (true)`" + `, ` + "`for (;;)`" + `,
  Go ` + "`for {}`" + `, ` + "`for attempt in itertools.count()`" + `) and nothing in the failure path
  leaves the loop under a counter, limit, deadline or context condition
  (` + "`if attempt >= MAX: raise`" + `, ` + "`if (Date.now() > deadline) throw err`" + `,
  ` + "`case <-ctx.Done(): return ctx.Err()`" + `). The finding is on the loop.
- **tenacity**: ` + "`@retry`" + `, ` + "`@retry(...)`" + `, ` + "`Retrying(...)`" + ` and ` + "`AsyncRetrying(...)`" + ` without
  ` + "`stop=`" + ` (tenacity's default is to retry forever), or with ` + "`stop=stop_never`" + `.
- **backoff**: ` + "`@backoff.on_exception`" + ` / ` + "`@backoff.on_predicate`" + ` with neither ` + "`max_tries`" + ` nor
  ` + "`max_time`" + ` (backoff's default is to retry forever).
- **retrying**: ` + "`@retry`" + ` without ` + "`stop_max_attempt_number`" + `, ` + "`stop_max_delay`" + ` or ` + "`stop_func`" + `.
- **urllib3**: ` + "`Retry(total=None)`" + ` (or ` + "`Retry(None)`" + `) with no other count set: urllib3
  then never counts the retries down and ` + "`is_exhausted()`" + ` is never true. When
  ` + "`connect`" + `, ` + "`read`" + `, ` + "`status`" + ` or another count is set, the retry is only partly
  bounded and is not reported.
- **JavaScript/TypeScript**: ` + "`retries: Infinity`" + ` (p-retry, async-retry, axios-retry),
  ` + "`limit: Infinity`" + ` (got, ky) and ` + "`forever: true`" + ` passed to a retry function.

- **Unbounded polls** in Python, JavaScript/TypeScript and Go: a loop with no condition of its own
  (or one that waits while a remote status holds, ` + "`while (info.status === 'pending')`" + `) that
  calls an upstream, waits between passes (a sleep or timer) and leaves only when the upstream
  reports a state (` + "`if ([\"SUCCESS\", \"FAILURE\"].includes(build.status)) break`" + `), with nothing
  that counts the passes, reads a clock or checks a context or abort signal (any context name:
  ` + "`ctx.Done()`" + `, ` + "`p.watchCtx.Done()`" + `, so a background watcher that returns when its owner cancels
  is bounded). A job that never
  reaches a final state holds the caller forever. The checklist's "retries ... without a bound" and
  the MCP Security Standard's MCP-INPUT-03 red flag ("infinite loops without break conditions")
  cover a poll as much as a retry; no peer linter (Ruff, Semgrep, CodeQL) reports polls, so the
  shape is kept narrow: a pagination loop that pauses between pages, a worker loop with no exit
  and a poll with an attempt cap or deadline are not reported.

What is not a retry loop (and so not judged by RC301-RC302, nor by RC303 but as an unbounded
poll above): a loop over the
items of a collection (` + "`for url in urls`" + `, ` + "`i < items.length`" + `, Go ` + "`range slice`" + `); a
poll that leaves only when a remote state appears (` + "`if job[\"status\"] == \"DONE\"`" + `,
` + "`if pr != nil`" + `), or whose function, header or call says poll / wait_for / ready; a
consumer, watcher or REPL loop whose exits are on cancellation or a command
(` + "`case <-ctx.Done()`" + `, ` + "`if (input === \"exit\")`" + `); a loop that asks the user again
(` + "`input()`" + `, ` + "`prompt`" + `, ` + "`confirm`" + `); a loop whose call gets a different argument on each
pass (walking up a directory tree; a request the loop rebuilds from values it does not move, ` + "`req = urllib.request.Request(url)`" + ` before ` + "`urlopen(req)`" + `, is the same request again); a readiness wait for a local process
(` + "`localhost`" + `, ` + "`127.0.0.1`" + `, ` + "`proc.is_alive()`" + `); a handler that only catches
parse errors (` + "`ValueError`" + `, ` + "`KeyError`" + `).

A loop over a list of delays (` + "`for delay in [1, 2, 4]`" + `, RC302) is bounded by its list.
A status branch of the try block that waits and continues is a failure path even when every
except clause raises (` + "`while True: try: r = ...; if r.status_code == 503: sleep(1); continue`" + `).

A loop whose condition is not constant (` + "`while attempt < 5`" + `, ` + "`while not self.stopped`" + `,
` + "`for ctx.Err() == nil`" + `) is treated as bounded; options passed through ` + "`**kwargs`" + ` or a
spread are treated as possibly setting a stop.

## Severity
Medium: an unbounded retry loop never gives up on a dead upstream and holds its caller forever. High and medium findings fail the check at the default fail-on (medium) and annotate as failure or warning; low ones annotate as notices, are listed in a collapsed section of the comment and do not fail the check.

## Why is this bad?
An upstream that stays down turns an unbounded retry into an endless loop: the
tool call never returns, its worker, connection and memory stay held, and the
upstream receives a steady stream of requests while it is trying to recover
(CWE-835, loop with unreachable exit condition). The LLM orchestrator calling
the tool waits instead of getting an error it could act on, and a session
quota or circuit breaker never gets a failure to count. The resilience
checklist asks for bounded retries: "the max attempts limit prevents infinite
retry loops".

## Example
` + "```python\nwhile True:\n    try:\n        return requests.get(url, timeout=10).json()\n    except requests.RequestException:\n        time.sleep(random.uniform(0, 2))\n\n@tenacity.retry(wait=tenacity.wait_random_exponential(max=10))\ndef load(): ...\n```" + `

` + "```ts\nwhile (true) {\n  try {\n    return await fetchAlerts(region);\n  } catch {\n    await sleep(Math.random() * 1_000);\n  }\n}\n```" + `

` + "```go\nfor {\n\tresp, err := client.Do(req)\n\tif err == nil {\n\t\treturn resp, nil\n\t}\n\ttime.Sleep(jitter(time.Second))\n}\n```" + `

## Use instead
` + "```python\nfor attempt in range(5):\n    try:\n        return requests.get(url, timeout=10).json()\n    except requests.RequestException:\n        if attempt == 4:\n            raise\n        time.sleep(random.uniform(0, 0.2 * 2**attempt))\n\n@tenacity.retry(stop=tenacity.stop_after_attempt(5), wait=tenacity.wait_random_exponential(max=10))\ndef load(): ...\n```" + `

` + "```ts\nfor (let attempt = 0; attempt < 5; attempt++) {\n  try {\n    return await fetchAlerts(region);\n  } catch (err) {\n    if (attempt === 4) throw err;\n    await sleep(Math.random() * 200 * 2 ** attempt);\n  }\n}\n```" + `

` + "```go\nfor attempt := 0; attempt < 5; attempt++ {\n\tresp, err := client.Do(req)\n\tif err == nil {\n\t\treturn resp, nil\n\t}\n\tselect {\n\tcase <-ctx.Done():\n\t\treturn nil, ctx.Err()\n\tcase <-time.After(jitter(attempt)):\n\t}\n}\n```" + `

## References
- CWE-835: Loop with Unreachable Exit Condition ('Infinite Loop'): https://cwe.mitre.org/data/definitions/835.html
- Checklist: "Retries use bounded exponential backoff with full jitter" (SkillAudit, Designing for resiliency, checklist item 3, pattern 3): https://skillaudit.dev/blog/mcp-server-resilience-fail-secure/
- MCP Security Standard, MCP-INPUT-03 Timeout Enforcement, red flag "infinite loops without break conditions": https://mcp-security-standard.org/en/v0.1.0/controls/input/mcp-input-03-timeout-enforcement
- tenacity stopping: https://tenacity.readthedocs.io/en/latest/#stopping
- backoff max_tries / max_time: https://github.com/litl/backoff#readme
- urllib3 Retry: https://urllib3.readthedocs.io/en/stable/reference/urllib3.util.html#urllib3.util.Retry
- Google SRE, handling overload: https://sre.google/sre-book/handling-overload/

CWE-835 · checklist: bounded retries (ItemBackoff)
`

var unboundedHints = []string{"while", "for", "retry", "Retry", "backoff", "Infinity"}

func checkUnboundedRetry(p *model.Pass) {
	f := p.File
	if !f.ContainsAny(unboundedHints...) {
		return
	}
	for _, l := range retry.RetryLoops(f) {
		if !l.Infinite || retry.HasCap(f, l) || retry.ContinueCapped(f, l) {
			continue
		}
		p.Report(l.Loop, retry.LoopHeader(f, l)+" retries "+model.CallName(f, l.Attempts[0].Call)+
			" with no attempt limit or deadline, so a failing upstream is retried forever; cap the attempts or add a deadline",
			"cap the attempts")
	}
	checkUnboundedPolls(p) // poll.go
	// the retry libraries' configurations, per language (python.go, js.go)
	if libs := unboundedLibraries.For(f.Lang); libs != nil {
		libs(p)
	}
}

// unboundedLibraries checks the retry libraries of each language family.
var unboundedLibraries = adapt.PerLang[func(*model.Pass)]{Python: unboundedPython, JS: unboundedJS}

func unboundedPyConfig(p *model.Pass, c retry.PyRetryConfig) {
	f := p.File
	if c.UnknownKw() {
		return
	}
	switch c.Lib {
	case "tenacity":
		stop := c.Kw(f, "stop")
		if stop == nil {
			p.Report(c.Node, c.Name+" has no stop= and tenacity then retries forever; pass stop=stop_after_attempt(5) or stop_after_delay(30)",
				"stop=tenacity.stop_after_attempt(5)")
		} else if s := f.Resolve(stop); strings.HasSuffix(f.Text(s), "stop_never") {
			p.Report(c.Node, c.Name+" has stop=stop_never and retries forever; pass stop=stop_after_attempt(5) or stop_after_delay(30)",
				"stop=tenacity.stop_after_attempt(5)")
		}
	case "backoff":
		tries, t := c.Kw(f, "max_tries"), c.Kw(f, "max_time")
		if (tries == nil || model.IsNone(f.Resolve(tries))) && (t == nil || model.IsNone(f.Resolve(t))) {
			p.Report(c.Node, c.Name+" has no max_tries or max_time and backoff then retries forever; pass max_tries=5 or max_time=30",
				"max_tries=5")
		}
	case "retrying":
		if c.Kw(f, "stop_max_attempt_number") == nil && c.Kw(f, "stop_max_delay") == nil && c.Kw(f, "stop_func") == nil && c.Kw(f, "stop") == nil {
			p.Report(c.Node, "retrying's @retry has no stop option and retries forever; pass stop_max_attempt_number=5 or stop_max_delay=30000",
				"stop_max_attempt_number=5")
		}
	}
}

func unboundedURLLib3(p *model.Pass, call *model.Node) {
	f := p.File
	if !retry.Urllib3Retry(f, call) || model.HasSplat(call) {
		return
	}
	total := f.Kwarg(call, "total")
	if total == nil {
		total = model.Arg(call, 0)
	}
	if total == nil || !model.IsNone(f.Resolve(total)) {
		return // the default total is 10
	}
	for _, k := range []string{"connect", "read", "redirect", "status", "other"} {
		if v := f.Kwarg(call, k); v != nil && !model.IsNone(f.Resolve(v)) {
			return
		}
	}
	if model.NumArgs(call) > 1 {
		return
	}
	p.Report(call, "urllib3 Retry(total=None) with no other count never runs out of retries, so a failing upstream is retried forever; pass total=5",
		"total=5")
}

func unboundedJSOption(p *model.Pass, pair *model.Node) {
	f := p.File
	key := strings.Trim(f.Text(pair.ChildByFieldName("key")), "'\"`")
	switch key {
	case "retries", "limit", "maxRetries", "retry", "maxAttempts", "attempts", "forever":
	default:
		return // other options are not judged: no value to resolve
	}
	val := pair.ChildByFieldName("value")
	if val == nil {
		return
	}
	vt := f.Text(f.Resolve(val))
	switch key {
	case "retries", "limit", "maxRetries", "retry", "maxAttempts", "attempts":
		if vt == "Infinity" || vt == "Number.POSITIVE_INFINITY" {
			p.Report(pair, key+": "+vt+" retries forever, so a failing upstream is retried without end; set a finite number such as 5",
				key+": 5")
		}
	case "forever":
		if vt != "true" {
			return
		}
		call := model.Ancestor(pair, model.SymCallExpression)
		if call != nil && strings.Contains(strings.ToLower(f.Text(model.Callee(call))), "retry") {
			p.Report(pair, "forever: true makes the retry never give up, so a failing upstream is retried without end; use retries: 5",
				"retries: 5")
		}
	}
}
