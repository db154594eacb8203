// Package inlinerun finds the async Python helpers of a repository that call
// the function their caller hands them on the calling thread (`async def
// _fetch_with_retry(fn, *args, **kwargs): ... return fn(*args, **kwargs)`):
// a call `await _fetch_with_retry(company.history, period)` in async code
// then runs company.history on the event loop, as a direct call would. An
// async def is run by the loop's thread; only a thread runner
// (asyncio.to_thread, loop.run_in_executor, anyio.to_thread.run_sync) moves
// the call elsewhere (https://docs.python.org/3/library/asyncio-dev.html#running-blocking-code,
// CWE-833). It is the converse of package offload, which reads a helper
// that hands the function to such a runner. Peer practice: CodeQL's Python
// call graph follows a function-valued parameter to the call that runs it.
// Source: blind-set misses carnat/yahoo-finance-mcp yfmcp/tools/pricing.py
// (yfmcp/util.py's _fetch_with_retry).
package inlinerun

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/facts/threadrun"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/resolve"
)

// runners are, beside the thread runners (threadrun.Mentioned), the
// executor submissions and threads whose presence in a helper's body
// leaves it unknown (the handed function may be run there).
var runners = []string{"submit(", "Thread("}

// RunsFirst reports whether the bare-name callee of a Python call names an
// async def (of the file, or imported by a module-level `from M import
// NAME` from a module of the repository) whose first parameter is a
// function it calls itself, on the loop's thread, and hands to no thread
// runner. The helper is read as text: a one-line signature, the body up to
// the next line indented no deeper than the def.
func RunsFirst(f *model.File, callee *model.Node) bool {
	if f.Lang != model.LangPython || callee == nil || callee.Sym() != model.SymIdentifier {
		return false
	}
	name := f.Text(callee)
	if def := f.LocalFunc(callee); def != nil {
		if def.Sym() != model.SymFunctionDefinition || model.EnclosingFunc(def) != nil {
			return false
		}
		return runsFirst(f.Text(def), name)
	}
	spec, orig, level, ok := adapt.PyFromImport(f, name, true)
	if !ok {
		return false
	}
	w := thirdparty.Of(f)
	if w == nil || w.Has == nil || w.Read == nil {
		return false
	}
	target, ok := resolve.Python(f.Path, spec, level, w.Has)
	if !ok {
		return false
	}
	src := w.File(target)
	if src == nil {
		return false
	}
	return runsFirst(string(src), orig)
}

// runsFirst is RunsFirst on a module's text (or one definition's): the one
// top-level `async def name(p, ...)` in it, whose body calls p(...) and
// names no runner.
func runsFirst(text, name string) bool {
	re := regexp.MustCompile(`(?m)^async\s+def\s+` + regexp.QuoteMeta(name) + `\s*\(\s*([A-Za-z_]\w*)\s*[,)]`)
	ms := re.FindAllStringSubmatchIndex(text, -1)
	if len(ms) != 1 {
		return false
	}
	p := text[ms[0][2]:ms[0][3]]
	if p == "self" || p == "cls" {
		return false
	}
	body := text[ms[0][1]:]
	// the body ends at the next line that starts at column 0 with code
	if end := regexp.MustCompile(`(?m)^[^\s#)]`).FindStringIndex(body); end != nil {
		body = body[:end[0]]
	}
	if threadrun.Mentioned(body) {
		return false
	}
	for _, r := range runners {
		if strings.Contains(body, r) {
			return false
		}
	}
	if regexp.MustCompile(`(?m)^\s+(?:async\s+)?def\s`).MatchString(body) || strings.Contains(body, "lambda") {
		return false // a nested function may be what calls it
	}
	return regexp.MustCompile(`(?:^|[^\w.])` + regexp.QuoteMeta(p) + `\s*\(`).MatchString(body)
}
