// Package mcperr names the arguments of a JS/TS protocol error
// construction (`new McpError(code, message, data)`, UserError,
// HTTPException) whose text reaches the client, for RC402's sink.
//
// An McpError's data (its third argument) reaches the client only when a
// low-level Server answers the request: Protocol._onrequest sends a thrown
// error's code, message and data in the JSON-RPC error (typescript-sdk
// src/shared/protocol.ts). A tool of McpServer that throws it becomes an
// isError result with the message alone (typescript-sdk src/server/mcp.ts,
// tools/call: createToolError(error.message)). So a client helper's `new
// McpError(ErrorCode.InternalError, "API request failed", { cause:
// errorText })` keeps the body out of the model's sight in a file that
// does not call setRequestHandler (postmanlabs/postman-mcp-server, a
// labelled clean look-alike).
package mcperr

import (
	"bytes"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Args returns the argument nodes of construction n of protocol error class
// name whose text the client sees: the whole argument list, or for an
// McpError whose data is an object with a cause (`{ cause: errorText,
// httpStatus }`, the ECMAScript 2022 error-cause convention for the chain
// of a failure, kept for the server's logs) in a file that registers no
// low-level request handler, its code and message. Other data (a raw body
// `error.response?.data`, a handler's consolidated data with the stack) is
// kept: a resource or prompt handler of McpServer, and a low-level Server,
// send it.
func Args(f *model.File, n *model.Node, name string) []*model.Node {
	args := model.Args(n)
	if args == nil {
		return nil
	}
	if name != "McpError" || args.NamedChildCount() < 3 || bytes.Contains(f.Src, []byte("setRequestHandler")) || !causeOnly(f, args.NamedChild(2)) {
		return []*model.Node{args}
	}
	return []*model.Node{args.NamedChild(0), args.NamedChild(1)}
}

// causeOnly reports whether data is an object literal with a `cause`
// property.
func causeOnly(f *model.File, data *model.Node) bool {
	data = model.Unwrap(data)
	if data == nil || data.Sym() != model.SymObject {
		return false
	}
	v, _ := f.ObjectProp(data, "cause")
	return v != nil
}
