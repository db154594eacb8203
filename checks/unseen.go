package checks

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary"
	"github.com/resilience-check/resilience-check/checks/summary/cbcall"
	"github.com/resilience-check/resilience-check/finding"
)

// dropSeenUnknown drops RC402's low findings of an error of unknown origin
// in a tool result (rc402's unknownTool) whose unseen calls, each named by a
// related location (errresp.UnseenCall), all resolve to functions of the
// repository the summaries read (summary.Program.CallAt): the summaries
// then judged those functions, and a function whose errors carry an
// upstream's, a driver's or a path's detail would have given a finding of
// its own (which replaces the low one); one that catches its errors or
// raises only its own text leaves nothing to report. A call that did not
// resolve (a method of a module variable set elsewhere, a function handed
// to a thread runner, an import the summaries do not reach) keeps the
// finding: what it raises stays unknown, never assumed safe. A callable
// handed to a call (finding.AskCallsArg) counts only when the callee
// resolves to a function that calls that parameter where its errors leave
// it (cbcall.CallsParam): otherwise nothing shows that it runs; a helper's
// call of its own parameter (finding.AskHanded) counts only while a
// caller the summaries resolve hands it a callable whose calls they do not
// (cbcall.HandedHidden). The findings
// dropped get an empty RuleID (removed by the caller).
func dropSeenUnknown(fs []model.Finding, prog *summary.Program) {
	for i := range fs {
		f := &fs[i]
		if f.RuleID != "RC402" || f.Open == nil || !f.Open.Unseen || len(f.Related) == 0 {
			continue
		}
		all := true
		for _, r := range f.Related {
			if !answered(r, prog) {
				all = false
				break
			}
		}
		if all {
			f.RuleID = ""
		}
	}
}

// answered reports whether the summaries answer related place r's question
// (finding.Ask) so that its call hides nothing: a callee they read, a
// callee handed a callable it does not call, a parameter no caller hands a
// callable they cannot follow. A place without a question is unanswered.
func answered(r finding.Related, prog *summary.Program) bool {
	if r.Ask == nil {
		return false
	}
	name := r.Ask.Name[strings.LastIndexByte(r.Ask.Name, '.')+1:]
	switch r.Ask.Kind {
	case finding.AskCallsArg:
		// the helper calls the callable: its errors are the argument's, not
		// in sight; a callee that does not resolve, or does not call it, is
		// not counted
		return !cbcall.CallsParam(prog, r.Path, r.StartLine, r.StartCol, name, r.Ask.Arg)
	case finding.AskHanded:
		// a caller hands the helper a callable whose calls do not resolve
		return !cbcall.HandedHidden(prog, r.Path, r.StartLine, r.StartCol, r.Ask.Name)
	case finding.AskRaises:
		return prog.CallAt(r.Path, r.StartLine, r.StartCol, name).Func != ""
	}
	return false
}
