package server

import (
	"context"

	"example.com/retclient/calendar"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Events is what the handlers call: the provider through an interface.
type Events interface {
	Calendars(ctx context.Context) (string, error)
	Delete(ctx context.Context, id string) error
}

var provider Events = calendar.New("user", "secret")

// Register adds the tools; mcp-go gives a handler's context no deadline.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("calendars"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := provider.Calendars(ctx)
		if err != nil {
			return mcp.NewToolResultError("calendars failed"), nil
		}
		return mcp.NewToolResultText(out), nil
	})
}
