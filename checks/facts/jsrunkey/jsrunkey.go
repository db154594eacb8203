// Package jsrunkey reads which function of a JavaScript or TypeScript tool
// definition object runs the tool: the value under one of the keys agent
// and MCP frameworks give it, or a method of that name. `handler` and
// `execute` are the keys of the SDK-less tool lists and of the Vercel AI
// SDK's `tool({ parameters, execute })`
// (https://ai-sdk.dev/docs/reference/ai-sdk-core/tool); `call` is the key of
// Apify's ToolEntry (https://github.com/apify/apify-mcp-server,
// src/types.ts `call: (toolArgs) => Promise<object>`) and of servers'
// own ToolDefinition types; `callback` is the key of tool registries that
// hand it on as the SDK's registerTool callback
// (https://github.com/modelcontextprotocol/typescript-sdk, McpServer.registerTool(name,
// config, cb)). A `call` or `callback` of any other object is common
// (event options, a job's step, a form's config), so those two run a tool
// only beside an MCP input schema key (inputSchema, input_schema,
// argsSchema, paramsSchema). Peers: checks/facts/handlers (jsshapes.go,
// the tool definition object shape) and RC601's jsToolObject, which both
// read the run function here. It depends on nothing but package model.
package jsrunkey

import "github.com/resilience-check/resilience-check/checks/model"

// keys are the keys of a tool definition object that hold the function
// running the tool, in the order they are looked up.
var keys = []string{"execute", "handler", "call", "callback"}

// SchemaKeys are the keys of a tool definition object that hold its input
// schema (the MCP SDK's inputSchema, the AI SDK's parameters, ...), in the
// order the handler registry looks them up (checks/facts/handlers,
// jsshapes.go).
var SchemaKeys = []string{"schema", "inputSchema", "parameters", "input_schema", "argsSchema", "paramsSchema"}

// Run returns what object obj holds under the first run key it has (a
// pair's value, or the method definition `async callback(args) {...}`),
// or nil. A `call` or `callback` counts only when obj also has an input
// schema key: `{ callback: done }` of a request's options runs no tool.
func Run(f *model.File, obj *model.Node) *model.Node {
	for _, k := range keys {
		v, _ := f.ObjectProp(obj, k)
		if v == nil {
			continue
		}
		if (k == "call" || k == "callback") && !mcpSchema(f, obj) {
			return nil
		}
		return v
	}
	return nil
}

// mcpSchemaKeys are the input schema keys of MCP tool definitions, which a
// `call` or `callback` object needs beside it: the generic `schema` and
// `parameters` are also the keys of form, validation and job-step configs
// (`{ name, schema, callback }`; review of session 32, M-6).
var mcpSchemaKeys = []string{"inputSchema", "input_schema", "argsSchema", "paramsSchema"}

// mcpSchema reports whether object obj has an MCP input schema key.
func mcpSchema(f *model.File, obj *model.Node) bool {
	for _, k := range mcpSchemaKeys {
		if v, _ := f.ObjectProp(obj, k); v != nil {
			return true
		}
	}
	return false
}

// Schema reports whether object obj has an input schema key.
func Schema(f *model.File, obj *model.Node) bool {
	for _, k := range SchemaKeys {
		if v, _ := f.ObjectProp(obj, k); v != nil {
			return true
		}
	}
	return false
}
