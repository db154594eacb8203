package internal

import (
	"example.com/gotools/internal/tools"
	"github.com/mark3labs/mcp-go/server"
)

// Register adds every tool the tool sets list.
func Register(s *server.MCPServer, c *tools.Client) {
	s.AddTools(tools.NewDropletTool(c).Tools()...)
	for _, t := range tools.NewVolumeTool(c).Tools() {
		s.AddTool(t.Tool, t.Handler)
	}
}
