package rc601

import (
	"github.com/resilience-check/resilience-check/checks/facts/gopkg"
	"github.com/resilience-check/resilience-check/checks/model"
)

// goAdapted returns the handler that an imported adapter call wraps: the
// one argument that is a function of this file (goFunc), or nil when none
// or several are (`mcp.NewTypedToolHandler(h)`,
// `telemetry.AdaptToolHandler(telemetry.WithTracing("argo_pause_rollout", handlePause))`).
func (c *idemCheck) goAdapted(call *model.Node) *model.Node {
	var h *model.Node
	for i := 0; i < model.NumArgs(call); i++ {
		a := model.Arg(call, i)
		switch model.Unwrap(a).Sym() {
		case model.SymInterpretedStringLiteral, model.SymRawStringLiteral:
			continue
		}
		if g := c.goFunc(a); g != nil {
			if h != nil {
				return nil
			}
			h = g
		}
	}
	return h
}

// goElsewhere judges a Go tool whose handler argument is a call of a factory
// of another file of the package (`createCreateTaskListHandler(factory)`, a
// generic `createHandler[L, E, In](d, ...)`): the call is the handler, and the
// function summaries (pendingTool) resolve it and count a mutation of the
// function it returns (retlit) as the factory's. Nil otherwise: a factory of
// another package is followed by the handler registry (handlers.Tools), a
// handler given by name is judged in its own file. For the go-sdk's typed
// `mcp.AddTool(server, tool, handler)` the parameters are the input struct the
// factory declares (gopkg.FactoryInput), in texts, else unknown (nil in schema).
func (c *idemCheck) goElsewhere(call, a *model.Node, schema []*model.Node) (*model.Node, []*model.Node, []string) {
	a = model.Unwrap(a)
	if a == nil || a.Sym() != model.SymCallExpression || model.Callee(a) == nil {
		return nil, schema, nil
	}
	switch model.Callee(a).Sym() {
	case model.SymIdentifier:
	case model.SymIndexExpression, model.SymGenericType: // createHandler[L, E, In](...)
	default:
		return nil, schema, nil
	}
	if model.NumArgs(call) != 3 {
		return a, schema, nil
	}
	fn := model.Callee(a)
	in, ok := "", false
	if fn.Sym() == model.SymIdentifier {
		in, ok = gopkg.Of(c.f).FactoryInput(c.f.Text(fn)) // a generic factory's input is a type parameter: unknown
	}
	if !ok {
		return a, append(schema, nil), nil
	}
	return a, schema, []string{in}
}
