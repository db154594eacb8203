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

// CrossFileMessage is the message of an RC104 finding at a handler's call
// of a helper that sets timeout t (chain: the calls down to it), over the
// handler's budget b; resource says the handler is a resource handler.
func CrossFileMessage(t xfacts.Timeout, b model.Budgets, resource bool, chain string) (msg string, over bool) {
	limit, name := b.Tool, "tool"
	if resource {
		limit, name = b.Resource, "resource"
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
	return fmt.Sprintf("this call waits on a timeout (%s) set in %s that is %s, over the %s budget of %s, so a slow upstream holds this %s call past what its client waits; "+
		"keep it at %s or less (timeouts: in the configuration sets the budgets)",
		t.What, chain, show(t.Dur), name, show(limit), handlerName(map[bool]model.HandlerKind{true: model.ResourceHandler, false: model.ToolHandler}[resource]), show(limit)), true
}
