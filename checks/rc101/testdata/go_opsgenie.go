package main

import (
	"context"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/opsgenie/opsgenie-go-sdk-v2/alert"
	"github.com/opsgenie/opsgenie-go-sdk-v2/client"
	"github.com/opsgenie/opsgenie-go-sdk-v2/team"
)

// newAlertClient leaves RequestTimeout unset: the SDK's retryable HTTP
// client then has no Timeout.
func newAlertClient(key string) (*alert.Client, error) {
	config := &client.Config{ // want: RC101
		ApiKey: key,
	}
	return alert.NewClient(config)
}

// newTeamClient sets RequestTimeout (the clean look-alike).
func newTeamClient(key string) (*team.Client, error) {
	return team.NewClient(&client.Config{ApiKey: key, RequestTimeout: 20 * time.Second})
}

func main() {
	s := server.NewMCPServer("opsgenie", "1.0.0")
	s.AddTool(mcp.NewTool("list_alerts"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := newAlertClient("k"); err != nil {
			return mcp.NewToolResultError("client failed"), nil
		}
		if _, err := newTeamClient("k"); err != nil {
			return mcp.NewToolResultError("client failed"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	_ = server.ServeStdio(s)
}
