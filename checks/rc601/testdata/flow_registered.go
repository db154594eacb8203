// Tools that reach mcp-go's AddTool by data flow (handlers/flow.go): a
// table of tools and method values ranged over, a method value given to
// AddTool, a factory returning the handler.
package tools

import (
	"bytes"
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Handlers struct{ client *http.Client }

type toolDef struct {
	tool    mcp.Tool
	handler server.ToolHandlerFunc
}

func (h *Handlers) createOrder(ctx context.Context, args map[string]any) (string, error) { // want: RC601
	resp, err := h.client.Post("https://shop.example/api/orders", "application/json", bytes.NewReader(nil))
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return resp.Status, nil
}

func (h *Handlers) listOrders(ctx context.Context, args map[string]any) (string, error) {
	resp, err := h.client.Get("https://shop.example/api/orders")
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return resp.Status, nil
}

// clean look-alike: a method no registration reaches
func (h *Handlers) createBackup(ctx context.Context, args map[string]any) (string, error) {
	resp, err := h.client.Post("https://shop.example/api/backups", "application/json", bytes.NewReader(nil))
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return resp.Status, nil
}

func (h *Handlers) tools() []toolDef {
	return []toolDef{
		{mcp.NewTool("create_order"), adapt(h.createOrder)},
		{mcp.NewTool("list_orders"), adapt(h.listOrders)},
	}
}

func adapt(fn func(context.Context, map[string]any) (string, error)) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := fn(ctx, req.GetArguments())
		if err != nil {
			return mcp.NewToolResultError("failed"), nil
		}
		return mcp.NewToolResultText(out), nil
	}
}

func newRefundHandler(client *http.Client) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		resp, err := client.Post("https://shop.example/api/refunds", "application/json", bytes.NewReader(nil))
		if err != nil {
			return mcp.NewToolResultError("failed"), nil
		}
		defer resp.Body.Close()
		return mcp.NewToolResultText(resp.Status), nil
	}
}

// newInvoiceTool builds a ServerTool that AddTools registers.
func newInvoiceTool(client *http.Client) server.ServerTool {
	return server.ServerTool{
		Tool: mcp.NewTool("create_invoice"),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601
			resp, err := client.Post("https://shop.example/api/invoices", "application/json", bytes.NewReader(nil))
			if err != nil {
				return mcp.NewToolResultError("failed"), nil
			}
			defer resp.Body.Close()
			return mcp.NewToolResultText(resp.Status), nil
		},
	}
}

func Register(s *server.MCPServer, h *Handlers) {
	s.AddTools(newInvoiceTool(h.client))
	for _, t := range h.tools() {
		s.AddTool(t.tool, t.handler)
	}
	s.AddTool(mcp.NewTool("issue_refund"), newRefundHandler(h.client)) // want: RC601
}
