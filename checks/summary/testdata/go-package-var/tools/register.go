package tools

import (
	"context"

	"example.com/pv/names"
	"example.com/pv/store"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"go.mongodb.org/mongo-driver/bson"
)

// Register adds the tools whose handlers are literals.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("delete_doc"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := store.DB.Collection("docs").DeleteOne(ctx, bson.M{"_id": req.GetString("id", "")})
		if err != nil {
			return mcp.NewToolResultError("delete failed: " + err.Error()), nil // want: RC402
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("resolve_name"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		v, err := names.Default.Lookup(req.GetString("name", ""))
		if err != nil {
			return mcp.NewToolResultError("resolve: " + err.Error()), nil // want: RC402 (low: the call stays unknown, its error in the tool result is an error of unknown origin, checks/facts/gounseen)
		}
		return mcp.NewToolResultText(v), nil
	})
}
