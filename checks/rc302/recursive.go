package rc302

import (
	"github.com/resilience-check/resilience-check/checks/facts/retry"
	"github.com/resilience-check/resilience-check/checks/model"
)

// backoffRecursive judges the wait of a retry written as recursion
// (retry.RecursiveRetries): the waits in the failure branch before the
// self-call, classified as a loop's waits are, with the attempt parameter as
// the counter. No wait at all is reported at the self-call unless the branch
// calls a method or a waiting helper of the file before it (the helper then
// decides the wait); a helper's wait, a polling interval, a delay read from
// the answer or anything random is not reported.
func backoffRecursive(p *model.Pass, r retry.RecursiveRetry) {
	f := p.File
	sleeps := retry.RecursiveWaits(f, r)
	name := model.CallName(f, r.Call)
	if len(sleeps) == 0 {
		if retry.RecursiveHelperCall(f, r) {
			return
		}
		p.Report(r.Call, name+" calls itself again with "+r.Counter+" moved by one and no wait between attempts, so failing callers hammer the upstream in step; "+
			"sleep a random delay in [0, min(cap, base * 2**attempt)] first", "sleep with exponential backoff and full jitter")
		return
	}
	l := retry.RecursiveLoop(r)
	kinds := make([]retry.DelayKind, len(sleeps))
	for i, s := range sleeps {
		if s.Delay == nil || retry.PollWord.MatchString(f.Text(s.Delay)) {
			return
		}
		kinds[i] = retry.ClassifyDelay(f, l, s.Delay)
		if kinds[i] == retry.DelayJitter || kinds[i] == retry.DelayUnknown {
			return
		}
	}
	for i, s := range sleeps {
		wait := f.Text(model.Callee(s.Call))
		switch kinds[i] {
		case retry.DelayFixed:
			p.Report(s.Call, wait+" waits a fixed delay ("+shortText(f, s.Delay)+") before "+name+" retries itself, so callers that failed together retry together; "+
				"use exponential backoff with full jitter", "random delay in [0, min(cap, base * 2**attempt)]")
		case retry.DelayGrows:
			p.Report(s.Call, wait+" backs off without jitter before "+name+" retries itself, so callers that failed together stay in step; "+
				"randomise the delay over [0, backoff]", "random delay in [0, backoff]")
		}
	}
}

// promiseTimer reports whether a setTimeout call waits: it is awaited or
// sits in a `new Promise(...)` executor (`new Promise(r => setTimeout(r, ms))`),
// rather than arming a callback such as an abort
// (`setTimeout(() => controller.abort(), ms)`).
func promiseTimer(call *model.Node) bool {
	p := call.Parent()
	for i := 0; p != nil && i < 6; i, p = i+1, p.Parent() {
		switch p.Sym() {
		case model.SymAwait, model.SymAwaitExpression, model.SymNewExpression:
			return true
		case model.SymFunctionDeclaration, model.SymMethodDefinition, model.SymStatementBlock:
			if i > 0 && p.Sym() != model.SymStatementBlock {
				return false
			}
		}
	}
	return false
}
