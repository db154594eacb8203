package tools

import (
	"context"

	"example.com/held/internal/api"
	"github.com/mark3labs/mcp-go/mcp"
)

// Deps are what the tool handlers are given: clients built once at
// start-up (api.New, api.NewQuick, ...), never in a handler.
type Deps struct {
	Slow    *api.Client
	Quick   *api.QuickClient
	Bounded *api.BoundedClient
	Swapped *api.SwappedClient
}

// ReportHandler: the slow client's http.Client waits up to 2 minutes.
func ReportHandler(deps *Deps) func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		body, err := deps.Slow.Report(req.GetString("id", "")) // want: RC104 diff-only
		if err != nil {
			return mcp.NewToolResultError("report failed"), nil
		}
		return mcp.NewToolResultText(body), nil
	}
}

// OtherHandlers use clients whose requests are bounded within budget, or
// whose http.Client an option may replace.
func OtherHandlers(deps *Deps) func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a, _ := deps.Quick.Report(req.GetString("id", ""))
		b, _ := deps.Bounded.Report(req.GetString("id", ""))
		c, _ := deps.Swapped.Report(req.GetString("id", ""))
		return mcp.NewToolResultText(a + b + c), nil
	}
}
