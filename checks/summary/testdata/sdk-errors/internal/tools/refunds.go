package tools

import (
	"context"
	"fmt"

	"github.com/VictoriaMetrics/metricsql"
	"github.com/mark3labs/mcp-go/mcp"
	rzpsdk "github.com/razorpay/razorpay-go"

	"example.com/pay/internal/kube"
	"example.com/pay/internal/store"
)

// CreateRefund: the SDK's error carries the request URL and the API's answer.
func CreateRefund(client *rzpsdk.Client) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601 whole-only (a factory's handler by its type, checks/facts/gotyped; a diff scan does not read the package's other files)
		refund, err := client.Payment.Refund(req.GetString("payment_id", ""), 100, nil, nil)
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("creating refund failed: %s", err.Error())), nil // want: RC402
		}
		return mcp.NewToolResultText(fmt.Sprint(refund)), nil
	}
}

// ExplainQuery: the parse error of the query the model sent is the answer it needs.
func ExplainQuery(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	expr, err := metricsql.Parse(req.GetString("query", ""))
	if err != nil {
		return mcp.NewToolResultError("query parsing error: " + err.Error()), nil
	}
	return mcp.NewToolResultText(expr.AppendString(nil)), nil
}

// LoadItem: an error of the repository's own package, built there.
func LoadItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := store.Load(req.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(v), nil
}

// ListPods: the helper of another package passes client-go's error on.
func ListPods(client *kube.Client) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		names, err := client.List(ctx, req.GetString("namespace", ""))
		if err != nil {
			return nil, fmt.Errorf("failed to list pods: %w", err) // want: RC402
		}
		return mcp.NewToolResultText(fmt.Sprint(names)), nil
	}
}

// CachedName: the helper tests the cache's error and builds its own.
func CachedName(cache *kube.Cache) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		name, err := cache.Name(req.GetString("key", ""))
		if err != nil {
			return nil, fmt.Errorf("name: %w", err)
		}
		return mcp.NewToolResultText(name), nil
	}
}

// Branch: the argument helper's error is a grpc status built from its own
// text, not an SDK's answer.
func Branch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := argumentOf(req, "branch")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(name), nil
}
