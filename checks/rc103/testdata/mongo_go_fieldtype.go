package mongofield

import (
	"context"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"go.mongodb.org/mongo-driver/v2/mongo"
)

// Tool holds the client the tools share.
type Tool struct {
	client *mongo.Client
	name   string
}

// Database returns the database a tool queries.
func (t *Tool) Database(name string) (*mongo.Database, error) {
	if name == "" {
		name = t.name
	}
	return t.client.Database(name), nil
}

// findTool is one tool; its handler reaches the database through the
// shared Tool in a field.
type findTool struct{ tool *Tool }

func register(s *server.MCPServer, t *Tool) {
	ft := &findTool{tool: t}
	s.AddTool(mcp.NewTool("count"), ft.count)
	s.AddTool(mcp.NewTool("countBounded"), ft.countBounded)
}

// positive: the collection comes from a method of the field's type, and
// the handler's context has no deadline
func (t *findTool) count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	db, err := t.tool.Database(req.GetString("database", ""))
	if err != nil {
		return nil, err
	}
	n, err := db.Collection("notes").CountDocuments(ctx, map[string]any{}) // want: RC103 low
	_ = n
	return mcp.NewToolResultText("ok"), err
}

// clean look-alike: the same query under a deadline of the handler's own
func (t *findTool) countBounded(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	db, err := t.tool.Database(req.GetString("database", ""))
	if err != nil {
		return nil, err
	}
	n, err := db.Collection("notes").CountDocuments(ctx, map[string]any{})
	_ = n
	return mcp.NewToolResultText("ok"), err
}
