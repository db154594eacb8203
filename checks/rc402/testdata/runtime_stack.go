package main

import (
	"fmt"
	"runtime"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Guard recovers a panic of the handler it wraps and answers with the stack
// runtime.Stack wrote into buf: every goroutine's frames (paths, internals).
func Guard(handler server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (result *mcp.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				buf := make([]byte, 4096)
				n := runtime.Stack(buf, true)
				stackTrace := string(buf[:n])
				result = mcp.NewToolResultError(fmt.Sprintf("Panic: %v\nStack trace:\n%s", r, stackTrace)) // want: RC402
			}
		}()
		return handler(ctx, req)
	}
}

// Quiet converts a buffer the stack never touched: the tool's own text.
func Quiet(handler server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (result *mcp.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				buf := []byte("internal error")
				n := runtime.NumGoroutine()
				result = mcp.NewToolResultError(fmt.Sprintf("failed (%d goroutines): %s", n, string(buf[:8])))
			}
		}()
		return handler(ctx, req)
	}
}
