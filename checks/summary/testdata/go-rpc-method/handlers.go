package main

import "log"

// CallParams are the params of a tools/call request.
type CallParams struct {
	Name string `json:"name"`
	URL  string `json:"url"`
}

// handleToolCall sends a failed tool's error text as the JSON-RPC error
// message through sendError of server.go.
func (s *Server) handleToolCall(id interface{}, params CallParams) error {
	out, err := s.executeTool(params.Name, params.URL)
	if err != nil {
		return s.sendError(id, -32603, err.Error()) // want: RC402 whole-only (the tools/call route that makes this a handler is in server.go)
	}
	log.Print(out)
	return nil
}

// Clean twin: the error is logged and a fixed message sent.
func (s *Server) handleToolCallQuiet(id interface{}, params CallParams) error {
	out, err := s.executeTool(params.Name, params.URL)
	if err != nil {
		log.Printf("tool %s: %v", params.Name, err)
		return s.sendError(id, -32603, "the tool failed; see the server log")
	}
	log.Print(out)
	return nil
}
