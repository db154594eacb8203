package tools

import (
	"context"
	"errors"
	"io"
	"net/http"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
)

var client = &http.Client{Timeout: 10 * time.Second}

func fetchPage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := client.Get(req.GetString("url", ""))
	if err != nil {
		return errResult(err), nil // want: RC402
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return mcp.NewToolResultText(string(b)), nil
}

func lookupPage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := client.Get(req.GetString("page", ""))
	if err != nil {
		return failedResult("lookup failed", err), nil // want: RC402
	}
	resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

func headPage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := client.Head(req.GetString("url", ""))
	if err != nil {
		return quietResult(err), nil
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fixedResult(errors.New("the page is not available")), nil
	}
	return mcp.NewToolResultText(resp.Status), nil
}

func statusPage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := client.Get(req.GetString("status", ""))
	if err != nil {
		return wrappedResult(err), nil // want: RC402
	}
	resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}
