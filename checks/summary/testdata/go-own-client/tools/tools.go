package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register adds the notes tools. client's type is the package's own, so
// what its methods send is read in client.go, not guessed from their names.
// A diff-mode scan of this file alone does not list the package's other
// files: the method's name is then all it knows, and the guess stays.
func Register(s *server.MCPServer, client *Client) {
	s.AddTool(mcp.NewTool("notes_create_page", mcp.WithString("page_name", mcp.Required())), // want: RC601 diff-only
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			name, _ := req.GetArguments()["page_name"].(string)
			if err := client.CreatePage(ctx, name, ""); err != nil {
				return mcp.NewToolResultError("page not written"), nil
			}
			return mcp.NewToolResultText("ok"), nil
		})
	s.AddTool(mcp.NewTool("notes_create_note", mcp.WithString("content", mcp.Required())), // want: RC601
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			content, _ := req.GetArguments()["content"].(string)
			if err := client.CreateNote(ctx, content); err != nil {
				return mcp.NewToolResultError("note not added"), nil
			}
			return mcp.NewToolResultText("ok"), nil
		})
}
