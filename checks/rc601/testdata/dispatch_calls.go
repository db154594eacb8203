package testdata

import (
	"bytes"
	"context"
	"net/http"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tools a registered handler looks up by the requested name at run time
// (handlers/dispatch.go): a name-keyed map of handler functions indexed in
// the one handler the server registers for every tool.

var dispatchClient = &http.Client{Timeout: 10 * time.Second}

type dispatchFunc func(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error)

func createRefund(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) { // want: RC601
	resp, err := dispatchClient.Post("https://pay.example/api/refunds", "application/json", bytes.NewReader(nil))
	if err != nil {
		return mcp.NewToolResultError("request failed"), nil
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

var dispatchTable = map[string]dispatchFunc{"create_refund": createRefund}

// clean look-alike: a POST in a function no lookup reaches
func createArchive(ctx context.Context, args map[string]any) (string, error) {
	resp, err := dispatchClient.Post("https://archive.example/api/archives", "application/json", bytes.NewReader(nil))
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return resp.Status, nil
}

func registerDispatch(s *server.MCPServer, names []string) {
	for _, name := range names {
		s.AddTool(mcp.NewTool(name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return dispatchTable[req.Params.Name](ctx, req.GetArguments())
		})
	}
}
