package tools

import (
	"log"

	"github.com/mark3labs/mcp-go/mcp"
)

// errResult turns an error into the tool result (nfsarch33/mem0-mcp-go's
// internal/tools/result.go shape): the error text a handler of another file
// hands it reaches the client here.
func errResult(err error) *mcp.CallToolResult {
	return mcp.NewToolResultError(err.Error()) // want: RC402 whole-only (a diff of this file alone: the handlers are not read for their leaks)
}

// failedResult prefixes a message (naotama2002/todoist-go-mcp-server's
// newToolResultError shape).
func failedResult(msg string, err error) *mcp.CallToolResult {
	return mcp.NewToolResultError(msg + ": " + err.Error()) // want: RC402 whole-only
}

// quietResult logs the error and returns a fixed text: the error stays on the server.
func quietResult(err error) *mcp.CallToolResult {
	log.Printf("tool failed: %v", err)
	return mcp.NewToolResultError("the operation failed")
}

// fixedResult formats an error too, but its callers hand it only errors they
// build with a fixed text.
func fixedResult(err error) *mcp.CallToolResult {
	return mcp.NewToolResultError(err.Error())
}

// wrappedResult hands the error on, bare, to errResult: errResult's sink
// reports the text, not this hop.
func wrappedResult(err error) *mcp.CallToolResult {
	return errResult(err)
}
