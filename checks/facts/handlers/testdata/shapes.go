package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	mcp_golang "github.com/metoro-io/mcp-golang"
)

type CreateAlertHandlerArgs struct {
	AlertName string `json:"alert_name"`
}

// an mcp-golang handler registered from a list elsewhere
func CreateAlertHandler(ctx context.Context, arguments CreateAlertHandlerArgs) (*mcp_golang.ToolResponse, error) {
	inTool()
	return nil, nil
}

// a registry tool's Execute method
func (t *ProxyTool) Execute(ctx context.Context, logger any, args map[string]any) (*mcp.CallToolResult, error) {
	inTool()
	return nil, nil
}

func register(server *mcp_golang.Server) {
	server.RegisterTool("create_dashboard", "x", func(args DashArgs) (*mcp_golang.ToolResponse, error) {
		inTool()
		return nil, nil
	})
}

// look-alikes: a helper that builds a result without an error, a plain function
func textResult(s string) *mcp.CallToolResult {
	notTool()
	return nil
}

func fetch(ctx context.Context) (string, error) {
	notTool()
	return "", nil
}
