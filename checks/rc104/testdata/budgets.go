package fixtures

import (
	"context"
	"net/http"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
)

func exportAll(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Minute) // want: RC104
	defer cancel()
	return run(ctx)
}

func fetchReport(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c := &http.Client{Timeout: time.Second * 90} // want: RC104
	return get(ctx, c)
}

func readDocs(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
	ctx, cancel := context.WithTimeout(ctx, 15*time.Second) // want: RC104
	defer cancel()
	return docs(ctx)
}

// within budget or outside a handler: not reported

func quick(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	return run(ctx)
}

func nightly(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, time.Hour)
	defer cancel()
	_, err := run(ctx)
	return err
}
