package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// ErrorGuard takes its handler by mcp-go's named type and puts the handler's
// error text into the tool result; it is handed fetch, whose error is
// net/http's (the URL).
func ErrorGuard(handler server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := handler(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("Error: %v", err)), nil // want: RC402 low
		}
		return res, nil
	}
}

// Quiet is the same guard handed only echo, whose error is its own text.
func Quiet(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("Error: %v", err)), nil
		}
		return res, nil
	}
}

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("fetch"), ErrorGuard(fetch))
	s.AddTool(mcp.NewTool("echo"), Quiet(echo))
}

func fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://api.example.com/items")
	if err != nil {
		return nil, err // want: RC402
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return mcp.NewToolResultText(string(b)), nil
}

func echo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text := req.GetString("text", "")
	if text == "" {
		return nil, errors.New("text is required")
	}
	return mcp.NewToolResultText(strings.ToUpper(text)), nil
}
