package mongobounded

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
)

var client *mongo.Client

// clean look-alike: the client's operation timeout bounds every call
func connect(uri string) (err error) {
	client, err = mongo.Connect(context.TODO(), options.Client().ApplyURI(uri).SetTimeout(15e9))
	return err
}

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("find"), find)
}

func find(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	cur, err := client.Database("app").Collection("notes").Find(ctx, map[string]any{})
	if err != nil {
		return nil, err
	}
	defer cur.Close(ctx)
	return mcp.NewToolResultText("ok"), nil
}
