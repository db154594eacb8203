package server

import (
	"example.com/gomod/internal/tools"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Server holds its tool handlers in fields typed with another package's
// types (gofieldtype): the registrations name the handlers through them.
type Server struct {
	mcp    *server.MCPServer
	read   *tools.ReadHandler
	search *tools.SearchHandler
	list   tools.Lister // an interface: no method declaration to follow
}

func (s *Server) register() {
	s.mcp.AddTool(mcp.NewTool("read_message"), s.read.Handle)            // the field's type's method value
	s.mcp.AddTool(mcp.NewTool("search_messages"), s.search.HandleFunc()) // what the field's type's method returns
	s.mcp.AddTool(mcp.NewTool("list_items"), s.list.List)                // unknown: an interface's method
}
