package tools

// go-sdk tools whose input struct the registering function declares beside
// the registration (ba0f3/mcp-server-wazuh: `type ExecuteActiveResponseInput
// struct {...}` inside registerActiveResponseTools): the go-sdk infers the
// tool's input schema from the handler's In type wherever it is declared
// (checks/facts/golocaltype), so its fields are the tool's parameters. The
// requests are go-resty builders, a chain broken after its dots, whose
// Post sends a POST (retry.MutatingRequest, restyRequest).

import (
	"context"

	"github.com/go-resty/resty/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ---- positives ----

func registerActiveResponse(s *mcp.Server, client *resty.Client) {
	type RunCommandInput struct {
		AgentID string `json:"agent_id,omitempty"`
		Command string `json:"command"`
	}
	mcp.AddTool(s, &mcp.Tool{Name: "run_active_response", Description: "Run a command on an agent"}, func(ctx context.Context, req *mcp.CallToolRequest, in RunCommandInput) (*mcp.CallToolResult, any, error) { // want: RC601
		_, err := client.R().
			SetBody(map[string]string{"command": in.Command}).
			Post("/active-response")
		return &mcp.CallToolResult{}, nil, err
	})
}

// ---- clean look-alikes ----

func registerKeyed(s *mcp.Server, client *resty.Client) {
	// the local input struct carries an idempotency key: no finding
	type KeyedCommandInput struct {
		Command        string `json:"command"`
		IdempotencyKey string `json:"idempotency_key"`
	}
	mcp.AddTool(s, &mcp.Tool{Name: "run_keyed_response", Description: "Run a command once per key"}, func(ctx context.Context, req *mcp.CallToolRequest, in KeyedCommandInput) (*mcp.CallToolResult, any, error) {
		_, err := client.R().
			SetHeader("Idempotency-Key", in.IdempotencyKey).
			SetBody(map[string]string{"command": in.Command}).
			Post("/active-response")
		return &mcp.CallToolResult{}, nil, err
	})
	// a search sent as a POST body through resty is a read
	type SearchInput struct {
		Query string `json:"query"`
	}
	mcp.AddTool(s, &mcp.Tool{Name: "run_alert_query", Description: "Query alerts"}, func(ctx context.Context, req *mcp.CallToolRequest, in SearchInput) (*mcp.CallToolResult, any, error) {
		_, err := client.R().
			SetBody(map[string]string{"q": in.Query}).
			Post("/alerts/_search")
		return &mcp.CallToolResult{}, nil, err
	})
}
