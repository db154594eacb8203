package main

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Server wraps the SDK's server: RegisterTool is the package's registration
// helper (gopkg.Wrapper), called from main.go.
type Server struct {
	srv   *server.MCPServer
	write bool
	names []string
}

// RegisterTool registers tool unless it writes and writes are off.
func (s *Server) RegisterTool(tool mcp.Tool, handler server.ToolHandlerFunc) {
	if !s.write {
		return
	}
	s.addChecked(tool, handler)
}

func (s *Server) addChecked(tool mcp.Tool, handler server.ToolHandlerFunc) {
	s.names = append(s.names, tool.Name)
	s.srv.AddTool(tool, server.ToolHandlerFunc(handler))
}

// RecordTool only notes a tool's name: it registers nothing.
func (s *Server) RecordTool(tool mcp.Tool, handler server.ToolHandlerFunc) {
	s.names = append(s.names, tool.Name)
	_ = handler
}
