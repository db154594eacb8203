package mongomaxtime

import (
	"context"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
)

var client *mongo.Client

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("find"), find)
}

// clean look-alike: the server ends the operation after its max time
func find(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	coll := client.Database("app").Collection("notes")
	cur, err := coll.Find(ctx, map[string]any{}, options.Find().SetMaxTime(15*time.Second))
	if err != nil {
		return nil, err
	}
	defer cur.Close(ctx)
	return mcp.NewToolResultText("ok"), nil
}
