// A tool's handler given to AddTool as a method value of another shape
// than mcp-go's request handler (handlers.Kind, flow.go): its returned
// error's text reaches the client.
package docs

import (
	"context"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Tools struct{ dir string }

func (t *Tools) readDoc(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile(t.dir + "/" + req.GetString("name", ""))
	if err != nil {
		return nil, fmt.Errorf("read failed: %w", err) // want: RC402
	}
	return mcp.NewToolResultText(string(b)), nil
}

// runTool is what a registered tool's handler hands the call to: it
// returns a tool result and an error, and its error is returned on.
func (t *Tools) statDoc(ctx context.Context, name string) (*mcp.CallToolResult, error) {
	fi, err := os.Stat(t.dir + "/" + name)
	if err != nil {
		return nil, err // want: RC402
	}
	return mcp.NewToolResultText(fi.Name()), nil
}

// Look-alike: the client side's CallTool has the same results.
func (t *Tools) CallTool(ctx context.Context, name string) (*mcp.CallToolResult, error) {
	_, err := os.Stat(t.dir)
	if err != nil {
		return nil, err
	}
	return nil, nil
}

func Register(s *server.MCPServer, t *Tools) {
	s.AddTool(mcp.NewTool("read_doc"), t.readDoc)
	s.AddTool(mcp.NewTool("stat_doc"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return t.statDoc(ctx, req.GetString("name", ""))
	})
}
