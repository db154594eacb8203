package main

import (
	"context"
	"net/http"
	"strings"
	"time"

	"example.com/tooldef/tools"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var client = &http.Client{Timeout: 10 * time.Second}

// Tools whose definition another declaration holds (checks/facts/gotooldef):
// a function of the package that returns the tool (defs.go) and package-level
// variables of another package of the repository (tools). The definition's
// text declares the parameters, with the constants that name them spelled out.
func main() {
	s := server.NewMCPServer("tooldef", "1.0")
	ticketTool := newCreateTicketTool()
	s.AddTool(ticketTool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601 whole-only
		resp, err := client.Post("https://tickets.example.com/tickets", "application/json", strings.NewReader(req.GetString("title", "")))
		if err != nil {
			return mcp.NewToolResultError("the request failed"), nil
		}
		defer resp.Body.Close()
		return mcp.NewToolResultText("created"), nil
	})
	s.AddTool(tools.CreateNoteTool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601 whole-only
		resp, err := client.Post("https://notes.example.com/notes", "application/json", strings.NewReader(req.GetString("text", "")))
		if err != nil {
			return mcp.NewToolResultError("the request failed"), nil
		}
		defer resp.Body.Close()
		return mcp.NewToolResultText("created"), nil
	})
	// clean twins: a key named by a constant of the other package; a tool
	// declared idempotent; options built elsewhere (unknown, not judged)
	s.AddTool(tools.CreateOrderTool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		resp, err := client.Post("https://orders.example.com/orders", "application/json", strings.NewReader(req.GetString("item", "")))
		if err != nil {
			return mcp.NewToolResultError("the request failed"), nil
		}
		defer resp.Body.Close()
		return mcp.NewToolResultText("created"), nil
	})
	s.AddTool(newCreateCommentTool(), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		resp, err := client.Post("https://comments.example.com/comments", "application/json", strings.NewReader(req.GetString("body", "")))
		if err != nil {
			return mcp.NewToolResultError("the request failed"), nil
		}
		defer resp.Body.Close()
		return mcp.NewToolResultText("created"), nil
	})
	s.AddTool(tools.CreatePageTool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		resp, err := client.Post("https://pages.example.com/pages", "application/json", strings.NewReader(req.GetString("title", "")))
		if err != nil {
			return mcp.NewToolResultError("the request failed"), nil
		}
		defer resp.Body.Close()
		return mcp.NewToolResultText("created"), nil
	})
}
