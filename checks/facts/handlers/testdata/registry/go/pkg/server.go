package pkg

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer, h *Handlers) {
	s.AddTool(mcp.NewTool("create_issue"), h.createIssue)
}
