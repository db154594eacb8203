package freshkey

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// A key made from the clock on each call (incidentio-mcp-golang's
// create_incident): a retried tool call sends a new one.
func createIncident(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601 (reported at the handler its registration names)
	idempotencyKey := fmt.Sprintf("mcp-%d", time.Now().UnixNano())
	r, _ := http.NewRequestWithContext(ctx, http.MethodPost, "https://api.example.com/incidents", bytes.NewReader(nil))
	r.Header.Set("Idempotency-Key", idempotencyKey)
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}

// ---- negatives ----

// The caller gives the key: a retry repeats it.
func createAlert(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	idempotencyKey := req.GetString("idempotency_key", "")
	r, _ := http.NewRequestWithContext(ctx, http.MethodPost, "https://api.example.com/alerts", bytes.NewReader(nil))
	r.Header.Set("Idempotency-Key", idempotencyKey)
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("create_incident"), createIncident)
	s.AddTool(mcp.NewTool("create_alert", mcp.WithString("idempotency_key", mcp.Required())), createAlert)
}
