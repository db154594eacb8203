package fixtures

import (
	"bytes"
	"context"
	"net/http"

	mcp_golang "github.com/metoro-io/mcp-golang"
)

type CreateAlertHandlerArgs struct {
	AlertName string `json:"alert_name"`
}

// An mcp-golang handler declared apart and registered from a list in
// another file: its typed arguments are the schema, and they take no key.
func CreateAlertHandler(ctx context.Context, args CreateAlertHandlerArgs) (*mcp_golang.ToolResponse, error) { // want: RC601
	_, err := http.Post("https://api.example.com/alerts", "application/json", bytes.NewBufferString(args.AlertName))
	return nil, err
}

type CreateKeyedHandlerArgs struct {
	AlertName      string `json:"alert_name"`
	IdempotencyKey string `json:"idempotency_key"`
}

// Look-alike: the arguments carry an idempotency key.
func CreateKeyedHandler(ctx context.Context, args CreateKeyedHandlerArgs) (*mcp_golang.ToolResponse, error) {
	_, err := http.Post("https://api.example.com/alerts", "application/json", bytes.NewBufferString(args.AlertName))
	return nil, err
}

// Look-alike: a read.
func GetAlertsHandler(ctx context.Context, args CreateAlertHandlerArgs) (*mcp_golang.ToolResponse, error) {
	_, err := http.Get("https://api.example.com/alerts")
	return nil, err
}

// An inline handler given to RegisterTool, named by its first argument.
func register(server *mcp_golang.Server) error {
	return server.RegisterTool("create_dashboard", "x", func(args CreateAlertHandlerArgs) (*mcp_golang.ToolResponse, error) { // want: RC601
		_, err := http.Post("https://api.example.com/dashboards", "application/json", nil)
		return nil, err
	})
}
