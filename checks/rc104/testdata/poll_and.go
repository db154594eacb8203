package fixtures

import (
	"context"
	"net/http"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
)

// A counted poll that also stops on success stops after 40 passes at the latest.
func waitDeploy(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	client := &http.Client{Timeout: 2 * time.Second}
	ready := false
	for i := 0; i < 40 && !ready; i++ { // want: RC104
		resp, err := client.Get("https://ci.example.com/deploy")
		ready = err == nil && resp.StatusCode == http.StatusOK
		time.Sleep(3 * time.Second)
	}
	return nil, nil
}

// Clean twin: a short count.
func peekDeploy(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	client := &http.Client{Timeout: 2 * time.Second}
	ready := false
	for i := 0; i < 4 && !ready; i++ {
		resp, err := client.Get("https://ci.example.com/deploy")
		ready = err == nil && resp.StatusCode == http.StatusOK
		time.Sleep(time.Second)
	}
	return nil, nil
}
