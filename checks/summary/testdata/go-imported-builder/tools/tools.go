package tools

import (
	"context"
	"fmt"
	"log"

	"example.com/am/client"
	"example.com/am/mcputil"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type recorder struct{}

// NewErrorResult is a method, not an imported package's builder.
func (recorder) NewErrorResult(text string) string { return text }

// Register adds the tools.
func Register(s *mcp.Server, c *client.Client) {
	s.AddTool(&mcp.Tool{Name: "get_alerts"}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		b, err := c.GetAlerts() // want: RC402 diff-only
		if err != nil {
			return mcputil.NewErrorResult(fmt.Sprintf("Failed to get alerts: %v", err)), nil // want: RC402
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil
	})
	s.AddTool(&mcp.Tool{Name: "count_alerts"}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		b, err := c.GetAlerts()
		if err != nil {
			log.Printf("count_alerts: %v", err)
			return mcputil.NewErrorResult("failed to get alerts; see the server log"), nil
		}
		var r recorder
		_ = r.NewErrorResult(fmt.Sprintf("kept in memory: %v", err))
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(len(b))}}}, nil
	})
}
