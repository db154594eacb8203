// Package jsfwd finds the functions a JavaScript or TypeScript tool-call
// handler hands its request's params to (handlers' dispatch reads their
// name branches as tools).
package jsfwd

import (
	"github.com/resilience-check/resilience-check/checks/facts/handlers/regflow"
	"sort"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Forwarded returns the functions of the file that a tool call handler
// (jsDispatchFuncs' setRequestHandler(CallToolRequestSchema, ...) handler)
// hands the request's params to, by name: `async (request) => { ...
// handleToolCall(request.params) }` with `async function
// handleToolCall(params) { switch (params.name) { case "create_issue": ...
// } }` (gitlab-mcp). Each is mapped to the name of the parameter that
// receives the params, whose `.name` is the tool's name there; in
// document order.
func Forwarded(f *model.File, handlers []*model.Node) []Fwd {
	var out []Fwd
	seen := map[*model.Node]bool{}
	for _, h := range handlers {
		req := firstParam(f, h)
		if req == "" {
			continue
		}
		model.Walk(h.ChildByFieldName("body"), func(n *model.Node) bool {
			if n.Sym() != model.SymCallExpression {
				return true
			}
			c := model.Callee(n)
			if c == nil || c.Sym() != model.SymIdentifier {
				return true
			}
			for i := 0; i < model.NumArgs(n); i++ {
				if f.Text(model.Arg(n, i)) != req+".params" {
					continue
				}
				if fn := f.LocalFunc(c); fn != nil && fn != h {
					if p := regflow.NthParam(f, fn, i); p != "" && !seen[fn] {
						seen[fn] = true
						out = append(out, Fwd{Fn: fn, Params: p})
					}
				}
			}
			return true
		})
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Fn.StartByte() < out[b].Fn.StartByte() })
	return out
}

// Fwd is a function a tool call handler hands the request's params
// to, and the name of its parameter that receives them.
type Fwd struct {
	Fn     *model.Node // the function the params reach
	Params string      // the name of its parameter that holds them
}

// firstParam returns the name of function fn's first parameter, or "".
func firstParam(f *model.File, fn *model.Node) string { return regflow.NthParam(f, fn, 0) }
