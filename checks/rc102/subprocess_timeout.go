package rc102

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/goreach"
	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/facts/pyctor"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// Rule is RC102 subprocess-without-timeout.
//
// What it does: reports child processes that are run or waited for without a
// time limit: Python subprocess.run/call/check_call/check_output without
// timeout, Popen.wait()/communicate() without timeout, and the wait or
// communicate of an asyncio subprocess that no asyncio.wait_for or
// asyncio.timeout bounds; node child_process calls without a timeout option;
// Go exec.Command run in the same function, and exec.CommandContext with a
// context that has no deadline.
//
// Why is this bad? A child process that hangs (a stuck network call of its
// own, a prompt waiting for input, a deadlock) holds the caller, its worker and
// the process slot for as long as it runs, forever if it never exits; a few
// such calls exhaust a server (CWE-400).
//
// Example:
//
//	out = subprocess.run(cmd, capture_output=True, check=True)
//
// Use instead:
//
//	out = subprocess.run(cmd, capture_output=True, check=True, timeout=30)
//
// Source: checklist item "subprocess and database calls have timeouts"
// (ItemSubprocessDB; the MCP Security Standard's MCP-INPUT-03 applies
// timeouts to every tool execution, exec included), CWE-400. No peer rule checks this exactly: Ruff PLW1510
// subprocess-run-without-check is about check=, Ruff/Bandit S603/B603 and
// gosec G204 are about command injection.
var Rule = &model.Rule{
	ID: "RC102", Name: "subprocess-without-timeout", Severity: model.SeverityMedium, CWE: 400, Checklist: model.ItemSubprocessDB,
	Summary: "Child process run or waited for without a timeout",
	Description: "A child process that is run or waited for without a time limit holds its caller for as long as the " +
		"process runs, forever if it hangs, so a few stuck commands can tie up every worker of a server. Pass a " +
		"timeout, bound the wait with asyncio.wait_for, or run the command under a context with a deadline.",
	Help:      subprocessTimeoutHelp,
	Languages: []model.Language{model.LangPython, model.LangJavaScript, model.LangTypeScript, model.LangGo},
	Check:     checkSubprocessTimeout,
}

const subprocessTimeoutHelp = `## What it does
Reports child processes that are run or waited for without a time limit.

Not reported in scripts and command-line programs (files under ` + "`scripts/`" + `, ` + "`bin/`" + `,
` + "`cli/`" + `, ` + "`examples/`" + `, ` + "`benchmarks/`" + `, files starting with ` + "`#!`" + `, a ` + "`cli.*`" + ` module, and entry
points that start no server): a person runs them and can stop them. ` + "`scripts-are-servers: true`" + `
in the configuration reports there too. A Python module whose ` + "`if __name__ == \"__main__\"`" + ` block is
a demo is no script when another file of the scan that serves (not a test, not a program of its own
unless it starts a server) imports it: its functions run in the server. Likewise a JavaScript or
TypeScript module in one of those folders (a ` + "`cli/`" + ` wrapper around a command-line tool), or a
` + "`cli.*`" + ` module (bitwarden's ` + "`src/utils/cli.ts`" + `, which spawns the ` + "`bw`" + ` CLI for every vault tool), that
serving code imports, directly or through other modules, is judged as server code unless it is an
entry point itself.

- **Python**: ` + "`subprocess.run`" + `, ` + "`call`" + `, ` + "`check_call`" + ` and ` + "`check_output`" + ` without
  ` + "`timeout=`" + ` or with ` + "`timeout=None`" + `; ` + "`wait()`" + ` and ` + "`communicate()`" + ` on a
  ` + "`subprocess.Popen`" + ` (found through the variable, ` + "`with ... as`" + `, ` + "`self.x`" + ` or a
  ` + "`Popen`" + ` annotation) without a timeout; ` + "`wait()`" + ` and ` + "`communicate()`" + ` on a process
  from ` + "`asyncio.create_subprocess_exec/shell`" + ` that is not inside ` + "`asyncio.wait_for(...)`" + `,
  ` + "`async with asyncio.timeout(...)`" + ` (also ` + "`timeout_at`" + `, ` + "`async_timeout`" + `, anyio's
  ` + "`fail_after`" + `/` + "`move_on_after`" + `), and whose function the file does not itself call under
  such a bound.
- **JavaScript / TypeScript**: ` + "`child_process`" + ` ` + "`exec`" + `, ` + "`execFile`" + `, ` + "`spawn`" + `, ` + "`fork`" + `,
  ` + "`execSync`" + `, ` + "`execFileSync`" + ` and ` + "`spawnSync`" + ` (also through ` + "`util.promisify`" + `)
  without a ` + "`timeout`" + ` option, or with ` + "`timeout: 0`" + `. The asynchronous forms are also
  bounded by a ` + "`signal`" + ` option or by a kill of the child in the same function
  (` + "`setTimeout(() => child.kill(), ms)`" + `, a ` + "`finally`" + ` block); a child kept in
  ` + "`this.x`" + ` counts as managed when the file calls ` + "`this.x.kill()`" + `, and a ` + "`spawn`" + ` /
  ` + "`fork`" + ` with ` + "`detached: true`" + ` is left alone, and so is a launcher that nothing waits
  for (an ` + "`exec`" + ` or ` + "`spawn`" + ` call that is a statement of its own, with no callback:
  opening a browser or an editor), nor a child started inside a ` + "`new Promise((resolve, reject) => ...)`" + `
  executor that a ` + "`setTimeout`" + ` settles (a port-forward that resolves on a readiness line or
  is rejected after 5 s: the caller's wait is bounded and the child is meant to outlive it).
- **Go**: ` + "`exec.Command(...)`" + ` whose command the same function waits for (` + "`Run`" + `,
  ` + "`Output`" + `, ` + "`CombinedOutput`" + `, or ` + "`Start`" + ` with a ` + "`Wait`" + ` that is not in a
  goroutine) with no timer or goroutine there that kills ` + "`cmd.Process`" + `; a command
  that is only started (a browser opener) is not reported; ` + "`exec.CommandContext`" + ` given ` + "`context.Background()`" + `,
  ` + "`context.TODO()`" + ` or ` + "`context.WithoutCancel(...)`" + ` (directly or through a variable or
  ` + "`WithCancel`" + `/` + "`WithValue`" + `). A context from ` + "`context.WithTimeout`" + ` or
  ` + "`WithDeadline`" + `, or one received as a parameter, is fine, except the context an MCP SDK
  hands a tool, resource or prompt handler when the SDK gives it no deadline (mcp-go, the
  go-sdk: the ` + "`default: none`" + ` of their registration rows in libmodels), passed as is to
  ` + "`exec.CommandContext`" + ` in the handler or in a helper of the file whose every call there
  passes it: reported at low severity, since the MCP client may still cancel the request.
  A helper of another file or package that runs ` + "`exec.CommandContext`" + ` on its own
  ` + "`context.Context`" + ` parameter, deriving no deadline, is judged at its callers: a call
  that passes ` + "`context.Background()`" + ` or ` + "`context.TODO()`" + ` is reported (medium), and a
  handler's call that passes its own context is reported low, with the process call as a related
  location (` + "`ffmpeg.Trim(context.Background(), ...)`" + ` -> ` + "`exec.CommandContext(ctx, \"ffmpeg\", ...)`" + `).
  A function shaped like a handler (it returns a ` + "`*mcp.CallToolResult`" + `) that takes no SDK
  request, is called by the file and never named there as a value is such a helper: its
  context is what its callers pass (` + "`podCtx, cancel := context.WithTimeout(ctx, ...)`" + ` before
  ` + "`h.sosReportWithPod(podCtx, args)`" + ` bounds it).

A timeout passed through a variable, ` + "`**kwargs`" + ` or a spread counts as set; options of
unknown origin count as having one. When they are a parameter of a helper that hands them on
(` + "`function execFileSyncSafe(file, args, options) { return execFileSync(file, args, options) }`" + `),
each call of the helper, in any file, whose options set no timeout is reported there
(the function summaries, docs/cross-file.md): that caller's options are the child's only bound. A process started in one function and
waited for in another is not judged. Python's ` + "`wait()`" + `/` + "`communicate()`" + ` right after
` + "`kill()`" + ` on the same process (the documented clean-up after
` + "`TimeoutExpired`" + `) is not reported (one right after ` + "`terminate()`" + ` is: the child may catch
or ignore SIGTERM, and the wait then hangs), nor is a wait in a function that hands
` + "`proc.kill`" + ` to a timer, a wait under ` + "`if proc.poll() is not None`" + ` (or
` + "`returncode is not None`" + `), or an asyncio wait handed to ` + "`create_task`" + ` /
` + "`ensure_future`" + ` (the task is raced or cancelled elsewhere).

To accept a deliberate case (a long-running child whose lifetime is managed
elsewhere), write ` + "`# resilience: ignore[RC102] reason`" + ` on the line.

## Severity
Medium: a hung child process holds the call, and in a server the request, until someone kills it. One-shot scripts are not reported (unless scripts-are-servers is set), nor is a launcher that runs the shipped server binary with its own command line for its whole life. High and medium findings fail the check at the default fail-on (medium) and annotate as failure or warning; low ones annotate as notices, are listed in a collapsed section of the comment and do not fail the check.

## Why is this bad?
A child process can hang: it waits on its own network call, on a lock, or on
input nobody sends. Without a timeout the caller waits with it for as long as it
runs, forever if it never exits, and holds its worker, pipes and process slot
meanwhile. A few such calls exhaust a server: uncontrolled resource consumption
(CWE-400). The resilience checklist item "Subprocess and database calls have
timeouts" asks for a bound on every child process the service waits for.

No peer rule checks this exactly: Ruff PLW1510 (subprocess-run-without-check) is
about ` + "`check=`" + `, Ruff S603 / Bandit B603 and gosec G204 are about command injection.

## Example
` + "```python\nout = subprocess.run(cmd, capture_output=True, check=True)\nproc = await asyncio.create_subprocess_exec(*cmd, stdout=PIPE)\nstdout, _ = await proc.communicate()\n```" + `

` + "```ts\nconst out = execSync(\"radar-render --list-regions\", { encoding: \"utf8\" });\nexecFile(\"radar-render\", args, (err, stdout) => done(err, stdout));\n```" + `

` + "```go\nout, err := exec.Command(\"radar-render\", \"--region\", region).Output()\n```" + `

## Use instead
` + "```python\nout = subprocess.run(cmd, capture_output=True, check=True, timeout=30)\nproc = await asyncio.create_subprocess_exec(*cmd, stdout=PIPE)\ntry:\n    stdout, _ = await asyncio.wait_for(proc.communicate(), timeout=30)\nexcept TimeoutError:\n    proc.kill()\n    await proc.wait()\n    raise\n```" + `

` + "```ts\nconst out = execSync(\"radar-render --list-regions\", { encoding: \"utf8\", timeout: 30_000 });\nexecFile(\"radar-render\", args, { timeout: 30_000 }, (err, stdout) => done(err, stdout));\n```" + `

` + "```go\nctx, cancel := context.WithTimeout(ctx, 30*time.Second)\ndefer cancel()\nout, err := exec.CommandContext(ctx, \"radar-render\", \"--region\", region).Output()\n```" + `

## References
- CWE-400: Uncontrolled Resource Consumption: https://cwe.mitre.org/data/definitions/400.html
- Checklist: "Subprocess and database calls have timeouts"; MCP Security Standard, MCP-INPUT-03 Timeout Enforcement: https://mcp-security-standard.org/en/v0.1.0/controls/input/mcp-input-03-timeout-enforcement
- Python subprocess timeouts: https://docs.python.org/3/library/subprocess.html#subprocess.Popen.communicate
- asyncio.wait_for: https://docs.python.org/3/library/asyncio-task.html#asyncio.wait_for
- Node.js child_process options (timeout, signal): https://nodejs.org/api/child_process.html#child_processexeccommand-options-callback
- Go exec.CommandContext: https://pkg.go.dev/os/exec#CommandContext
- Ruff PLW1510 (not the same check): https://docs.astral.sh/ruff/rules/subprocess-run-without-check/

CWE-400; checklist item "Subprocess and database calls have timeouts".
`

// libs are the built-in library rows (libmodels/data).
var libs = libmodels.Builtin()

var (
	// pyRunFuncs are subprocess's functions that take timeout= (library rows).
	pyRunFuncs = libs.NameSet(libmodels.And(libmodels.Is(libmodels.Python, libmodels.Function, "subprocess"),
		func(r *libmodels.Row) bool { return r.Bound != nil && r.Bound.Where == libmodels.Keyword }))
	// pyAsyncProcs are asyncio's subprocess constructors.
	pyAsyncProcs = libs.NameSet(libmodels.And(libmodels.Is(libmodels.Python, libmodels.Function, "asyncio"),
		func(r *libmodels.Row) bool { return r.Kind == libmodels.Subprocess }))
	// pyTimeoutScopes are context managers that cancel their body after a time.
	pyTimeoutScopes = libs.NameSet(libmodels.And(libmodels.Is(libmodels.Python, ""),
		func(r *libmodels.Row) bool { return r.Kind == libmodels.TimeoutScope }))
	pyKillMethods = map[string]bool{"kill": true, "terminate": true, "send_signal": true}

	// jsChildProcs maps child_process functions to whether they take an args
	// array before the options and whether they are asynchronous (and so can
	// also be bounded by a signal or a kill timer).
	// (library rows: the options argument comes after an args array when its
	// position is 2; a row that does not block is asynchronous).
	jsChildProcs = func() map[string]struct{ args, async bool } {
		out := map[string]struct{ args, async bool }{}
		for _, r := range libs.Select(libmodels.Is(libmodels.JavaScript, libmodels.Function, "child_process")) {
			if r.Bound != nil && r.Bound.Position != nil {
				out[libmodels.LastSegment(r.Name)] = struct{ args, async bool }{*r.Bound.Position == 2, !r.Blocks}
			}
		}
		return out
	}()
	// jsCallbackName matches parameters that hold a completion callback.
	jsCallbackName = regexp.MustCompile(`(?i)(^cb|callback|done|handler|^next|resolve|reject|fn)$`)

	// goRunMethods wait for the command to exit; Start does only with a Wait.
	goRunMethods = map[string]bool{"Run": true, "Output": true, "CombinedOutput": true}
)

// subprocCheck is one file's pass. Findings wait in pending until the walk
// has seen the whole function: a kill timer or a run may come later.
type subprocCheck struct {
	p       *model.Pass
	f       *model.File
	facts   map[string][]spFact
	pending []spFinding
	bounded []uint32 // Python: end bytes of the open asyncio.wait_for / timeout regions
}

// spFact is a fact seen at byte off; scope is the start byte of the function
// it was seen in; called is false for a reference that is not a call
// (threading.Timer(30, proc.kill)).
type spFact struct {
	off, scope uint32
	called     bool
	// soft says the fact is a terminate() (SIGTERM, which the child may
	// catch or ignore) called directly: a wait right after it can still
	// hang, so it does not cancel that wait as a kill() does.
	soft bool
}

type spFinding struct {
	at       *model.Node
	msg, fix string
	autofix  *model.Fix  // the edits that add the timeout, when one can be written
	scope    *model.Node // the function the finding is in
	killKey  string      // a kill of this receiver in scope (see cancelled) cancels it
	goCmd    string      // Go: the finding stands only if this command is run (or started and waited for) in scope
	fnName   string      // Python asyncio: a bounded call of this function elsewhere cancels it
	low      string      // the finding is of low severity, for this reason
}

var subprocHints = model.Hints{
	model.LangPython:     {"subprocess", "Popen"},
	model.LangJavaScript: {"child_process"},
	model.LangGo:         {`"os/exec"`},
}

var (
	pySubprocSyms      = model.NewSymBitset(model.SymWithStatement, model.SymAttribute, model.SymCall)
	callExpressionSyms = model.NewSymBitset(model.SymCallExpression)
)

func checkSubprocessTimeout(p *model.Pass) {
	f := p.File
	// The word hints first: they are a few bit tests, IsScript can walk the
	// top level and the imports; both only decide whether to go on.
	if !f.HasHint(subprocHints) {
		return
	}
	if f.IsScript() && (p.Settings == nil || !p.Settings.ScriptsAreServers) {
		return // a person runs a script and can stop it
	}
	c := &subprocCheck{p: p, f: f, facts: map[string][]spFact{}}
	// The walk goes by Sym over the node types the callbacks look at: the
	// others did nothing but pop c.bounded, and a pop depends only on the
	// start of the node it runs at, which grows in document order, so the
	// stack is the same whenever a visited node reads or pushes it.
	adapt.Visit(f, adapt.PerLang[adapt.Visitor]{
		Python: adapt.Visitor{Syms: pySubprocSyms, Fn: c.python},
		JS:     adapt.Visitor{Syms: callExpressionSyms, Fn: c.jsCall},
		Go:     adapt.Visitor{Syms: callExpressionSyms, Fn: c.goCall},
	})
	seen := map[[2]uint32]bool{}
	for _, s := range c.pending {
		key := [2]uint32{s.at.StartByte(), s.at.EndByte()}
		if seen[key] || c.cancelled(s) {
			continue
		}
		seen[key] = true
		p.ReportFix(s.at, s.msg, s.fix, s.autofix)
		if s.low != "" {
			impact.Apply(p, model.Impact{Severity: model.SeverityLow, Why: s.low})
		}
	}
}

func (c *subprocCheck) fact(key string, at *model.Node, called bool) {
	c.facts[key] = append(c.facts[key], spFact{off: at.StartByte(), scope: c.f.Scope(at).StartByte(), called: called})
}

// inScope reports whether a fact lies in the function s.scope.
func inScope(s spFinding, x spFact) bool {
	return s.scope.StartByte() <= x.off && x.off < s.scope.EndByte()
}

func (c *subprocCheck) cancelled(s spFinding) bool {
	if s.goCmd != "" {
		has := func(key string) bool {
			for _, x := range c.facts[key+s.goCmd] {
				if inScope(s, x) {
					return true
				}
			}
			return false
		}
		// Built here but run elsewhere, or started and left running (a Wait in
		// a goroutine only reaps it): nothing here waits for it.
		if !has("run:") && !(has("start:") && has("wait:")) {
			return true
		}
	}
	if s.fnName != "" && len(c.facts["bounded-fn:"+s.fnName]) > 0 {
		return true
	}
	if s.killKey != "" {
		for _, x := range c.facts[s.killKey] {
			// A kill in the same function before the wait (kill, then reap), or
			// one handed to a timer or run from a nested function (a watchdog).
			if inScope(s, x) && (!x.called || x.scope != s.scope.StartByte() || x.off < s.at.StartByte() && !x.soft) {
				return true
			}
		}
	}
	return false
}

func (c *subprocCheck) report(s spFinding) {
	if s.scope == nil {
		s.scope = c.f.Scope(s.at)
	}
	c.pending = append(c.pending, s)
}

func (c *subprocCheck) python(n *model.Node) {
	f := c.f
	for len(c.bounded) > 0 && c.bounded[len(c.bounded)-1] <= n.StartByte() {
		c.bounded = c.bounded[:len(c.bounded)-1]
	}
	switch n.Sym() {
	case model.SymWithStatement: // async with asyncio.timeout(10):
		model.Walk(n.NamedChild(0), func(m *model.Node) bool {
			switch m.Sym() {
			case model.SymWithClause, model.SymWithItem, model.SymAsPattern:
				return true
			case model.SymCall:
				if pyTimeoutScopes[model.CalleeName(f, m)] && !c.pyNoBound(model.Arg(m, 0), f.Kwarg(m, "delay"), f.Kwarg(m, "when")) {
					c.bounded = append(c.bounded, n.EndByte())
				}
			}
			return false
		})
	case model.SymAttribute: // proc.kill(), or proc.kill handed to a timer
		if m := f.Text(n.ChildByFieldName("attribute")); pyKillMethods[m] {
			called := n.Parent() != nil && n.Parent().Sym() == model.SymCall && model.SameSpan(model.Callee(n.Parent()), n)
			c.fact("kill:"+f.Text(n.ChildByFieldName("object")), n, called)
			if soft := m == "terminate" || m == "send_signal" && !strings.Contains(f.Text(n.Parent()), "SIGKILL"); called && soft {
				k := "kill:" + f.Text(n.ChildByFieldName("object"))
				c.facts[k][len(c.facts[k])-1].soft = true
			}
		}
	case model.SymCall:
		c.pyCall(n)
	}
}

// pyNoBound reports whether the first non-nil of the given timeout values is
// None (asyncio.timeout(None) does not time out); nil values are skipped and
// no value at all counts as bounded.
func (c *subprocCheck) pyNoBound(vs ...*model.Node) bool {
	for _, v := range vs {
		if v != nil {
			return model.IsNone(c.f.Resolve(v))
		}
	}
	return false
}

func (c *subprocCheck) pyCall(call *model.Node) {
	f := c.f
	callee := model.Callee(call)
	if callee == nil {
		return
	}
	if len(c.bounded) > 0 { // a call made under a time bound: its function is bounded
		switch callee.Sym() {
		case model.SymIdentifier:
			c.fact("bounded-fn:"+f.Text(callee), call, true)
		case model.SymAttribute:
			c.fact("bounded-fn:"+f.Text(callee.ChildByFieldName("attribute")), call, true)
		}
	}
	q := model.ImportedName(f, callee)
	switch {
	case q == "os.kill" || q == "os.killpg":
		// os.killpg(os.getpgid(proc.pid), SIGKILL) kills proc
		if a := model.Arg(call, 0); a != nil {
			model.Walk(a, func(m *model.Node) bool {
				if m.Sym() == model.SymAttribute && f.Text(m.ChildByFieldName("attribute")) == "pid" {
					c.fact("kill:"+f.Text(m.ChildByFieldName("object")), call, true)
				}
				return true
			})
		}
		return
	case q == "asyncio.wait_for":
		t := f.Kwarg(call, "timeout")
		if t == nil {
			t = model.Arg(call, 1)
		}
		if t != nil && !model.IsNone(f.Resolve(t)) && model.Args(call) != nil {
			c.bounded = append(c.bounded, model.Args(call).EndByte())
		}
		return
	case pyRunFuncs[q]:
		if model.Shadowed(c.f, callee) || pyLauncher(f, call) {
			return
		}
		v := f.Kwarg(call, "timeout")
		const fix = "timeout=30"
		switch {
		case v == nil && !model.HasSplat(call):
			c.report(spFinding{at: callee, fix: fix, autofix: pyTimeoutFix(f, call),
				msg: q + " has no timeout, so a hung child process blocks this call forever; pass " + fix + " and handle subprocess.TimeoutExpired"})
		case v != nil && model.IsNone(f.Resolve(v)) && model.Unwrap(v).Sym() == model.SymNone:
			c.report(spFinding{at: callee, fix: fix, autofix: pyTimeoutFix(f, call),
				msg: q + " sets timeout=None, so a hung child process blocks this call forever; pass " + fix + " and handle subprocess.TimeoutExpired"})
		case v != nil && model.IsNone(f.Resolve(v)):
			c.report(spFinding{at: callee, fix: fix,
				msg: q + " sets timeout=None, so a hung child process blocks this call forever; pass " + fix + " and handle subprocess.TimeoutExpired"})
		}
		return
	}
	if callee.Sym() != model.SymAttribute {
		return
	}
	method := f.Text(callee.ChildByFieldName("attribute"))
	if method != "wait" && method != "communicate" {
		return
	}
	obj := callee.ChildByFieldName("object")
	ctor := pyctor.Of(c.f, obj)
	recv := f.Text(obj)
	name := recv + "." + method + "()"
	if len(name) > 60 || strings.Contains(name, "\n") {
		name = method + "()"
	}
	switch {
	case ctor == "subprocess.Popen":
		if c.pyExited(call, recv) {
			return
		}
		pos := 0
		if method == "communicate" {
			pos = 1
		}
		v := f.Kwarg(call, "timeout")
		if v == nil {
			v = model.Arg(call, pos)
		}
		if (v == nil && !model.HasSplat(call)) || (v != nil && model.IsNone(f.Resolve(v))) {
			fix := "timeout=30"
			c.report(spFinding{at: callee, fix: fix, killKey: "kill:" + recv,
				msg: name + " has no timeout, so a hung child process blocks this call forever; pass " + fix +
					" and kill the process on subprocess.TimeoutExpired"})
		}
	case pyAsyncProcs[ctor]:
		if len(c.bounded) > 0 || c.pyInTask(call) || c.pyExited(call, recv) {
			return
		}
		fnName := ""
		if fn := model.EnclosingFunc(call); fn != nil {
			fnName = f.Text(fn.ChildByFieldName("name"))
		}
		fix := "await asyncio.wait_for(" + name + ", timeout=30)"
		c.report(spFinding{at: callee, fix: fix, killKey: "kill:" + recv, fnName: fnName,
			msg: name + " of an asyncio subprocess has no time bound, so a hung child process stalls this task forever; use " + fix})
	}
}

// pyInTask reports whether a wait is handed to asyncio.create_task /
// ensure_future (or a TaskGroup's create_task): the task is raced or
// cancelled elsewhere, so the wait itself is not what the caller blocks on.
func (c *subprocCheck) pyInTask(call *model.Node) bool {
	p := model.Unwrap(call).Parent()
	for p != nil && (p.Sym() == model.SymAwait || p.Sym() == model.SymParenthesizedExpression) {
		p = p.Parent()
	}
	if p == nil || p.Sym() != model.SymArgumentList || p.Parent() == nil || p.Parent().Sym() != model.SymCall {
		return false
	}
	fn := model.Callee(p.Parent())
	name := c.f.Text(fn)
	if fn.Sym() == model.SymAttribute {
		name = c.f.Text(fn.ChildByFieldName("attribute"))
	}
	return name == "create_task" || name == "ensure_future"
}

// pyExited reports whether a wait sits under `if recv.poll() is not None`
// (or returncode is not None): the process has already exited there.
func (c *subprocCheck) pyExited(call *model.Node, recv string) bool {
	for p := call.Parent(); p != nil && !p.IsScope(); p = p.Parent() {
		if p.Sym() != model.SymIfStatement && p.Sym() != model.SymElifClause {
			continue
		}
		cond := c.f.Text(p.ChildByFieldName("condition"))
		cond = strings.Join(strings.Fields(cond), " ")
		if strings.Contains(cond, recv+".poll() is not None") || strings.Contains(cond, recv+".returncode is not None") ||
			strings.Contains(cond, recv+".poll() != None") {
			return true
		}
	}
	return false
}

func (c *subprocCheck) jsCall(call *model.Node) {
	f := c.f
	callee := model.Callee(call)
	if callee == nil {
		return
	}
	if callee.Sym() == model.SymMemberExpression {
		c.jsKillFact(call, callee)
	}
	q := c.jsChildProcName(callee)
	if q == "" {
		return
	}
	name := q[strings.LastIndex(q, ".")+1:]
	kind, ok := jsChildProcs[name]
	if !ok || !strings.HasPrefix(q, "child_process.") {
		return
	}
	first := 1
	opts, unknown := c.jsOptions(call, first, kind.args, kind.async && name != "spawn" && name != "fork")
	if unknown || model.HasSplat(call) {
		return
	}
	if kind.async && c.jsFireAndForget(call) {
		return // exec(`open ${url}`) as a statement: a launcher nothing waits for
	}
	if jsLauncher(f, call, opts) {
		return // runs the server binary with this process's argv and terminal for its whole life
	}
	if kind.async && jsTimerSettles(f, call) {
		return // started in a Promise executor that a timer settles: the caller's wait is bounded
	}
	keys := []string{"timeout"}
	if kind.async {
		keys = append(keys, "signal")
	}
	fix := "timeout: 30_000"
	if opts != nil {
		if v, _ := f.ObjectProp(opts, "timeout"); v != nil {
			if t := f.Resolve(v); f.Text(t) == "0" || model.IsNone(t) {
				var autofix *model.Fix
				if t == v { // the literal is in the options, not in a shared variable
					autofix = &model.Fix{Applicability: model.FixSafe, Message: "set timeout: 30_000",
						Edits: []model.Edit{{Start: int(v.StartByte()), End: int(v.EndByte()), Text: "30_000"}}}
				}
				c.report(spFinding{at: callee, fix: fix, autofix: autofix,
					msg: q + " sets timeout: " + f.Text(t) + ", which means no timeout, so a hung child process runs forever; pass " + fix})
			}
			return
		}
		for _, k := range keys {
			if v, spread := f.ObjectProp(opts, k); v != nil || spread {
				return
			}
		}
		if kind.async && name != "exec" && name != "execFile" {
			if v, _ := f.ObjectProp(opts, "detached"); v != nil && f.Text(v) == "true" {
				return // a detached child is meant to outlive this call
			}
		}
	}
	msg := q + " has no timeout option, so a hung child process "
	if kind.async {
		msg += "runs forever and its callback or promise never settles; pass " + fix
	} else {
		msg += "blocks this call forever; pass " + fix
	}
	autofix := jsTimeoutFix(f, call, opts, first, name == "exec" || name == "execFile")
	if autofix != nil && (name == "spawn" || name == "fork") {
		// a spawned or forked child is often meant to run long (a server, a
		// watcher, a dev tool): a 30 s kill is a choice for a person
		autofix.Applicability = model.FixUnsafe
		autofix.Message += " (unsafe: a long-running child would be killed)"
	}
	s := spFinding{at: callee, fix: fix, msg: msg, autofix: autofix}
	if kind.async {
		msg += ", a signal, or kill it from a timer"
		s.msg = msg
		if v := c.jsResultVar(call); v != "" {
			s.killKey = "kill:" + v
			if strings.HasPrefix(v, "this.") {
				s.scope = f.Root // a child kept in a field is killed by another method
			}
		}
	}
	c.report(s)
}

// jsChildProcName returns the canonical name of a child_process function a
// callee names ("child_process.execFile"): an import, require('child_process').x,
// or a variable bound to util.promisify(execFile). It returns "" otherwise,
// and when the import's name is rebound locally.
func (c *subprocCheck) jsChildProcName(callee *model.Node) string {
	f := c.f
	q := model.ImportedName(f, callee)
	if q == "" && callee.Sym() == model.SymMemberExpression {
		if mod, ok := model.JsRequire(f, model.Unwrap(callee.ChildByFieldName("object"))); ok {
			return mod + "." + f.Text(callee.ChildByFieldName("property"))
		}
		if v := classFieldAlias(f, callee); v != nil { // static spawnSync = spawnSync
			return c.jsChildProcName(v)
		}
	}
	if q == "" && callee.Sym() == model.SymIdentifier {
		// const execAsync = promisify(exec)
		v := f.Lookup(f.Text(callee), callee)
		if v = model.Unwrap(v); v != nil && v.Sym() == model.SymCallExpression {
			if p := model.ImportedName(f, model.Callee(v)); p == "util.promisify" || p == "node:util.promisify" || f.Text(model.Callee(v)) == "promisify" {
				if a := model.Arg(v, 0); a != nil && a.Sym() != model.SymCallExpression {
					return c.jsChildProcName(a)
				}
			}
		}
		return ""
	}
	if q != "" && model.Shadowed(c.f, callee) {
		return ""
	}
	return q
}

// jsOptions finds the options argument of a child_process call: the first
// object at or after position first, skipping an args array. It reports
// unknown when an argument in an options position has unknown origin (a
// parameter, a call), since it may carry a timeout.
func (c *subprocCheck) jsOptions(call *model.Node, first int, takesArgs, takesCallback bool) (opts *model.Node, unknown bool) {
	f := c.f
	for i := first; ; i++ {
		a := model.Arg(call, i)
		if a == nil {
			return nil, false
		}
		v := f.Resolve(a)
		switch v.Sym() {
		case model.SymObject:
			return v, false
		case model.SymArray:
			if takesArgs && i == first {
				continue
			}
			return nil, true
		case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction:
			return nil, false // the callback comes after the options
		case model.SymNull, model.SymUndefined:
			continue
		}
		text := f.Text(v)
		switch {
		case model.JsOptionsName.MatchString(text):
			return nil, true
		case takesArgs && i == first && (v.Sym() == model.SymIdentifier || v.Sym() == model.SymMemberExpression):
			continue // an args array of unknown origin
		case takesCallback && model.Arg(call, i+1) == nil && jsCallbackName.MatchString(text):
			return nil, false
		}
		return nil, true
	}
}

// jsFireAndForget reports an asynchronous child_process call whose child
// nothing waits for: the call is a statement of its own (or `void` of one),
// its result is not kept and no callback is passed. A hung child then holds
// no caller (a browser or editor launcher), as RC102 does not report a Go
// command that is only started.
func (c *subprocCheck) jsFireAndForget(call *model.Node) bool {
	p := call.Parent()
	if p != nil && p.Sym() == model.SymUnaryExpression && strings.HasPrefix(c.f.Text(p), "void") {
		p = p.Parent()
	}
	if p == nil || p.Sym() != model.SymExpressionStatement {
		return false
	}
	for i := 0; ; i++ {
		a := model.Arg(call, i)
		if a == nil {
			return true
		}
		switch v := c.f.Resolve(a); {
		case v.Sym() == model.SymArrowFunction || v.Sym() == model.SymFunctionExpression || v.Sym() == model.SymFunction:
			return false
		case jsCallbackName.MatchString(c.f.Text(v)):
			return false
		}
	}
}

// jsResultVar names the variable a call's result is stored in (`const child
// = spawn(...)`, `this.proc = spawn(...)`), or "".
func (c *subprocCheck) jsResultVar(call *model.Node) string {
	d := call.Parent()
	for d != nil && (d.Sym() == model.SymAwaitExpression || d.Sym() == model.SymParenthesizedExpression || d.Sym() == model.SymAsExpression) {
		d = d.Parent()
	}
	if d == nil {
		return ""
	}
	switch d.Sym() {
	case model.SymVariableDeclarator:
		return c.f.Text(d.ChildByFieldName("name"))
	case model.SymAssignmentExpression:
		return c.f.Text(d.ChildByFieldName("left"))
	}
	return ""
}

// jsKillFact records child.kill(): a child the same function kills (from a
// timer, a finally block, a shutdown handler) has a managed lifetime.
func (c *subprocCheck) jsKillFact(call, callee *model.Node) {
	if c.f.Text(callee.ChildByFieldName("property")) == "kill" {
		c.fact("kill:"+c.f.Text(callee.ChildByFieldName("object")), call, false)
	}
}

func (c *subprocCheck) goCall(call *model.Node) {
	f := c.f
	callee := model.Callee(call)
	if callee == nil {
		return
	}
	if callee.Sym() == model.SymSelectorExpression {
		field := f.Text(callee.ChildByFieldName("field"))
		operand := callee.ChildByFieldName("operand")
		switch {
		case goRunMethods[field]:
			c.fact("run:"+f.Text(operand), call, true)
		case field == "Start" || field == "Wait" && !goInGoroutine(call):
			c.fact(strings.ToLower(field)+":"+f.Text(operand), call, true)
		case field == "Kill" || field == "Signal":
			// cmd.Process.Kill() from a timer or goroutine in the same function
			if operand.Sym() == model.SymSelectorExpression && f.Text(operand.ChildByFieldName("field")) == "Process" &&
				model.Ancestor(call, model.SymFuncLiteral) != nil {
				c.fact("kill:"+f.Text(operand.ChildByFieldName("operand")), call, false)
			}
		}
	}
	switch model.ImportedName(f, callee) {
	case "os/exec.Command":
		if goLauncher(f, call) {
			return // a wrapper running the real binary with os.Args for its whole life
		}
		const fix = "exec.CommandContext(ctx, ...) with ctx from context.WithTimeout"
		msg := "exec.Command has no deadline, so running it waits as long as the process runs, forever if it hangs; use " + fix
		// exec.Command(...).Output() in one expression
		if sel := call.Parent(); sel != nil && sel.Sym() == model.SymSelectorExpression &&
			goRunMethods[f.Text(sel.ChildByFieldName("field"))] && sel.Parent() != nil && sel.Parent().Sym() == model.SymCallExpression {
			c.report(spFinding{at: callee, msg: msg, fix: fix})
			return
		}
		if v := goAssignedTo(f, call); v != "" {
			c.report(spFinding{at: callee, msg: msg, fix: fix, goCmd: v, killKey: "kill:" + v})
		}
	case "os/exec.CommandContext":
		if what := c.goNoDeadline(model.Arg(call, 0), 0); what != "" {
			fix := "a context from context.WithTimeout(ctx, 30*time.Second)"
			c.report(spFinding{at: callee, fix: fix,
				msg: "exec.CommandContext gets " + what + ", which has no deadline, so the process can run forever; pass " + fix})
		} else if _, url, ok := goreach.HandlerCtx(f, model.Arg(call, 0)); ok {
			ctx := f.Text(model.Arg(call, 0))
			fix := "ctx, cancel := context.WithTimeout(" + ctx + ", 30*time.Second); defer cancel()"
			c.report(spFinding{at: callee, fix: fix, low: "the MCP client may still cancel the request",
				msg: "exec.CommandContext gets the handler's context " + ctx + ", which the MCP SDK gives no deadline (" + url +
					"), so the process runs until it exits or the client cancels, forever if it hangs and the client waits; " + fix})
		}
	}
}

// goInGoroutine reports whether n runs in a `go func() { ... }()` of its
// function (a deferred func literal still runs before the function returns).
func goInGoroutine(n *model.Node) bool {
	lit := model.Ancestor(n, model.SymFuncLiteral)
	if lit == nil || lit.Parent() == nil || lit.Parent().Sym() != model.SymCallExpression {
		return false
	}
	stmt := lit.Parent().Parent()
	return stmt != nil && stmt.Sym() == model.SymGoStatement
}

// goAssignedTo names the variable or field a Go call's value is assigned to
// (`cmd := exec.Command(...)`, `var cmd = ...`, `s.cmd = ...`), or "".
func goAssignedTo(f *model.File, call *model.Node) string {
	list := call.Parent()
	if list == nil || list.Sym() != model.SymExpressionList || list.Parent() == nil {
		return ""
	}
	idx := -1
	for i := 0; i < int(list.NamedChildCount()); i++ {
		if model.SameSpan(list.NamedChild(i), call) {
			idx = i
		}
	}
	stmt := list.Parent()
	var left *model.Node
	switch stmt.Sym() {
	case model.SymShortVarDeclaration, model.SymAssignmentStatement:
		if l := stmt.ChildByFieldName("left"); l != nil && idx < int(l.NamedChildCount()) {
			left = l.NamedChild(idx)
		}
	case model.SymVarSpec:
		k := 0
		for i := 0; i < int(stmt.ChildCount()); i++ {
			if stmt.FieldNameForChild(i) == "name" {
				if k == idx {
					left = stmt.Child(i)
				}
				k++
			}
		}
	}
	if left == nil || idx < 0 {
		return ""
	}
	return f.Text(left)
}

// goNoDeadline describes a context expression that has no deadline
// (context.Background(), TODO(), WithoutCancel(...), or a WithCancel /
// WithValue of one), or returns "" when it has one or is unknown.
func (c *subprocCheck) goNoDeadline(ctx *model.Node, depth int) string {
	if ctx == nil || depth > 4 {
		return ""
	}
	v := c.f.Resolve(ctx)
	switch q := model.CalleeName(c.f, v); q {
	case "context.Background", "context.TODO", "context.WithoutCancel":
		return q + "()"
	case "context.WithCancel", "context.WithCancelCause", "context.WithValue":
		if inner := c.goNoDeadline(model.Arg(v, 0), depth+1); inner != "" {
			return q + "(" + inner + ")"
		}
	}
	return ""
}

// pyTimeoutFix adds timeout=30 to a subprocess call, or replaces its
// timeout=None: safe, the call then raises subprocess.TimeoutExpired instead
// of waiting forever.
func pyTimeoutFix(f *model.File, call *model.Node) *model.Fix {
	e, ok := f.SetKeyword(call, "timeout", "30")
	if !ok {
		return nil
	}
	return &model.Fix{Applicability: model.FixSafe, Message: "add timeout=30", Edits: []model.Edit{e}}
}

// jsTimeoutFix adds timeout: 30_000 to a child_process call: into its
// options object when it is written in the call (safe), into one found
// through a variable (unsafe: other calls may share it), or as a new options
// object before the completion callback of exec/execFile (a function, or the
// last argument when it is a name or member), or last (safe).
func jsTimeoutFix(f *model.File, call, opts *model.Node, first int, takesCallback bool) *model.Fix {
	const prop = "timeout: 30_000"
	if opts != nil {
		e, ok := f.SetProperty(opts, "timeout", "30_000")
		if !ok {
			return nil
		}
		app := model.FixSafe
		if !model.Contains(call, opts) {
			app = model.FixUnsafe
		}
		return &model.Fix{Applicability: app, Message: "add " + prop, Edits: []model.Edit{e}}
	}
	args := call.ChildByFieldName("arguments")
	if args == nil || model.Arg(call, 0) == nil {
		return nil
	}
	before := func(a *model.Node) *model.Fix {
		return &model.Fix{Applicability: model.FixSafe, Message: "add " + prop,
			Edits: []model.Edit{{Start: int(a.StartByte()), End: int(a.StartByte()), Text: "{ " + prop + " }, "}}}
	}
	last := -1
	for i := first; model.Arg(call, i) != nil; i++ {
		last = i
		switch a := model.Arg(call, i); a.Sym() {
		case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction:
			return before(a)
		}
	}
	if takesCallback && last >= first {
		switch a := model.Arg(call, last); a.Sym() {
		case model.SymIdentifier, model.SymMemberExpression:
			return before(a)
		}
	}
	return &model.Fix{Applicability: model.FixSafe, Message: "add " + prop, Edits: []model.Edit{f.AppendItem(args, "{ "+prop+" }")}}
}
