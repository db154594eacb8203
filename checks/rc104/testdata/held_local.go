package fixtures

import (
	"context"
	"net/http"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
)

// A duration held in a local bound once is judged by its value; one bound
// twice is not one value.
func askQuestion(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	maxWait := 300 * time.Second                     // want: RC104
	ctx, cancel := context.WithTimeout(ctx, maxWait) // reported where maxWait is bound
	defer cancel()
	return run(ctx)
}

func fetchSlow(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var limit = time.Minute * 2
	c := &http.Client{Timeout: limit} // want: RC104
	return get(ctx, c)
}

func fetchTuned(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	limit := 10 * time.Second
	if req.GetBool("slow", false) {
		limit = 5 * time.Minute
	}
	c := &http.Client{Timeout: limit}
	return get(ctx, c)
}

func fetchQuick(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	limit := 10 * time.Second
	c := &http.Client{Timeout: limit}
	return get(ctx, c)
}
