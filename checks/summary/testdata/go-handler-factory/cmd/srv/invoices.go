package main

import (
	"bytes"
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
)

// registerInvoices registers through the package's wrapper (wrapper.go).
func registerInvoices(w *Server) {
	w.RegisterTool(mcp.NewTool("create_invoice", mcp.WithString("amount")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601 whole-only (the wrapper is read from the package's other files)
		r, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://billing.example.com/invoices", bytes.NewBufferString(req.GetString("amount", "")))
		if err != nil {
			return mcp.NewToolResultError("bad request"), nil
		}
		resp, err := client.Do(r)
		if err != nil {
			return mcp.NewToolResultError("invoice not created"), nil
		}
		defer resp.Body.Close()
		return mcp.NewToolResultText("ok"), nil
	})
	// clean twins: a read through the wrapper; a create handed to a method that registers nothing
	w.RegisterTool(mcp.NewTool("get_invoice", mcp.WithString("id")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		r, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://billing.example.com/invoices/"+req.GetString("id", ""), nil)
		if err != nil {
			return mcp.NewToolResultError("bad request"), nil
		}
		resp, err := client.Do(r)
		if err != nil {
			return mcp.NewToolResultError("no invoice"), nil
		}
		defer resp.Body.Close()
		return mcp.NewToolResultText("ok"), nil
	})
	w.RecordTool(mcp.NewTool("create_draft", mcp.WithString("amount")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		r, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://billing.example.com/drafts", nil)
		if err != nil {
			return mcp.NewToolResultError("bad request"), nil
		}
		resp, err := client.Do(r)
		if err != nil {
			return mcp.NewToolResultError("no draft"), nil
		}
		defer resp.Body.Close()
		return mcp.NewToolResultText("ok"), nil
	})
}
