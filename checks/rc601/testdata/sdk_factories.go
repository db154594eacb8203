package main

// Tools built by factory functions of the file (handlers.goFactories) whose
// handlers create through a Go SDK's service (client.Payment.Refund,
// deps.BuildsClient.Create) that no library row lists (sdkcreate.go).

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	rzpsdk "github.com/razorpay/razorpay-go"

	"example.com/srv/mcpgo"
)

type CreateBuildArgs struct {
	Org     string `json:"org"`
	Message string `json:"message"`
}

type BuildsClient interface {
	Create(ctx context.Context, org string, msg string) (string, error)
	Cancel(ctx context.Context, org string, n string) (string, error)
}

var deps struct{ BuildsClient BuildsClient }

// ---- positives ----

func CreateBuild() (mcp.Tool, mcp.ToolHandlerFor[CreateBuildArgs, any], []string) {
	return mcp.Tool{ // want: RC601
			Name:        "create_build",
			Description: "Create a new build",
		},
		func(ctx context.Context, req *mcp.CallToolRequest, args CreateBuildArgs) (*mcp.CallToolResult, any, error) {
			b, err := deps.BuildsClient.Create(ctx, args.Org, args.Message)
			return nil, b, err
		}, nil
}

func CreateRefund(client *rzpsdk.Client) mcpgo.Tool {
	parameters := []mcpgo.ToolParameter{
		mcpgo.WithString("payment_id", mcpgo.Required()),
	}
	handler := func(ctx context.Context, r mcpgo.CallToolRequest) (*mcpgo.ToolResult, error) {
		refund, err := client.Payment.Refund(r.Arguments["payment_id"].(string), 100, nil, nil)
		return mcpgo.NewToolResultJSON(refund), err
	}
	return mcpgo.NewTool("create_refund", "Create a refund", parameters, handler) // want: RC601
}

// ---- negatives ----

func CancelBuild() (mcp.Tool, mcp.ToolHandlerFor[CreateBuildArgs, any], []string) {
	// cancelling a cancelled build changes nothing
	return mcp.Tool{Name: "cancel_build"},
		func(ctx context.Context, req *mcp.CallToolRequest, args CreateBuildArgs) (*mcp.CallToolResult, any, error) {
			b, err := deps.BuildsClient.Cancel(ctx, args.Org, "1")
			return nil, b, err
		}, nil
}

func CapturePayment(client *rzpsdk.Client) mcpgo.Tool {
	parameters := []mcpgo.ToolParameter{mcpgo.WithString("payment_id", mcpgo.Required())}
	handler := func(ctx context.Context, r mcpgo.CallToolRequest) (*mcpgo.ToolResult, error) {
		p, err := client.Payment.Capture(r.Arguments["payment_id"].(string), 100, nil, nil)
		return mcpgo.NewToolResultJSON(p), err
	}
	return mcpgo.NewTool("capture_payment", "Capture a payment", parameters, handler)
}

func CreateOrderOnce(client *rzpsdk.Client) mcpgo.Tool {
	// the caller's idempotency key is sent with the create
	parameters := []mcpgo.ToolParameter{mcpgo.WithString("idempotency_key", mcpgo.Required())}
	handler := func(ctx context.Context, r mcpgo.CallToolRequest) (*mcpgo.ToolResult, error) {
		o, err := client.Order.Create(map[string]any{"receipt": r.Arguments["idempotency_key"]}, nil)
		return mcpgo.NewToolResultJSON(o), err
	}
	return mcpgo.NewTool("create_order", "Create an order", parameters, handler)
}
