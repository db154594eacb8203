package tools

import (
	"context"
	"fmt"
	"net/http"
	"time"

	"example.com/kube/k"
	confluence "github.com/ctreminiom/go-atlassian/confluence"
	"github.com/mark3labs/mcp-go/mcp"
)

// getPage calls a method of an API group field (client.Content) of the
// SDK client another package's function returns.
func getPage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	client, err := k.PagesFromContext(ctx)
	if err != nil {
		return mcp.NewToolResultError("no confluence client"), nil
	}
	page, _, err := client.Content.Get(ctx, req.GetString("id", ""), nil, 0)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("failed to get page: %v", err)), nil // want: RC402
	}
	return mcp.NewToolResultText(page.Title), nil
}

// listSpaces builds the SDK client in the file: the constructor's own
// errors are about its arguments, the methods of its API groups send requests.
func listSpaces(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	client, err := confluence.New(&http.Client{Timeout: 10 * time.Second}, "https://wiki.example.com")
	if err != nil {
		return mcp.NewToolResultError("no confluence client"), nil
	}
	spaces, _, err := client.Space.Gets(ctx, nil, 0, 25)
	if err != nil {
		return mcp.NewToolResultError("list failed: " + err.Error()), nil // want: RC402
	}
	return mcp.NewToolResultText(fmt.Sprint(spaces.Size)), nil
}

// checkSize calls a method of a field of the server's own settings: no SDK.
func checkSize(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	s, err := k.SettingsFromContext(ctx)
	if err != nil {
		return mcp.NewToolResultError("no settings"), nil
	}
	if err := s.Limits.Check(len(req.GetString("body", ""))); err != nil {
		return mcp.NewToolResultError("too big: " + err.Error()), nil
	}
	return mcp.NewToolResultText("ok"), nil
}
