package fixtures

import (
	"context"
	"net/http"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"helm.sh/helm/v3/pkg/action"
)

// A Timeout field set by an assignment after the value is built is a
// timeout as the same field in a composite literal is.
func deployChart(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	install := action.NewInstall(cfg)
	install.Wait = true
	install.Timeout = 5 * time.Minute // want: RC104
	return run(ctx, install)
}

func fetchReport(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c := &http.Client{}
	c.Timeout = 2 * time.Minute // want: RC104
	return get(ctx, c)
}

// Clean twins: a field within the budget, a field not named for a timeout,
// and a timeout added to rather than set.
func deployQuick(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	install := action.NewInstall(cfg)
	install.Timeout = 20 * time.Second
	return run(ctx, install)
}

func keepAlive(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	t := &http.Transport{}
	t.IdleConnDuration = 5 * time.Minute
	return run(ctx, t)
}

func extendWait(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	install := action.NewInstall(cfg)
	install.Timeout += 5 * time.Minute
	return run(ctx, install)
}
