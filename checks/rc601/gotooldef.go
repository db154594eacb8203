package rc601

import (
	"github.com/resilience-check/resilience-check/checks/facts/gotooldef"
	"github.com/resilience-check/resilience-check/checks/model"
)

// goToolDef judges a Go AddTool call whose tool is defined by another
// declaration of the repository (gotooldef.Resolve: `execTool :=
// NewExecTool()`, `tools.CreateIssueTool`): the definition's text declares
// the parameters. A definition that does not read, or that declares the
// tool idempotent or read-only, is left unjudged, as before.
func (c *idemCheck) goToolDef(call, tool, handlerArg *model.Node) {
	d, ok := gotooldef.Resolve(c.f, tool)
	if !ok || idemHintIn(d.Text) {
		return
	}
	c.tools = append(c.tools, func() { c.goJudge(call, d.Name, handlerArg, nil, d.Text) })
}
