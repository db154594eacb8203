package main

import (
	"context"

	"example.com/tix/internal/tickets"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func createTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601 (at the handler the registration names)
	if err := tickets.Create(ctx, req.GetString("title", "")); err != nil {
		return mcp.NewToolResultError("ticket not created"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func closeTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := tickets.Close(ctx, req.GetString("id", "")); err != nil {
		return mcp.NewToolResultError("ticket not closed"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func report(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := tickets.Report(ctx); err != nil { // want: RC104 diff-only
		return mcp.NewToolResultError("report failed"), nil
	}
	if err := tickets.Quick(ctx); err != nil {
		return mcp.NewToolResultError("report failed"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func main() {
	s := server.NewMCPServer("tix", "1.0")
	s.AddTool(mcp.NewTool("create_ticket", mcp.WithString("title")), createTicket)
	s.AddTool(mcp.NewTool("close_ticket", mcp.WithString("id")), closeTicket)
	s.AddTool(mcp.NewTool("run_report"), report)
}
