package pkg

import "github.com/mark3labs/mcp-go/server"

func RegisterAll(s *server.MCPServer, d *Deps) {
	for _, tool := range []Tool{&PlaceOrderTool{}} {
		s.AddTool(tool.Tool(), tool.Handler(d))
	}
}
