package upstream

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// Handler serves the tools.
type Handler struct {
	client *Client
}

// Get returns an item: the retried request's net/http error reaches the result.
func (h *Handler) Get(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	item, err := h.client.Fetch(ctx, req.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("fetch failed: %v", err)), nil // want: RC402
	}
	return mcp.NewToolResultText(item), nil
}

// Ping returns the status: quiet's own error only (clean twin).
func (h *Handler) Ping(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	status, err := h.client.Ping(ctx)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("ping failed: %v", err)), nil
	}
	return mcp.NewToolResultText(status), nil
}
