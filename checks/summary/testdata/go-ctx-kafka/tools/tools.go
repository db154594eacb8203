package tools

import (
	"context"
	"time"

	"example.com/kctx/kafka"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register adds the tools.
func Register(s *server.MCPServer, k *kafka.Client) {
	s.AddTool(mcp.NewTool("consume"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := k.Consume(ctx); err != nil { // want: RC101
			return mcp.NewToolResultError("consume failed"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("consume_deadline"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		if _, err := k.Consume(ctx); err != nil {
			return mcp.NewToolResultError("consume failed"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("consume_bounded"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := k.ConsumeBounded(ctx); err != nil {
			return mcp.NewToolResultError("consume failed"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
