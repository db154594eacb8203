package fixtures

import (
	"context"
	"net/http"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
)

const attempts = 5

func fetchStatus(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	// 5 attempts, each with its own 10 s deadline: 50 s
	for i := 0; i < attempts; i++ { // want: RC104
		actx, cancel := context.WithTimeout(ctx, 10*time.Second)
		r, err := http.NewRequestWithContext(actx, http.MethodGet, "https://api.example.com/status", nil)
		if err == nil {
			resp, err := http.DefaultClient.Do(r)
			cancel()
			if err == nil {
				resp.Body.Close()
				return nil, nil
			}
		}
		cancel()
	}
	return nil, nil
}

func fetchOnce(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	// one deadline shared by all passes: 20 s in all
	actx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	for i := 0; i < attempts; i++ {
		r, _ := http.NewRequestWithContext(actx, http.MethodGet, "https://api.example.com/status", nil)
		if resp, err := http.DefaultClient.Do(r); err == nil {
			resp.Body.Close()
			return nil, nil
		}
	}
	return nil, nil
}
