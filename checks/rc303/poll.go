package rc303

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/outbound"
	"github.com/resilience-check/resilience-check/checks/facts/retry"
	"github.com/resilience-check/resilience-check/checks/model"
)

// pollLoopSyms are the loops an unbounded poll can be written with.
var pollLoopSyms = model.NewSymBitset(model.SymWhileStatement, model.SymDoStatement, model.SymForStatement)

// pollForever matches a loop header with no condition of its own.
var pollForever = map[string]bool{"true": true, "True": true, "1": true, "": true}

// pollStateHeader matches a header that waits while a remote state holds
// (`while (info.status === 'pending')`, `while job.state in ("RUNNING",)`,
// `for op.Status == "PENDING"`): the loop ends only when the upstream moves.
var pollStateHeader = regexp.MustCompile(`(?i)\.(status|state|phase)\b\s*(===|!==|==|!=|\bin\b|\bnot\s+in\b)\s*[\[('"` + "`" + `A-Za-z_]`)

// pollCapWord matches a cap in a loop's header or in the condition of one of
// its exits: a counter, a limit, a deadline.
var pollCapWord = regexp.MustCompile(`(?i)(attempt|retr|tries|tried|count|max|limit|deadline|elapsed|budget|expire|remaining|giveup|give_up|exhaust|timeout)`)

// pollQuoted matches a string literal, taken out of a condition before it is
// read for a cap: a status list may name 'TIMEOUT'.
var pollQuoted = regexp.MustCompile(`'[^']*'|"[^"]*"|` + "`[^`]*`")

// pollBodyCap matches what bounds a poll wherever it is in the body: a
// counter moved, a clock read, a context or abort signal checked. A context
// is any name ending in ctx or Ctx (`ctx.Done()`, `p.watchCtx.Done()`): a
// loop that returns when its context is cancelled is bounded by whoever owns
// the cancel (a background watcher stopped at shutdown, batch 20's
// openshift-mcp-server provider_acm_hub.go).
var pollBodyCap = regexp.MustCompile(`(\+\+|--|\+= *1\b|-= *1\b|Date\.now|performance\.now|monotonic|time\.time\(|time\.Since|time\.Until|time\.Now|(?i:ctx)\.Done|(?i:ctx)\.Err|\.aborted|deadline|Deadline)`)

// checkUnboundedPolls reports a loop that polls an upstream until it
// reaches a state, with no attempt cap and no deadline: the header has no
// condition (`while (true)`, `while True`, Go `for {}`) or waits while a
// remote status holds; the body calls an upstream (outbound.IsCall) and
// waits between passes (a sleep or timer, retry.LoopSleeps); and nothing in
// the header or body counts passes, reads a clock or checks a context or
// signal. Such a loop holds its caller for as long as the job runs, forever
// when it never reaches a final state. A pagination loop (no wait between
// passes) and a poll bounded by a counter or deadline are not reported.
//
// The retry rules exclude polls (retry.RetryLoops); this check is RC303's
// decision of issue 18 (batch 4: cloud-run-mcp build.js, heroku-mcp-server
// deploy-to-heroku.ts): the checklist item "retries ... without a bound"
// and the MCP Security Standard's MCP-INPUT-03 red flag "infinite loops
// without break conditions" cover a poll as much as a retry. No peer linter
// reports polls (Ruff, Semgrep and CodeQL have no such rule); the shape is
// narrow so that pagination and consumer loops stay out.
func checkUnboundedPolls(p *model.Pass) {
	f := p.File
	if f.IsScript() && (p.Settings == nil || !p.Settings.ScriptsAreServers) {
		return
	}
	f.NodesOf(pollLoopSyms, func(n *model.Node) bool {
		// a retry, pagination, stream, redirect or queue loop is the retry
		// rules' or no poll (retry.LoopKindOf)
		if k := retry.LoopKindOf(f, n); k != retry.LoopPoll && k != retry.LoopOther {
			return true
		}
		if ok, state := pollHeaderUnbounded(f, n); ok {
			if call := pollUpstream(f, n, state); call != nil {
				p.Report(n, retry.LoopHeader(f, &retry.RetryLoop{Loop: n, Body: n.ChildByFieldName("body")})+" polls "+
					model.CallName(f, call)+" until it reports a state, with no attempt limit or deadline, so a job that never "+
					"finishes holds the caller forever; cap the polls or add a deadline", "cap the polls or add a deadline")
			}
		}
		return true
	})
}

// pollHeaderUnbounded reports whether loop n's header has no condition of
// its own or waits on a remote state (state true), and says nothing of a cap.
func pollHeaderUnbounded(f *model.File, n *model.Node) (ok, state bool) {
	if n.ChildByFieldName("body") == nil {
		return false, false
	}
	var cond string
	switch {
	case f.Lang == model.LangGo:
		if n.Sym() != model.SymForStatement {
			return false, false
		}
		for i := 0; i < int(n.NamedChildCount()); i++ {
			if c := n.NamedChild(i); c.Sym() != model.SymBlock && c.Sym() != model.SymComment {
				if c.Sym() == model.SymForClause || c.Sym() == model.SymRangeClause {
					return false, false
				}
				cond = f.Text(c)
			}
		}
	case n.Sym() == model.SymForStatement:
		if f.Lang == model.LangPython {
			return false, false // for x in ...: iterates
		}
		c := n.ChildByFieldName("condition")
		if c == nil || n.ChildByFieldName("initializer") != nil && strings.TrimSpace(f.Text(n.ChildByFieldName("initializer"))) != ";" {
			return c == nil && n.ChildByFieldName("initializer") == nil, false
		}
		cond = strings.TrimSuffix(strings.TrimSpace(f.Text(c)), ";")
	default:
		c := n.ChildByFieldName("condition")
		if c == nil {
			return false, false
		}
		cond = f.Text(c)
	}
	cond = strings.TrimSpace(strings.Trim(strings.TrimSpace(cond), "()"))
	if pollForever[cond] {
		return true, false
	}
	state = pollStateHeader.MatchString(cond) && !pollCapWord.MatchString(pollQuoted.ReplaceAllString(cond, ""))
	return state, state
}

// pollUpstream returns the upstream call loop n repeats when the loop waits
// between passes and nothing in it bounds the passes; else nil. A loop
// without a header condition (state false) must have an exit: one without is
// a worker, not a poll.
func pollUpstream(f *model.File, n *model.Node, state bool) *model.Node {
	body := n.ChildByFieldName("body")
	paced := false // a wait with a delay of its own: a sleep or timer, not a helper named wait
	for _, w := range retry.LoopSleeps(f, &retry.RetryLoop{Loop: n, Body: body}) {
		paced = paced || w.Delay != nil
	}
	if !paced {
		return nil
	}
	if pollBodyCap.MatchString(f.Text(body)) || !pollExitsUncapped(f, body, state) || pollPages(f, body) {
		return nil
	}
	var call *model.Node
	model.Walk(body, func(m *model.Node) bool {
		if call != nil {
			return false
		}
		if m != body && (m.Sym() == model.SymWhileStatement || m.Sym() == model.SymForStatement || m.Sym() == model.SymDoStatement) {
			return false
		}
		if (m.Sym() == model.SymCall || m.Sym() == model.SymCallExpression) && (outbound.IsCall(f, m) || pollAwaited(m)) && !pollLocal(f, m) {
			call = m
			return false
		}
		return true
	})
	if call != nil && pollReadiness.MatchString(f.Text(model.Callee(call))) {
		return nil // a readiness wait (IsReady, health, ping): start-up, not a job's state
	}
	return call
}

// pollLocal reports whether call is a wait or a progress report rather than
// the upstream call a poll repeats (`await new Promise(r => setTimeout(r,
// 5000))`, `await logAndProgress(...)`, `await ctx.report_progress(...)`).
func pollLocal(f *model.File, call *model.Node) bool {
	callee := model.Callee(call)
	if callee == nil || callee.Sym() == model.SymNewExpression {
		return true
	}
	name := strings.ToLower(f.Text(callee))
	recv, last := "", name
	if i := strings.LastIndex(name, "."); i >= 0 {
		recv, last = name[:i], name[i+1:]
	}
	for _, w := range []string{"sleep", "delay", "wait", "settimeout", "progress", "notify"} {
		if strings.Contains(last, w) {
			return true
		}
	}
	if strings.Contains(recv, "log") || strings.Contains(recv, "console") || recv == "ctx" {
		return true
	}
	switch last {
	case "log", "debug", "info", "warn", "warning", "error", "print", "emit", "logandprogress":
		return recv == ""
	}
	return strings.HasPrefix(last, "log")
}

// pollExitsUncapped reports whether the loop body has an exit (break,
// return, throw, raise), or the header waits on a state (state), and none of
// its exits is guarded by a cap (pollCapWord in the condition of an if around
// it, string literals aside): a loop with no exit and no state header is a
// worker or consumer, not a poll, and one with a capped exit is bounded.
func pollExitsUncapped(f *model.File, body *model.Node, state bool) bool {
	exits, capped := 0, false
	model.Walk(body, func(m *model.Node) bool {
		if capped || m != body && m.IsScope() {
			return false
		}
		switch m.Sym() {
		case model.SymBreakStatement, model.SymReturnStatement, model.SymThrowStatement, model.SymRaiseStatement:
		default:
			return true
		}
		exits++
		for q := m.Parent(); q != nil && q != body; q = q.Parent() {
			if q.Sym() == model.SymIfStatement || q.Sym() == model.SymElifClause {
				if pollCapWord.MatchString(pollQuoted.ReplaceAllString(f.Text(q.ChildByFieldName("condition")), "")) {
					capped = true
				}
			}
		}
		return false
	})
	return (exits > 0 || state) && !capped
}

// pollAwaited reports whether call is awaited: an awaited call in a poll is
// the upstream asked (`info = await this.appSetupService.info(id)`), even
// when its method name reads like a log's (outbound.IsCall's word list);
// pollLocal takes the waits and logs out.
func pollAwaited(call *model.Node) bool {
	p := call.Parent()
	return p != nil && (p.Sym() == model.SymAwait || p.Sym() == model.SymAwaitExpression)
}

// pollReadiness matches the callee of a readiness probe: a loop waiting
// until a process or cache is ready is start-up, not a poll of a job (the
// retry analysis sets such loops aside too, retry.PollWord).
var pollReadiness = regexp.MustCompile(`(?i)(ready|readiness|alive|health|ping)`)

// pollPage matches the name of a variable that carries a page position.
var pollPage = regexp.MustCompile(`(?i)(page|cursor|token|offset|next|marker|after|continuation)[a-z_]*$`)

// pollPages reports whether the loop body assigns a page position
// (`pageToken = page.nextPageToken`): a pagination loop that waits between
// pages is no poll.
func pollPages(f *model.File, body *model.Node) bool {
	found := false
	model.Walk(body, func(m *model.Node) bool {
		if found || m != body && m.IsScope() {
			return false
		}
		switch m.Sym() {
		case model.SymAssignmentExpression, model.SymAssignment, model.SymAssignmentStatement, model.SymAugmentedAssignmentExpression:
			if l := m.ChildByFieldName("left"); l != nil && pollPage.MatchString(f.Text(l)) {
				found = true
			}
		}
		return !found
	})
	return found
}
