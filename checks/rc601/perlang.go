package rc601

import (
	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/model"
)

// toolVisitors are, per language family, how a file registers an MCP tool:
// a decorated Python function (pyTool), a JavaScript tool object or
// registering call (jsToolObject, jsTool), a builder library's tool call
// (jsToolBuilder), a Go registering call (goTool).
func toolVisitors(c *idemCheck) adapt.PerLang[func(*model.Node)] {
	return adapt.PerLang[func(*model.Node)]{
		Python: func(n *model.Node) {
			switch n.Sym() {
			case model.SymDecoratedDefinition:
				c.pyTool(n)
			case model.SymCall:
				c.pyFromFunction(n) // Tool.from_function(fn, name=...) (pyfromfunction.go)
			}
		},
		JS: func(n *model.Node) {
			switch n.Sym() {
			case model.SymObject:
				c.jsToolObject(n)
			case model.SymCall, model.SymCallExpression:
				c.jsTool(n)
				c.jsToolBuilder(n) // tool('name', {input, handler}) of a builder library (defbuilder.go)
			}
		},
		Go: func(n *model.Node) {
			switch n.Sym() {
			case model.SymCall, model.SymCallExpression:
				if !c.goServerTool(n) { // mcp.NewServerTool(name, desc, handler) (goservertool.go)
					c.goTool(n)
				}
			}
		},
	}
}

// keyFixes say how a tool takes an idempotency key, per language family.
var keyFixes = adapt.PerLang[string]{
	Python: "add an idempotency_key parameter, deduplicate on it and send it as an Idempotency-Key header",
	JS:     "add idempotencyKey: z.string().uuid() to the input schema and send it as an Idempotency-Key header",
	Go:     `add an "idempotency_key" string parameter and send it as an Idempotency-Key header`,
}
