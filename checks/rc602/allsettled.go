package rc602

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/jscatch"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/finding"
)

// Rule is RC602 aggregation-without-allsettled.
//
// What it does: reports `Promise.all([...])` in JavaScript and TypeScript and
// `asyncio.gather(...)` in Python (without `return_exceptions=True`) that
// combine the results of two or more separate calls, where one failure
// throws away every other result, and Promise.all over items.map(cb) whose
// callback makes one upstream request or write per item (fanout.go), and
// a per-item loop of upstream calls inside one try whose handler returns
// only an error (seqloop.go), and a Go errgroup over items whose Wait error
// is all the function returns (errgroup.go).
//
// Why is this bad? A tool that aggregates several upstreams (forecast, alerts
// and news) should answer with what it has when one source is down. With
// Promise.all the first rejection rejects the whole aggregate: one flaky
// dependency turns every call of the tool into an error (CWE-703, improper
// handling of exceptional conditions), and the calls still running are not
// cancelled.
//
// Example:
//
//	const [a, b] = await Promise.all([fetchA(), fetchB()]);
//
// Use instead:
//
//	const [a, b] = await Promise.allSettled([fetchA(), fetchB()]);
//
// Source: SkillAudit's "Designing for resiliency" checklist item 8 and
// pattern 7 ("Promise.allSettled for
// multi-source aggregation"); CWE-703. No peer linter has this rule; the
// nearest are ESLint's promise plugin rules, which do not judge aggregation.
var Rule = &model.Rule{
	ID: "RC602", Name: "aggregation-without-allsettled", Severity: model.SeverityLow, CWE: 703, Checklist: model.ItemAllSettled,
	Summary: "Multi-source aggregation fails as a whole when one source fails (Promise.all, asyncio.gather)",
	Description: "Promise.all and asyncio.gather without return_exceptions=True reject as soon as one of the combined calls " +
		"fails, so one unavailable upstream discards the results of all the others. Aggregating tools should use " +
		"Promise.allSettled or return_exceptions=True and return partial results with a note of what is missing.",
	Help:      allSettledHelp,
	Languages: []model.Language{model.LangPython, model.LangJavaScript, model.LangTypeScript, model.LangGo},
	Check:     checkAllSettled,
}

const allSettledHelp = `## What it does
Reports aggregation of several separate calls that fails as a whole when one of
them fails:

- **JavaScript / TypeScript**: ` + "`Promise.all([...])`" + ` whose array holds two or more calls
  (for example ` + "`fetch(a)`" + `, ` + "`api.getAlerts()`" + `, ` + "`fetch(b).then(r => r.json())`" + `) and whose
  result is used (assigned, destructured, returned or passed on). A conditional
  element (` + "`opts.stats ? api.getStats() : Promise.resolve([])`" + `) counts as the call it
  may make: an optional source that fails still rejects the whole aggregate.
  When the destructured results are then tested one by one (` + "`if (!slots.ok) return slots`" + `,
  sources that answer with result objects instead of rejecting), the finding is on the first
  test: two or more results tested and every failure returned or thrown drops the others;
  a tested failure that is degraded instead (a warning pushed) is not reported.
  The same method of one client asked for separate items (` + "`jira.searchIssues(q1)`" + `,
  ` + "`jira.searchIssues(q2)`" + `: two calls on different first arguments) counts as separate
  requests, as a per-item fan-out does.
- **JavaScript / TypeScript, per item**: ` + "`Promise.all(items.map(cb))`" + `, or ` + "`Promise.all(ps)`" + ` with
  ` + "`const ps = items.map(cb)`" + `, whose callback makes one upstream request or write per item
  (a detail lookup per listed entry, one day of a date range, ` + "`insertOne`" + ` /
  ` + "`deleteOne`" + ` per record) and does not catch its failure, and whose result is used:
  one failed item discards every other item's result, and for writes hides which
  ones went through. Promises pushed in a loop into an empty array that ` + "`Promise.all`" + ` then
  awaits are read the same way, and an array built in a variable
  (` + "`const qs = [a(), b()]; qs.push(c())`" + `) is read like the literal.
- **Python, per item**: ` + "`asyncio.gather(*[client.get_issue(k) for k in keys])`" + ` (a list or
  generator comprehension, inline, bound to a name, or tasks appended in a loop, with or
  without ` + "`asyncio.create_task`" + `) without ` + "`return_exceptions=True`" + `, whose per-item call is an
  upstream request or write (or a helper of the file that awaits one, through up to four
  helpers of the file such as ` + "`self.get`" + ` -> ` + "`self._cached_get`" + ` -> ` + "`self._fetch`" + ` ->
  ` + "`self._http.get`" + `, with no ` + "`try`" + ` that answers without raising), and whose result is used.
- **Sequential, per item** (Python, JavaScript / TypeScript): a ` + "`for`" + ` loop over items inside
  one ` + "`try`" + ` that calls an upstream with the item (` + "`self.client.articles(section.id)`" + `,
  ` + "`await api.createX({ name })`" + `), adds the answers to a collection used after the loop,
  and whose ` + "`except`" + ` / ` + "`catch`" + ` raises or returns an error without that collection:
  one failed item discards the others' results. The per-item call may be a Python helper of
  the file that makes the request through a client it is handed and whose own ` + "`except`" + `
  re-raises (` + "`_get_cases_in_folder(client, pid, results, folder)`" + `), and may pass a name the
  loop's body binds from the item (` + "`entry = {\"id\": item.get(\"id\")}`" + `, then
  ` + "`client.get(f\"/groups/{entry['id']}\")`" + `); such a per-item entry, filled in and then added to the
  real collection, is not taken for the collection. A ` + "`try`" + ` inside the loop, a helper with an
  ` + "`except`" + ` that does not re-raise or that tests its results (` + "`if result.success:`" + `), a handler that
  returns what was gathered or only logs, and local work are not reported; nor is a call of a
  helper of the file whose body is one ` + "`try`" + ` whose handlers answer every failure instead of
  raising (a ` + "`cancel_order`" + ` that returns a failed status for its item), whatever verb its name has.
  With no ` + "`try`" + ` around the loop, a loop of upstream writes (` + "`update`" + `, ` + "`create`" + `, ` + "`delete`" + `, ...)
  whose answers are gathered and returned is reported too: the first failed write leaves the
  function with only its error and the writes already applied are not reported (a loop of
  reads with no ` + "`try`" + ` is not).
- **Sequential, several sources** (Python, JavaScript / TypeScript): two or more upstream calls
  made one after the other in one ` + "`try`" + ` (` + "`change = requests.get(change_url)`" + `, then
  ` + "`tasks = requests.get(tasks_url)`" + `), the later one not reading the earlier one's result, both
  read by the ` + "`return`" + ` of the ` + "`try`" + `, and an ` + "`except`" + ` / ` + "`catch`" + ` that returns or raises only an
  error: when the later source fails, the earlier answer is dropped. A dependent step (read back
  what was just created), the same source asked twice and a handler that returns what was
  fetched are not reported.
- **Go**: an ` + "`errgroup`" + ` whose goroutines, started in a ` + "`for ... range`" + ` loop over items,
  return an upstream call's error as soon as ` + "`err != nil`" + ` (` + "`return fmt.Errorf(...)`" + `), and whose
  ` + "`Wait()`" + ` error the function returns: the first failed item cancels the others and
  the answers of the items that succeeded are dropped. A goroutine that records the
  failure on its item and returns ` + "`nil`" + ` (or returns an error only under a further
  condition, such as an authorization error) is not reported.
- **Python**: ` + "`asyncio.gather(...)`" + ` with two or more call arguments and no
  ` + "`return_exceptions=True`" + `, whose result is used. A name bound once in the function, before the
  gather, to such a call (also through ` + "`asyncio.create_task`" + ` / ` + "`ensure_future`" + `) counts as the call
  (` + "`t1 = odoo.search_read(model=\"hr.employee\")`" + `, ` + "`t2 = odoo.search_read(model=\"res.users\")`" + `,
  ` + "`await asyncio.gather(t1, t2)`" + `); one method asked with different string literals for a ` + "`model`" + `,
  ` + "`table`" + `, ` + "`collection`" + `, ` + "`index`" + `, ` + "`endpoint`" + `, ` + "`path`" + `, ` + "`url`" + ` or ` + "`resource`" + ` keyword asks two sources.

Not reported in scripts, examples and command-line programs (as RC201: files under
` + "`scripts/`" + `, ` + "`bin/`" + `, ` + "`cli/`" + `, ` + "`examples/`" + `, ` + "`benchmarks/`" + `, entry points that start no
server; ` + "`scripts-are-servers: true`" + ` reports there too): one person runs them and sees the failure.

Not reported: elements that handle their own failure (` + "`fetch(a).catch(() => null)`" + `, a helper
named for it: ` + "`operationWithFallback(...)`" + `, ` + "`safeFetchX(...)`" + `, ` + "`loadOrDefault(...)`" + `),
a Python helper of the file passed to ` + "`asyncio.gather`" + ` whose awaited calls all sit in a ` + "`try`" + ` whose
handlers answer without raising (a title lookup that falls back to ` + "`f\"Movie {id}\"`" + `; a generic
` + "`_safe(coro, {})`" + ` wrapper of a coroutine it is handed is not one),
` + "`Promise.allSettled`" + ` / ` + "`Promise.any`" + `, a ` + "`Promise.all`" + ` whose result is discarded (a
barrier for side effects), a per-item callback that catches its failure or checks its
result and returns a fallback entry (` + "`if (!r.ok) return { ...item, answers: [] }`" + `), calls
only local work or a callback parameter, or runs inside a batch callback handed to a
helper of the file that catches failures itself (retrying item by item),
` + "`gather(*coros)`" + ` over a collection not built in the function, the same
function called on the same first argument in every element (one source asked
twice: a list and its count, two pages, two branches of one listing), the same
method of one client on the same first argument (` + "`api.request(client, optsA)`" + `,
` + "`api.request(client, optsB)`" + `), statements on one database connection (` + "`sql.query(a)`" + `,
` + "`sql.query(b)`" + `), the same method asked for the two sides of one comparison (results named
` + "`fromRules`" + ` / ` + "`toRules`" + ` or ` + "`before`" + ` / ` + "`after`" + `, or handed together to one call:
` + "`diff(before, after)`" + `), a result whose values are never read (` + "`Promise.all([...]).catch(() => {})`" + `
as a statement, ` + "`.then(() => undefined)`" + `), starting local servers (` + "`a.listen(0)`" + `), calls of
local work only (` + "`fs`" + ` reads, setting up a dependency such as ` + "`getClient()`" + ` or
` + "`loadSDK()`" + `, a helper of the same file that has its own ` + "`catch`" + `, ` + "`Promise.resolve`" + `, ` + "`sleep`" + `,
a helper of the same file, handed plain values, whose every call is local work such as a ` + "`sharp`" + ` image
decode), results that are each tested for success (` + "`if (us.success) return \"us\"; if (eu.success) ...`" + `), a
` + "`Promise.all`" + ` that pairs an event wait (` + "`page.waitForEvent(...)`" + `, ` + "`once(...)`" + `) with its
trigger, and
` + "`return_exceptions=`" + ` given any value other than a literal ` + "`False`" + `.

Where every result is genuinely required (merging two halves of one listing), the
finding is a prompt to decide: suppress it with a reason
(` + "`// resilience: ignore[RC602] both halves are required`" + `).

## Severity
Low: one failing source fails the whole answer; a degraded answer would do, but nothing hangs. High and medium findings fail the check at the default fail-on (medium) and annotate as failure or warning; low ones annotate as notices, are listed in a collapsed section of the comment and do not fail the check.

## Why is this bad?
A tool that combines several upstreams (a forecast, its alerts and the local news)
should degrade: answer with what it has and say what is missing. ` + "`Promise.all`" + ` rejects
on the first failure, so one slow or broken dependency makes every call of the tool
fail, and the results already fetched are thrown away. It also does not cancel the
other calls, which keep running and holding sockets. For an MCP server this turns a
partial outage of one source into a total outage of the tool (CWE-703).

## Example
` + "```ts" + `
const [forecast, alerts, news] = await Promise.all([
  fetch(forecastUrl, { signal }).then((r) => r.json()),
  fetch(alertsUrl, { signal }).then((r) => r.json()),
  fetch(newsUrl, { signal }).then((r) => r.json()),
]);
` + "```" + `

` + "```python" + `
forecast, alerts = await asyncio.gather(client.get(forecast_url), client.get(alerts_url))
` + "```" + `

## Use instead
` + "```ts" + `
const [forecast, alerts, news] = await Promise.allSettled([...]);
const value = (r) => (r.status === "fulfilled" ? r.value : null);
return { forecast: value(forecast), alerts: value(alerts), news: value(news),
         missing: [forecast, alerts, news].filter((r) => r.status === "rejected").length };
` + "```" + `

` + "```python" + `
forecast, alerts = await asyncio.gather(client.get(forecast_url), client.get(alerts_url),
                                        return_exceptions=True)
if isinstance(alerts, Exception):
    alerts = None  # and say so in the result
` + "```" + `

## References
- [SkillAudit, Designing for resiliency](https://skillaudit.dev/blog/mcp-server-resilience-fail-secure/), checklist item 8 and pattern 7:
  "Promise.allSettled for multi-source aggregation".
- [MDN: Promise.allSettled](https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Promise/allSettled)
- [Python: asyncio.gather, return_exceptions](https://docs.python.org/3/library/asyncio-task.html#asyncio.gather)
- [CWE-703: Improper Check or Handling of Exceptional Conditions](https://cwe.mitre.org/data/definitions/703.html)

CWE-703 · checklist: multi-source aggregation degrades gracefully (allSettled).
`

// settleWords is the word a file of each family must contain to be
// reported (see checkAllSettled).
var settleWords = adapt.PerLang[string]{Python: "gather", JS: "Promise"}

func checkAllSettled(p *model.Pass) {
	f := p.File
	if f.IsScript() && (p.Settings == nil || !p.Settings.ScriptsAreServers) {
		return // a one-shot program has one caller, who sees the failure and runs it again
	}
	if f.Lang == model.LangGo {
		checkErrgroup(p) // errgroup over items (errgroup.go)
		return
	}
	checkSeqLoops(p) // a per-item loop inside one try (seqloop.go)
	// Both shapes need a word of the source: Promise.all compares the
	// callee's own text with "Promise"; asyncio.gather is a callee's text or
	// an import's (File.Imports keeps the module and name texts as written),
	// so "gather" is in the source. A file without it cannot be reported.
	if !f.Contains(settleWords.For(f.Lang)) {
		return
	}
	// every call, to the file's language's handler
	adapt.Calls(f, false, adapt.PerLang[func(*model.Node)]{
		Python: func(n *model.Node) { allSettledPy(p, n) },
		JS:     func(n *model.Node) { allSettledJS(p, n) },
	}.For(f.Lang))
}

// allSettledJS reports Promise.all over an array literal of two or more calls
// that do not handle their own failure.
func allSettledJS(p *model.Pass, call *model.Node) {
	f := p.File
	fn := model.Callee(call)
	if fn != nil && fn.Sym() == model.SymAwaitExpression && fn.NamedChildCount() > 0 {
		// tree-sitter-typescript parses `await Promise.all<T>(...)` as a call
		// of `await Promise.all`.
		fn = fn.NamedChild(0)
	}
	if fn == nil || fn.Sym() != model.SymMemberExpression {
		return
	}
	obj, prop := fn.ChildByFieldName("object"), fn.ChildByFieldName("property")
	if obj == nil || prop == nil || f.Text(obj) != "Promise" || f.Text(prop) != "all" {
		return
	}
	if model.Shadowed(f, fn) { // a local Promise is not the built-in
		return
	}
	arg := model.Unwrap(model.Arg(call, 0))
	if arg != nil && arg.Sym() == model.SymIdentifier {
		// const ps = items.map(cb); await Promise.all(ps)
		// const ps = [a(), b()]; if (x) ps.push(c()); await Promise.all(ps)
		if v := f.Lookup(f.Text(arg), arg); v != nil {
			if cb := jsMapCall(f, v); cb != nil {
				jsFanOut(p, call, fn, cb)
				return
			}
			if v = model.Unwrap(v); v.Sym() == model.SymArray {
				if v.NamedChildCount() == 0 {
					jsPushedFanOut(p, call, fn, f.Text(arg)) // for (...) ps.push(api.get(x))
					return
				}
				elems := jsArrayElements(f, v, f.Text(arg), call)
				if elems == nil {
					return
				}
				jsAggregate(p, call, fn, elems)
			}
		}
		return
	}
	if cb := jsMapCall(f, arg); cb != nil {
		jsFanOut(p, call, fn, cb) // Promise.all(items.map(cb))
		return
	}
	if arg == nil || arg.Sym() != model.SymArray {
		return
	}
	var elems []*model.Node
	for i := 0; i < int(arg.NamedChildCount()); i++ {
		elems = append(elems, arg.NamedChild(i))
	}
	jsAggregate(p, call, fn, elems)
}

// jsAggregate reports Promise.all (call, callee fn) over the elements of
// its array when two or more of them are calls of separate sources that do
// not handle their own failure.
func jsAggregate(p *model.Pass, call, fn *model.Node, elems []*model.Node) {
	f := p.File
	calls := 0
	sources, requests := map[string]bool{}, map[string]bool{}
	for _, el := range elems {
		if el.Sym() == model.SymSpreadElement {
			return // elements not known
		}
		switch jsElementKind(f, el) {
		case elemCall:
			calls++
			sources[sourceKey(f, el)] = true
			requests[requestKey(f, el)] = true
		case elemBarrier:
			return
		}
	}
	if len(sources) < 2 && len(requests) >= 2 && !pairedResults(f, call) {
		sources = requests // one method asked for separate items (samemethod.go)
	}
	if calls < 2 || len(sources) < 2 || !resultUsed(f, call) {
		return
	}
	if at, degraded := resultEarlyReturn(f, call); degraded {
		return // results checked one by one, some degraded (results.go)
	} else if at != nil {
		reportEarlyReturn(p, at, calls)
		return
	}
	var fix *model.Fix
	if fn.Sym() == model.SymMemberExpression {
		if prop := fn.ChildByFieldName("property"); prop != nil && f.Text(prop) == "all" {
			// unsafe: allSettled resolves to {status, value | reason} records
			fix = &model.Fix{Applicability: model.FixUnsafe, Message: "use Promise.allSettled (the results become {status, value|reason} records)",
				Edits: []model.Edit{{Start: int(prop.StartByte()), End: int(prop.EndByte()), Text: "allSettled"}}}
		}
	}
	p.ReportFix(fn, fmt.Sprintf("one failed call rejects this Promise.all and discards the results of the other %d; "+
		"use Promise.allSettled and return partial results", calls-1), "Promise.allSettled", fix)
	p.Findings[len(p.Findings)-1].Open = &finding.Open{Rejecting: calls}
	relateImported(p, elems) // another module's helper may catch its own failure (xelement.go)
}

type elemKind int

const (
	elemOther   elemKind = iota // not a call: a value, a variable, local work
	elemCall                    // a call whose failure rejects the aggregate
	elemHandled                 // a call that catches its own failure
	elemBarrier                 // an event wait (waitForEvent, once): the Promise.all pairs it with its trigger
)

// jsElementKind classifies one element of a Promise.all array.
func jsElementKind(f *model.File, el *model.Node) elemKind {
	el = model.Unwrap(el)
	if el.Sym() == model.SymTernaryExpression {
		// cond ? api.listX() : Promise.resolve([]): an optional source is
		// still a source whose failure rejects the aggregate.
		if b := jsTernaryCall(f, el); b != nil {
			return jsElementKind(f, b)
		}
		return elemOther
	}
	if el.Sym() == model.SymAwaitExpression && el.NamedChildCount() > 0 {
		el = model.Unwrap(el.NamedChild(0))
	}
	if el.Sym() != model.SymCallExpression {
		return elemOther
	}
	// Walk down a chain such as fetch(u).then(r => r.json()).catch(...).
	root := el
	for root.Sym() == model.SymCallExpression {
		fn := model.Callee(root)
		if fn == nil || fn.Sym() != model.SymMemberExpression {
			break
		}
		prop := f.Text(fn.ChildByFieldName("property"))
		if prop == "catch" || (prop == "then" && model.NumArgs(root) >= 2) {
			return elemHandled
		}
		if strings.HasPrefix(prop, "waitFor") || prop == "once" {
			// Promise.all([page.waitForEvent('page'), page.click(sel)])
			// pairs an event wait with its trigger: a barrier, not an
			// aggregation.
			return elemBarrier
		}
		obj := model.Unwrap(fn.ChildByFieldName("object"))
		if obj == nil || obj.Sym() != model.SymCallExpression {
			break
		}
		root = obj
	}
	name := f.Text(model.Callee(root))
	if jsLocalWork(name) {
		return elemOther
	}
	if strings.HasPrefix(name, "waitFor") || name == "once" || strings.HasSuffix(name, ".once") {
		return elemBarrier
	}
	if jsSetupCall.MatchString(name) {
		return elemOther // getClient(), loadSDK(): a dependency being set up, not data aggregated
	}
	if jscatch.FallbackName.MatchString(name) {
		return elemHandled // operationWithFallback(() => count(), undefined), safeFetchX(...)
	}
	if fn := model.Callee(root); fn != nil && fn.Sym() == model.SymIdentifier {
		// listOrEmpty(...) defined in this file with its own catch
		if v := f.Lookup(name, fn); v != nil && v.IsScope() && jscatch.Catches(f, v) {
			return elemHandled
		}
	}
	if fn := model.Callee(root); fn != nil && (fn.Sym() == model.SymIdentifier || fn.Sym() == model.SymMemberExpression) {
		if v := f.LocalFunc(fn); v != nil && jscatch.Catches(f, v) {
			return elemHandled // async function helper() { try { ... } catch { return null } }; this.helper()
		}
		if localOnly(f, fn) {
			return elemOther // decodeScreenshot(bufA): a helper of the file that does local work only (localwork.go)
		}
	}
	if jsLifecycle.MatchString(name) {
		return elemOther // a.listen(0), b.listen(0): starting servers of this process, not data aggregated
	}
	return elemCall
}

// jsLifecycle matches calls that start or stop something of this process.
var jsLifecycle = regexp.MustCompile(`\.(listen|close|start|stop)$`)

// jsTernaryCall returns the branch of a conditional element that calls an
// upstream (the other branch being a value, Promise.resolve or local work;
// the first when both do, as either can reject), or nil when neither does.
func jsTernaryCall(f *model.File, t *model.Node) *model.Node {
	var call *model.Node
	for _, field := range []string{"consequence", "alternative"} {
		b := t.ChildByFieldName(field)
		if b == nil {
			return nil
		}
		if call == nil && jsElementKind(f, b) == elemCall {
			call = b
		}
	}
	return call
}

// jsSetupCall matches callees that build or load a dependency (a client, an
// SDK module, a connection) or read the environment rather than fetch data.
var jsSetupCall = regexp.MustCompile(`(?i)(^|\.)(get|make|create|init|load|import|detect|ensure)\w*(client|sdk|module|connection|session|driver|pool|env|environment)$`)

// sourceKey names the source an aggregated call reads: the callee of the
// innermost call of a chain (fetch in fetch(u).then(...)) and its first
// argument. Two calls with the same key (the same function on the same first
// argument, differing only in later options) are one source asked twice, not
// a multi-source aggregation. A method with a specific name on a receiver
// (sql.query, api.getFlamegraph) is keyed without its arguments: the same
// operation of one client asked for two tables or two periods is one source;
// generic transport verbs (fetch, get, post, request, ...) keep their first
// argument, which names the URL. (Promise.all also counts the requests of
// such a method on different first arguments: requestKey, samemethod.go.)
func sourceKey(f *model.File, el *model.Node) string {
	key, _ := sourceKeyRoot(f, el)
	return key
}

// sourceKeyRoot is sourceKey that also returns the innermost call it keyed
// (nil when el holds no call).
func sourceKeyRoot(f *model.File, el *model.Node) (string, *model.Node) {
	root := model.Unwrap(el)
	if root.Sym() == model.SymTernaryExpression {
		if b := jsTernaryCall(f, root); b != nil {
			root = model.Unwrap(b)
		}
	}
	if root.Sym() == model.SymAwaitExpression && root.NamedChildCount() > 0 {
		root = model.Unwrap(root.NamedChild(0))
	}
	for root.Sym() == model.SymCallExpression {
		fn := model.Callee(root)
		if fn == nil || fn.Sym() != model.SymMemberExpression {
			break
		}
		obj := model.Unwrap(fn.ChildByFieldName("object"))
		if obj == nil || obj.Sym() != model.SymCallExpression {
			break
		}
		root = obj
	}
	callee := model.Callee(root)
	key := f.Text(callee)
	if callee != nil && callee.Sym() == model.SymMemberExpression {
		// proc.stdout.text() and proc.stderr.text(): the output streams of one
		// child process (Bun.spawn, execa) are one source, read together
		if o := model.Unwrap(callee.ChildByFieldName("object")); o != nil && o.Sym() == model.SymMemberExpression {
			if s := f.Text(o.ChildByFieldName("property")); s == "stdout" || s == "stderr" {
				return f.Text(o.ChildByFieldName("object")) + ".std*", root
			}
		}
	}
	if callee != nil && (callee.Sym() == model.SymMemberExpression || callee.Sym() == model.SymAttribute) {
		prop := callee.ChildByFieldName("property")
		if prop == nil {
			prop = callee.ChildByFieldName("attribute")
		}
		if prop != nil && !genericVerb.MatchString(f.Text(prop)) {
			return key, root
		}
	}
	if a := model.Arg(root, 0); a != nil {
		key += "(" + f.Text(a)
	}
	return key, root
}

// genericVerb matches method names of transport clients whose first argument
// names the resource: axios.get(url), client.request(opts), rpc.call(method).
var genericVerb = regexp.MustCompile(`(?i)^(get|post|put|patch|delete|del|head|options|fetch|request|call|invoke|send|json|text)$`)

// jsLocalWork reports callees that do local work, not upstream calls.
func jsLocalWork(name string) bool {
	// Promise.all / allSettled / race as an element: a combinator whose own
	// elements are judged where it is written
	for _, p := range []string{"fs.", "fsp.", "fs.promises.", "path.", "Promise.", "import"} {
		if name == strings.TrimSuffix(p, ".") || strings.HasPrefix(name, p) {
			return true
		}
	}
	switch name {
	case "sleep", "delay", "wait", "setTimeout", "readFile", "writeFile", "stat", "mkdir", "readdir", "rm", "unlink":
		return true
	}
	// a request's or session's state (ctx.state.get<Meta>(key)): a lookup
	// in the framework's own store, not a request to the upstream whose
	// failure per item RC602 is about (a cache, often Redis, still counts)
	if i := strings.LastIndexByte(name, '.'); i > 0 {
		recv := name[:i]
		recv = recv[strings.LastIndexByte(recv, '.')+1:]
		if recv == "state" {
			return true
		}
	}
	return false
}

// allSettledPy reports asyncio.gather over two or more calls without
// return_exceptions=True.
func allSettledPy(p *model.Pass, call *model.Node) {
	f := p.File
	fn := model.Callee(call)
	if fn == nil || f.QualifiedName(fn) != "asyncio.gather" {
		return
	}
	if model.ImportedName(f, fn) == "" || model.Shadowed(f, fn) || pyLocalDef(f, fn) {
		return
	}
	if v := f.Kwarg(call, "return_exceptions"); v != nil {
		if f.Text(model.Unwrap(v)) != "False" {
			return // True or not known
		}
	}
	args := model.Args(call)
	if args == nil {
		return
	}
	calls := 0
	sources := map[string]bool{}
	for i := 0; i < int(args.NamedChildCount()); i++ {
		a := args.NamedChild(i)
		switch a.Sym() {
		case model.SymListSplat:
			if args.NamedChildCount() == 1 {
				pyFanOut(p, call, fn, a) // gather(*[client.get(x) for x in xs])
			}
			return
		case model.SymDictionarySplat:
			return // not known
		case model.SymKeywordArgument, model.SymComment:
			continue
		}
		a = model.Unwrap(a)
		if b := pyBoundCall(f, call, a); b != nil {
			a = b // a name bound to a coroutine call in the function (pybound.go)
		}
		if a.Sym() == model.SymCall && !pyLocalWork(f.Text(model.Callee(a))) && !pyHandlesOwnFailure(f, a) {
			calls++
			sources[pySourceKey(f, a)] = true
		}
	}
	if calls < 2 || len(sources) < 2 || !resultUsed(f, call) {
		return
	}
	var fix *model.Fix
	if e, ok := f.SetKeyword(call, "return_exceptions", "True"); ok {
		// unsafe: failed calls then come back as exception objects among the results
		fix = &model.Fix{Applicability: model.FixUnsafe, Message: "pass return_exceptions=True (failures become exception objects in the results)",
			Edits: []model.Edit{e}}
	}
	p.ReportFix(fn, fmt.Sprintf("asyncio.gather raises on the first failed call and discards the results of the other %d; "+
		"pass return_exceptions=True and return partial results", calls-1), "return_exceptions=True", fix)
}

// pyLocalWork reports callees that do local work, not upstream calls.
func pyLocalWork(name string) bool {
	switch name {
	case "asyncio.sleep", "sleep", "anyio.sleep", "asyncio.to_thread":
		return true
	}
	return false
}

// resultUsed reports whether the value of call (through await and
// parentheses) is assigned, destructured, returned, passed on or otherwise
// used, rather than discarded in an expression statement.
func resultUsed(f *model.File, call *model.Node) bool {
	n := call
	for {
		parent := n.Parent()
		if parent == nil {
			return false
		}
		switch parent.Sym() {
		case model.SymAwaitExpression, model.SymAwait, model.SymParenthesizedExpression, model.SymAsExpression, model.SymSatisfiesExpression, model.SymNonNullExpression:
			n = parent
			continue
		case model.SymExpressionStatement:
			return false
		case model.SymMemberExpression:
			// Promise.all([...]).catch(() => {}): the values pass through the
			// catch or finally; .then(() => ...): the values are never read
			outer := parent.Parent()
			if outer == nil || outer.Sym() != model.SymCallExpression {
				return true
			}
			switch f.Text(parent.ChildByFieldName("property")) {
			case "catch", "finally":
				n = outer
				continue
			case "then":
				if cb := model.Unwrap(model.Arg(outer, 0)); cb != nil && noParams(cb) {
					return false
				}
			}
		}
		return true
	}
}

// pyLocalDef reports whether a bare-name callee is defined by a local `def`
// in an enclosing function, which hides the imported name.
func pyLocalDef(f *model.File, callee *model.Node) bool {
	if callee.Sym() != model.SymIdentifier {
		return false
	}
	name := f.Text(callee)
	for fn := model.EnclosingFunc(callee); fn != nil; fn = model.EnclosingFunc(fn) {
		body := fn.ChildByFieldName("body")
		if body == nil {
			continue
		}
		for i := 0; i < int(body.NamedChildCount()); i++ {
			d := body.NamedChild(i)
			if d.Sym() == model.SymFunctionDefinition && f.Text(d.ChildByFieldName("name")) == name {
				return true
			}
		}
	}
	return false
}

// noParams reports whether a callback takes no parameters: () => ..., function () {...}.
func noParams(cb *model.Node) bool {
	switch cb.Sym() {
	case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction:
	default:
		return false
	}
	ps := cb.ChildByFieldName("parameters")
	if ps == nil {
		return cb.ChildByFieldName("parameter") == nil // x => ...
	}
	return ps.NamedChildCount() == 0
}
