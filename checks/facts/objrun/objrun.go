// Package objrun tells RC402 that a throw statement sits in the run
// function of a JS tool definition object (handlers.JSObject: `{ name,
// schema, execute: async (input) => ... }`) of a file that registers
// nothing itself: the function that calls execute decides what the client
// sees, so the thrown error is recorded like a plain function's and
// reported when an SDK tool handler's calls let it out (summary thrownUse:
// McpServer answers a thrown error with its message as the isError text,
// typescript-sdk src/server/mcp.ts). Shopify-mcp's tools:
// `createProduct.execute(args)` in the server.tool callback of
// src/index.ts.
package objrun

import (
	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Throw reports whether r is a throw statement of JS/TS function fn, the
// run function (Handler) of a tool definition object of file f.
func Throw(f *model.File, r, fn *model.Node) bool {
	if r == nil || r.Sym() != model.SymThrowStatement || !f.Lang.IsJS() {
		return false
	}
	for _, t := range handlers.Tools(f) {
		if t.Shape == handlers.JSObject && t.Handler == fn {
			return true
		}
	}
	return false
}
