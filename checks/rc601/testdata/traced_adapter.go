// Handlers wrapped by an imported adapter that takes more than the handler
// (kagent-dev/tools: telemetry.AdaptToolHandler(telemetry.WithTracing(name, h))):
// the one argument that is a function of this file is the handler.
package tools

import (
	"bytes"
	"context"
	"net/http"

	"example.com/kit/telemetry"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func handleCreateRollout(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := http.Post("https://deploy.example/rollouts", "application/json", bytes.NewBufferString(req.GetString("image", "")))
	return nil, err
}

func handleGetRollout(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := http.Get("https://deploy.example/rollouts/" + req.GetString("id", ""))
	return nil, err
}

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("create_rollout", mcp.WithString("image")), // want: RC601
		telemetry.AdaptToolHandler(telemetry.WithTracing("create_rollout", handleCreateRollout)))
	// clean twins: a read; a key in the schema; two functions of the file handed to one adapter (which is the handler is not known)
	s.AddTool(mcp.NewTool("get_rollout", mcp.WithString("id")), telemetry.AdaptToolHandler(telemetry.WithTracing("get_rollout", handleGetRollout)))
	s.AddTool(mcp.NewTool("create_canary", mcp.WithString("image"), mcp.WithString("idempotency_key")),
		telemetry.AdaptToolHandler(telemetry.WithTracing("create_canary", handleCreateRollout)))
	s.AddTool(mcp.NewTool("create_pair", mcp.WithString("image")), telemetry.Either(handleGetRollout, handleCreateRollout))
}
