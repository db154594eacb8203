package fixtures

import (
	"context"
	"net/http"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
)

const maxPolls = 40

func waitBuild(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	client := &http.Client{Timeout: 5 * time.Second}
	for i := 0; i < maxPolls; i++ { // want: RC104
		resp, err := client.Get("https://ci.example.com/build")
		if err == nil && resp.StatusCode == http.StatusOK {
			return nil, nil
		}
		time.Sleep(3 * time.Second)
	}
	return nil, nil
}

func peekBuild(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	client := &http.Client{Timeout: 2 * time.Second}
	for i := 0; i < 5; i++ {
		resp, err := client.Get("https://ci.example.com/build")
		if err == nil && resp.StatusCode == http.StatusOK {
			return nil, nil
		}
		time.Sleep(time.Second)
	}
	return nil, nil
}
