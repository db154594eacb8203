package tools

import (
	"context"
	"fmt"
	"io"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
)

// A branch taken for one failure status (`== 403`) reads the body of an
// error answer as much as `!= http.StatusOK` does.
func monitorHistory(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	httpReq, _ := http.NewRequestWithContext(ctx, http.MethodGet, "https://api.example.com/monitors/history", nil)
	resp, err := http.DefaultClient.Do(httpReq)
	if err != nil {
		return mcp.NewToolResultError("request failed"), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		body, _ := io.ReadAll(resp.Body)
		if resp.StatusCode == http.StatusForbidden {
			return mcp.NewToolResultError(fmt.Sprintf("permission denied: %s", string(body))), nil // want: RC402
		}
		if resp.StatusCode == 429 {
			return mcp.NewToolResultError("rate limited: " + string(body)), nil // want: RC402
		}
		return mcp.NewToolResultError(fmt.Sprintf("status %d", resp.StatusCode)), nil
	}
	body, _ := io.ReadAll(resp.Body)
	return mcp.NewToolResultText(string(body)), nil
}

// Clean twin: the branch of a success status (`== http.StatusOK`) returns
// the answer.
func monitorList(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	httpReq, _ := http.NewRequestWithContext(ctx, http.MethodGet, "https://api.example.com/monitors", nil)
	resp, err := http.DefaultClient.Do(httpReq)
	if err != nil {
		return mcp.NewToolResultError("request failed"), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusOK {
		body, _ := io.ReadAll(resp.Body)
		return mcp.NewToolResultText(string(body)), nil
	}
	return mcp.NewToolResultError(fmt.Sprintf("status %d", resp.StatusCode)), nil
}

// Past a test for one success status the answer may be another success:
// not reported (the body of a 201 is the answer).
func monitorMute(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	httpReq, _ := http.NewRequestWithContext(ctx, http.MethodPost, "https://api.example.com/monitors/mute", nil)
	resp, err := http.DefaultClient.Do(httpReq)
	if err != nil {
		return mcp.NewToolResultError("request failed"), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusOK {
		return mcp.NewToolResultText("muted"), nil
	}
	body, _ := io.ReadAll(resp.Body)
	return mcp.NewToolResultText("muted: " + string(body)), nil
}
