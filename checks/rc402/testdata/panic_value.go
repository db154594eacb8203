// The value recover() returns, formatted into a tool result, names the
// failure inside the server (a runtime error's text) or whatever value a
// library panicked with (batch 29, langazov/go-kubernetes-mcp-server
// internal/tools/toolkit.go).
package tools

import (
	"context"
	"fmt"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Recovering(name string, h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (result *mcp.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				result = mcp.NewToolResultError(fmt.Sprintf("internal error in %s: %v", name, r)) // want: RC402
			}
		}()
		return h(ctx, req)
	}
}

// Clean look-alike: the panic value is logged; the result names the tool only.
func Quiet(name string, h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (result *mcp.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				log.Printf("panic in %s: %v", name, r)
				result = mcp.NewToolResultError(fmt.Sprintf("internal error in %s", name))
			}
		}()
		return h(ctx, req)
	}
}

// Clean look-alike: %T names the panic value's type only.
func Typed(name string, h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (result *mcp.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				result = mcp.NewToolResultError(fmt.Sprintf("internal error in %s (%T)", name, r))
			}
		}()
		return h(ctx, req)
	}
}
