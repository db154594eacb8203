package tools

import (
	"context"

	"example.com/helmish/engine"
	"github.com/mark3labs/mcp-go/mcp"
)

type Handler struct {
	eng    engine.Engine
	lister engine.Lister
}

func (h *Handler) install(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := h.eng.Install(ctx, req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError("install failed: " + err.Error()), nil // want: RC402 (a diff scan: low, an error of unknown origin, checks/facts/gounseen)
	}
	return mcp.NewToolResultText(out), nil
}

func (h *Handler) list(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := h.lister.List(ctx)
	if err != nil {
		return mcp.NewToolResultError("list failed: " + err.Error()), nil // want: RC402 (low: the call stays unknown, its error in the tool result is an error of unknown origin, checks/facts/gounseen)
	}
	return mcp.NewToolResultText(out), nil
}

func Register(s interface {
	AddTool(mcp.Tool, func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error))
}, h *Handler) {
	s.AddTool(mcp.NewTool("install"), h.install)
	s.AddTool(mcp.NewTool("list"), h.list)
}
