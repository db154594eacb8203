package tools

import (
	"context"
	"fmt"

	"example.com/eh/result"
	"example.com/eh/upstream"
	"github.com/mark3labs/mcp-go/mcp"
)

// Handler serves the tools.
type Handler struct {
	client upstream.ClientInterface
}

// Get returns an item: the upstream error's text reaches the result through handleError.
func (h *Handler) Get(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	item, err := h.client.Fetch(ctx, req.GetString("id", ""))
	if err != nil {
		return h.handleError(err), nil
	}
	return mcp.NewToolResultText(item), nil
}

// Show returns an item through the result package's helper.
func (h *Handler) Show(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if item, err := h.client.Fetch(ctx, req.GetString("id", "")); err != nil {
		return result.ToolError("fetch failed", err), nil
	} else {
		return mcp.NewToolResultText(item), nil
	}
}

// Peek hands the upstream error to a helper that keeps its text out.
func (h *Handler) Peek(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	item, err := h.client.Fetch(ctx, req.GetString("id", ""))
	if err != nil {
		return result.Fixed("fetch failed", err), nil
	}
	return mcp.NewToolResultText(item), nil
}

// Validate hands a locally built error to a helper: the server's own text.
func (h *Handler) Validate(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := h.client.Check(req.GetString("id", ""))
	if err != nil {
		return h.invalid(err), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func (h *Handler) handleError(err error) *mcp.CallToolResult {
	return mcp.NewToolResultError(fmt.Sprintf("failed: %s", err.Error())) // want: RC402
}

func (h *Handler) invalid(err error) *mcp.CallToolResult {
	return mcp.NewToolResultError("invalid input: " + err.Error())
}
