// A JSON-RPC server written without an MCP SDK (keeper-mcp-golang-docker's
// shape): sendError, a method of server.go, puts its message into the
// JSON-RPC error object of the response it writes (package
// checks/facts/gorpcsink), so a handler of another file that hands it an
// error's text sends that text to the client.
package main

import (
	"bufio"
	"encoding/json"
)

type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type Response struct {
	JSONRPC string      `json:"jsonrpc"`
	ID      interface{} `json:"id"`
	Error   *RPCError   `json:"error,omitempty"`
}

type Server struct {
	w *bufio.Writer
}

func (s *Server) sendError(id interface{}, code int, message string) error {
	b, err := json.Marshal(Response{JSONRPC: "2.0", ID: id, Error: &RPCError{Code: code, Message: message}})
	if err != nil {
		return err
	}
	_, err = s.w.Write(b)
	return err
}

// Request is a JSON-RPC request.
type Request struct {
	ID     interface{} `json:"id"`
	Method string      `json:"method"`
	Params CallParams  `json:"params"`
}

// handle routes a request by its JSON-RPC method.
func (s *Server) handle(req Request) error {
	switch req.Method {
	case "tools/list":
		return s.sendError(req.ID, -32601, "no list")
	case "tools/call":
		return s.handleToolCall(req.ID, req.Params)
	}
	return s.sendError(req.ID, -32601, "method not found")
}
