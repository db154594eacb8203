package checks

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/errresp"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary"
	"github.com/resilience-check/resilience-check/checks/summary/cbcall"
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
// handed to a call (errresp.UnseenCallback) counts only when the callee
// resolves to a function that calls that parameter where its errors leave
// it (cbcall.CallsParam): otherwise nothing shows that it runs; a helper's
// call of its own parameter (errresp.UnseenParamCall) counts only while a
// caller the summaries resolve hands it a callable whose calls they do not
// (cbcall.HandedHidden). The findings
// dropped get an empty RuleID (removed by the caller).
func dropSeenUnknown(fs []model.Finding, prog *summary.Program) {
	for i := range fs {
		f := &fs[i]
		if f.RuleID != "RC402" || !errresp.Weak(f.Message) || len(f.Related) == 0 {
			continue
		}
		all := true
		for _, r := range f.Related {
			if callee, i, ok := errresp.UnseenCallbackOf(r.Message); ok {
				if cbcall.CallsParam(prog, r.Path, r.StartLine, r.StartCol, callee[strings.LastIndexByte(callee, '.')+1:], i) {
					all = false // the helper calls the callable: its errors are the argument's, not in sight
					break
				}
				continue // a callee that does not resolve, or does not call it: not counted
			}
			if name, ok := errresp.UnseenParamCallOf(r.Message); ok {
				if cbcall.HandedHidden(prog, r.Path, r.StartLine, r.StartCol, name) {
					all = false // a caller hands the helper a callable whose calls do not resolve
					break
				}
				continue
			}
			callee, ok := errresp.UnseenCallee(r.Message)
			if !ok {
				all = false
				break
			}
			name := callee[strings.LastIndexByte(callee, '.')+1:]
			if t := prog.CallAt(r.Path, r.StartLine, r.StartCol, name); t.Func == "" {
				all = false
				break
			}
		}
		if all {
			f.RuleID = ""
		}
	}
}
