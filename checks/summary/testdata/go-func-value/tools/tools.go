package tools

import (
	"context"
	"fmt"
	"net/http"
	"sync"
	"time"

	"example.com/fnval/auth"
	"example.com/fnval/store"
	confluence "github.com/ctreminiom/go-atlassian/confluence"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// getStore converts the pool's raw value; main sets it.
var getStore func(raw interface{}) store.Store

// wiki builds the Confluence client once (sync.OnceValue returns func() T).
var wiki = sync.OnceValue[*confluence.Client](func() *confluence.Client {
	c, _ := confluence.New(&http.Client{Timeout: 10 * time.Second}, "https://wiki.example.com")
	return c
})

// Register adds the tools; resolver and limits are function values.
func Register(s *server.MCPServer, resolver auth.ClientResolver, limits auth.LimitsFn) {
	s.AddTool(mcp.NewTool("get_page"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		client, err := resolver(ctx)
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
		l := limits(ctx)
		if err := l.Check(len(req.GetString("body", ""))); err != nil {
			return mcp.NewToolResultError("too big: " + err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("list_spaces"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		spaces, _, err := wiki().Space.Gets(ctx, nil, 0, 25)
		if err != nil {
			return mcp.NewToolResultError("list failed: " + err.Error()), nil // want: RC402
		}
		return mcp.NewToolResultText(fmt.Sprint(spaces.Size)), nil
	})
	s.AddTool(mcp.NewTool("get_record"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		st := getStore(nil)
		rec, err := st.Get(req.GetString("id", "")) // want: RC402 diff-only
		if err != nil {
			return mcp.NewToolResultError("failed: " + err.Error()), nil // want: RC402
		}
		return mcp.NewToolResultText(rec), nil
	})
}
