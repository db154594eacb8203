package rc104

import (
	"fmt"
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
)

// recordBound keeps a literal timeout set outside any handler for the
// function summaries: a tool handler in another file that calls the
// function around it waits for it (issue 18, "a bound set inside a called
// helper").
func recordBound(f *model.File, at *model.Node, d time.Duration, kind budget, what string) {
	x := xfacts.Of(f)
	x.Timeouts = append(x.Timeouts, xfacts.Timeout{At: xfacts.SpanOf(f, at), Dur: d, Kind: int(kind), What: what, Off: int(at.StartByte())})
}

// recordParamBound keeps the default of a function's parameter that sets
// a timeout (`def run(cmd, timeout=300)`) for the function summaries: a
// handler's call that leaves parameter param (1-based) out waits on it.
func recordParamBound(f *model.File, at *model.Node, d time.Duration, kind budget, what string, param int, name string) {
	x := xfacts.Of(f)
	x.Timeouts = append(x.Timeouts, xfacts.Timeout{At: xfacts.SpanOf(f, at), Dur: d, Kind: int(kind), What: what, Off: int(at.StartByte()),
		Param: param, ParamName: name})
}

// CrossFileMessage is the message of an RC104 finding at a handler's call
// of a helper that sets timeout t, over the handler's budget b: call names
// the call ("run_report()"), chain the functions down to the one that sets
// it ("run_report() -> fetch_raw()") and where ("app/upstream.py:7");
// resource says the handler is a resource handler. over is false when t is
// within the budget.
func CrossFileMessage(t xfacts.Timeout, b model.Budgets, resource bool, call, chain, where string) (msg string, over bool) {
	h := model.ToolHandler
	limit, name := b.Tool, "tool"
	if resource {
		h, limit, name = model.ResourceHandler, b.Resource, "resource"
	}
	switch t.Kind {
	case xfacts.BudgetConnect:
		limit, name = min(limit, b.Connect), "connect"
	case xfacts.BudgetDB:
		limit, name = min(limit, b.DB), "database query"
	}
	if t.Dur <= limit {
		return "", false
	}
	return fmt.Sprintf("%s waits on a timeout of %s (%s, set in %s at %s), over the %s budget of %s, so a slow upstream holds this %s call past what its client waits; "+
		"keep it at %s or less (timeouts: in the configuration sets the budgets)",
		call, show(t.Dur), t.What, chain, where, name, show(limit), handlerName(h), show(limit)), true
}

// init supplies the summaries (package checks/summary) with RC104's
// cross-file message and budget test, through xfacts' hooks.
func init() { xfacts.BudgetMessage = CrossFileMessage }
