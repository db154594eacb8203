package tools

import (
	"context"

	"example.com/iw/domain/forecast"
	"example.com/iw/domain/quota"
	"example.com/iw/registry"
	"github.com/mark3labs/mcp-go/mcp"
)

// Handlers serve the tools.
type Handlers struct {
	weather *forecast.UseCase
	guard   *quota.Guard
	reg     *registry.Registry
}

func (h *Handlers) weatherTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	w, err := h.weather.Get(ctx, req.GetString("city", ""))
	if err != nil {
		return mcp.NewToolResultError("weather: " + err.Error()), nil // want: RC402 whole-only
	}
	return mcp.NewToolResultText(w), nil
}

func (h *Handlers) quotaTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := h.guard.Left(ctx, req.GetString("key", ""))
	if err != nil {
		return mcp.NewToolResultError("quota: " + err.Error()), nil
	}
	return mcp.NewToolResultText(string(rune(n))), nil
}

func (h *Handlers) createTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := h.reg.Create(ctx, req.GetString("name", "")); err != nil {
		return mcp.NewToolResultError("create: " + err.Error()), nil // want: RC402
	}
	return mcp.NewToolResultText("ok"), nil
}
