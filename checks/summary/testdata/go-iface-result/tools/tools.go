package tools

import (
	"context"
	"fmt"

	"example.com/ifres/deps"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Server holds the tools' dependencies in a field whose type is an
// interface of another package of the module.
type Server struct {
	deps deps.Deps
}

// Register adds the tools; d is an interface value.
func Register(s *server.MCPServer, d deps.Deps) {
	s.AddTool(mcp.NewTool("get_page"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		client, err := d.GetClient(ctx)
		if err != nil {
			return mcp.NewToolResultError("no client"), nil
		}
		page, _, err := client.Content.Get(ctx, req.GetString("id", ""), nil, 0)
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to get page: %v", err)), nil // want: RC402
		}
		return mcp.NewToolResultText(page.Title), nil
	})
	s.AddTool(mcp.NewTool("check_size"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		l, err := d.GetLimits(ctx)
		if err != nil {
			return mcp.NewToolResultError("no limits"), nil
		}
		if err := l.Check(len(req.GetString("body", ""))); err != nil {
			return mcp.NewToolResultError("too big: " + err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("whoami"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		tok, err := d.Token(ctx) // two implementations: the call stays unknown, neither is picked
		if err != nil {
			return mcp.NewToolResultError("token: " + err.Error()), nil
		}
		return mcp.NewToolResultText(tok), nil
	})
}

// RegisterOn adds the tools of a Server, whose deps field is typed by the interface.
func (sv *Server) RegisterOn(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list_spaces"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		client, err := sv.deps.GetClient(ctx)
		if err != nil {
			return mcp.NewToolResultError("no client"), nil
		}
		spaces, _, err := client.Space.Gets(ctx, nil, 0, 25)
		if err != nil {
			return mcp.NewToolResultError("list failed: " + err.Error()), nil // want: RC402
		}
		return mcp.NewToolResultText(fmt.Sprint(spaces.Size)), nil
	})
	s.AddTool(mcp.NewTool("check_size2"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		l, err := sv.deps.GetLimits(ctx)
		if err != nil {
			return mcp.NewToolResultError("no limits"), nil
		}
		if err := l.Check(len(req.GetString("body", ""))); err != nil {
			return mcp.NewToolResultError("too big: " + err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
