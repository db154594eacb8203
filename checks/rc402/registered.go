package rc402

import (
	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/model"
)

// jsRegisteredSinks returns the sinks of the JS/TS functions the handler
// model registers by data flow (handlers.Registered: a handler map looked
// up in a loop, a method given by this.m.bind(this), a function another
// file registers) that no registration call of the file takes as a
// function literal (jsHandlerReturns reads those): what they return is the
// tool's result, and what they throw outside a try block becomes the
// message of the isError result (McpServer) or of the JSON-RPC error (the
// low-level Server) — unless every registration passes the function
// through a wrapper call (`wrap(fn)`), which may catch it.
func (c *leakCheck) jsRegisteredSinks() []leakSinkSite {
	var out []leakSinkSite
	for _, r := range handlers.Registered(c.f) {
		fn := r.Fn
		if r.Kind == model.NotHandler || c.jsRegistrarArg(fn) {
			continue
		}
		switch fn.Sym() {
		case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction, model.SymFunctionDeclaration, model.SymMethodDefinition:
		default:
			continue
		}
		body := fn.ChildByFieldName("body")
		if body == nil {
			continue
		}
		out = append(out, jsReturnSinks(body)...)
		if body.Sym() != model.SymStatementBlock {
			continue
		}
		if !r.Wrapped {
			kind := leakToolResult
			if r.Kind != model.ToolHandler {
				kind = leakProtocol // a resource or prompt handler's throw: the JSON-RPC error
			}
			out = append(out, c.jsThrowsIn(body, kind)...)
		}
	}
	return out
}

// jsRegistrarArg reports whether fn is an argument of a registration call
// that jsHandlerReturns reads (server.tool(..., fn), setRequestHandler).
func (c *leakCheck) jsRegistrarArg(fn *model.Node) bool {
	args := fn.Parent()
	if args == nil || args.Sym() != model.SymArguments || args.Parent() == nil {
		return false
	}
	callee := model.Callee(args.Parent())
	return callee != nil && callee.Sym() == model.SymMemberExpression && jsToolRegistrars[c.f.Text(callee.ChildByFieldName("property"))]
}
