package main

import (
	"example.com/gorpc/internal/tools"
)

// Tool is what a tool of the server does.
type Tool interface {
	Execute(args map[string]any) (string, error)
}

// Server is a hand-rolled JSON-RPC MCP server.
type Server struct {
	tools map[string]Tool
}

// Message is a JSON-RPC message.
type Message struct {
	Method string
	Params map[string]any
}

func newServer(c *tools.Client) *Server {
	s := &Server{tools: map[string]Tool{}}
	s.tools["create_incident"] = tools.NewCreateIncidentTool(c)
	return s
}

func (s *Server) handleMessage(msg *Message) (string, error) {
	switch msg.Method {
	case "initialize":
		return s.handleInitialize(msg)
	case "tools/call":
		return s.handleToolCall(msg)
	}
	return "", nil
}

func (s *Server) handleInitialize(msg *Message) (string, error) {
	return "ok", nil
}

func (s *Server) handleToolCall(msg *Message) (string, error) { // want: handler
	name, _ := msg.Params["name"].(string)
	tool, ok := s.tools[name]
	if !ok {
		return "", nil
	}
	return tool.Execute(msg.Params)
}

func main() {}
