package rc601

import (
	"github.com/resilience-check/resilience-check/checks/facts/handlers/jsbuilder"
	"github.com/resilience-check/resilience-check/checks/model"
)

// jsToolBuilder records a tool that a library's definition builder makes
// (package jsbuilder: @cyanheads/mcp-ts-core's `tool('name', { input,
// annotations, handler })`): the tool runs the object's handler, its
// parameters are the input schema and its annotations count as a
// definition's do. Reported at the handler, as jsToolObject does.
func (c *idemCheck) jsToolBuilder(call *model.Node) {
	d, ok := jsbuilder.Tool(c.f, call)
	if !ok {
		return
	}
	handler := c.jsFunc(d.Exec)
	if handler == nil {
		return
	}
	schemas := []*model.Node{d.Schema} // nil: the parameters are declared where the file does not show
	if d.Annotations != nil && d.Schema != nil {
		schemas = append(schemas, d.Annotations) // annotations: { idempotentHint: true } (hintContradicted)
	}
	c.tools = append(c.tools, func() {
		c.judge(idemTool{report: handler, name: d.Name, handler: handler, schema: schemas})
	})
}
