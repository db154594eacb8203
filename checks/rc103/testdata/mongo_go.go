package mongotools

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
	s.AddTool(mcp.NewTool("count"), count)
}

// positive: the collection is found on the handler's context (no deadline)
// and the client sets no operation timeout
func find(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	cur, err := client.Database("app").Collection(req.GetString("collection", "")).Find(ctx, map[string]any{}) // want: RC103 low
	if err != nil {
		return nil, err
	}
	defer cur.Close(ctx)
	return mcp.NewToolResultText("ok"), nil
}

// clean: a deadline of the handler's own
func count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	coll := client.Database("app").Collection("notes")
	n, err := coll.CountDocuments(ctx, map[string]any{})
	_ = n
	return mcp.NewToolResultText("ok"), err
}

// clean: start-up ping, no request waits on it
func connect(uri string) error {
	c, err := mongo.Connect(context.TODO(), options.Client().ApplyURI(uri))
	if err != nil {
		return err
	}
	client = c
	return c.Ping(context.TODO(), nil)
}
