package tools

import (
	"context"
	"fmt"
	"io"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
)

func getIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	httpReq, _ := http.NewRequestWithContext(ctx, http.MethodGet, "https://jira/rest/api/2/issue/x", nil)
	resp, err := http.DefaultClient.Do(httpReq)
	if err != nil {
		return mcp.NewToolResultError("request failed"), nil
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("jira answered %d: %s", resp.StatusCode, string(body)) // want: RC402
	}
	return mcp.NewToolResultText(string(body)), nil
}

func getStatus(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	httpReq, _ := http.NewRequestWithContext(ctx, http.MethodGet, "https://jira/rest/api/2/status", nil)
	resp, err := http.DefaultClient.Do(httpReq)
	if err != nil {
		return mcp.NewToolResultError("request failed"), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		return mcp.NewToolResultError(fmt.Sprintf("jira answered %d", resp.StatusCode)), nil
	}
	body, _ := io.ReadAll(resp.Body)
	return mcp.NewToolResultText(string(body)), nil
}
