package server

import (
	"context"

	"example.com/paramctx/transit"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Routes is what the handlers call: the client through an interface.
type Routes interface {
	Routes(ctx context.Context) (string, error)
	Stops(ctx context.Context, route string) (string, error)
}

var client Routes = transit.NewClient("https://api.example.com")

// Register adds the tools; mcp-go gives a handler's context no deadline.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("routes"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := client.Routes(ctx)
		if err != nil {
			return mcp.NewToolResultError("routes failed"), nil
		}
		return mcp.NewToolResultText(out), nil
	})
}
