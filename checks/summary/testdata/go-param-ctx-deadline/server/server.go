package server

import (
	"context"
	"time"

	"example.com/paramctxdl/transit"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Routes is what the handlers call: the client through an interface.
type Routes interface {
	Routes(ctx context.Context) (string, error)
}

var client Routes = transit.NewClient("https://api.example.com")

// Register adds the tools; each handler bounds its request with a
// deadline, so the client's requests are not reported (the client is).
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("routes"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
		defer cancel()
		out, err := client.Routes(ctx)
		if err != nil {
			return mcp.NewToolResultError("routes failed"), nil
		}
		return mcp.NewToolResultText(out), nil
	})
}
