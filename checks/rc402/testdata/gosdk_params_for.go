// go-sdk v0.1-v0.2 tool handlers take *mcp.CallToolParamsFor[In] and return
// (*mcp.CallToolResultFor[Out], error); the SDK puts a returned error's text
// into the tool result (go-sdk v0.2.0 mcp/tool.go newServerTool: res.IsError,
// Content: TextContent{Text: err.Error()}) (batch 34,
// mjmorales/rcon-mcp-server internal/mcp/server.go).
package tools

import (
	"context"
	"fmt"
	"net"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type ConnectParams struct {
	Address string `json:"address"`
}

func Connect(ctx context.Context, cc *mcp.ServerSession, params *mcp.CallToolParamsFor[ConnectParams]) (*mcp.CallToolResultFor[any], error) {
	conn, err := net.DialTimeout("tcp", params.Arguments.Address, 5*time.Second)
	if err != nil {
		return nil, fmt.Errorf("failed to connect: %w", err) // want: RC402
	}
	defer conn.Close()
	return &mcp.CallToolResultFor[any]{Content: []mcp.Content{&mcp.TextContent{Text: "connected"}}}, nil
}

// Clean look-alike: the handler returns fixed text and logs nothing raw.
func Ping(ctx context.Context, cc *mcp.ServerSession, params *mcp.CallToolParamsFor[ConnectParams]) (*mcp.CallToolResultFor[any], error) {
	conn, err := net.DialTimeout("tcp", params.Arguments.Address, 5*time.Second)
	if err != nil {
		return nil, fmt.Errorf("server unreachable")
	}
	defer conn.Close()
	return &mcp.CallToolResultFor[any]{Content: []mcp.Content{&mcp.TextContent{Text: "pong"}}}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "connect"}, Connect)
	mcp.AddTool(s, &mcp.Tool{Name: "ping"}, Ping)
}
