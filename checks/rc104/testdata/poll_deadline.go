package tools

import (
	"context"
	"net/http"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
)

const maxWait = 5 * time.Minute

func waitJob(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	deadline := time.Now().Add(maxWait) // want: RC104
	for time.Now().Before(deadline) {
		resp, err := http.Get("https://api.example.com/jobs/1")
		if err == nil && resp.StatusCode == 200 {
			return mcp.NewToolResultText("ok"), nil
		}
		time.Sleep(3 * time.Second)
	}
	return mcp.NewToolResultText("pending"), nil
}

func quickWait(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	start := time.Now()
	for {
		if time.Since(start) > 20*time.Second {
			return mcp.NewToolResultText("pending"), nil
		}
		time.Sleep(time.Second)
	}
}
