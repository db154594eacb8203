package defaultclient

import (
	"bytes"
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// A POST sent through net/http's shared client is a mutation like one sent
// through a client variable.
func createOrder(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601 (reported at the handler its registration names)
	r, _ := http.NewRequestWithContext(ctx, http.MethodPost, "https://api.example.com/orders", bytes.NewReader(nil))
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}

// ---- negatives ----

// A GET through the shared client reads only.
func listOrders(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, _ := http.NewRequestWithContext(ctx, http.MethodGet, "https://api.example.com/orders", nil)
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("create_order"), createOrder)
	s.AddTool(mcp.NewTool("list_orders"), listOrders)
}
