package pkg

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tool is the package's own tool interface: the registration loop calls
// Handler on each element (registered in tools.go).
type Tool interface {
	Tool() mcp.Tool
	Handler(d *Deps) server.ToolHandlerFunc
}

type Deps struct{}

type PlaceOrderTool struct{}

func (*PlaceOrderTool) Tool() mcp.Tool { return mcp.NewTool("place_order") }

func (*PlaceOrderTool) Handler(d *Deps) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("placed"), nil
	}
}

// Not a method the registration calls: no handler.
func (*PlaceOrderTool) Describe(d *Deps) func() string {
	return func() string { return "place" }
}
