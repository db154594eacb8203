package testdata

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/smtp"
	"time"
)

// Tools of a Go server that implements MCP itself, with no SDK
// (checks/facts/handlers/gotable): the name switch of its tool call
// dispatcher and a name-keyed tool table of method values.

type rpcRequest struct {
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type toolCallParams struct {
	Name      string         `json:"name"`
	Arguments map[string]any `json:"arguments"`
}

type mailServer struct {
	client *http.Client
	tools  map[string]func(args map[string]any) (string, error)
}

func (s *mailServer) handleRequest(req rpcRequest) (any, error) {
	switch req.Method {
	case "tools/call":
		var p toolCallParams
		if err := json.Unmarshal(req.Params, &p); err != nil {
			return nil, err
		}
		return s.handleToolCall(p)
	}
	return nil, nil
}

func (s *mailServer) sendMail(to, body string) error {
	auth := smtp.PlainAuth("", "user", "pass", "smtp.example")
	return smtp.SendMail("smtp.example:587", auth, "me@example", []string{to}, []byte(body))
}

// the dispatcher's name switch: each case is a tool
func (s *mailServer) handleToolCall(params toolCallParams) (any, error) {
	switch params.Name {
	case "send_email": // want: RC601
		to, _ := params.Arguments["to"].(string)
		if err := s.sendMail(to, "hi"); err != nil {
			return nil, err
		}
		return "sent", nil
	case "list_emails":
		return []string{}, nil
	}
	return nil, nil
}

// clean twin: the same switch in a function not named for running a tool
// call (a notification template picker): its cases are no tools
func (s *mailServer) pickTemplate(params toolCallParams) (any, error) {
	switch params.Name {
	case "send_welcome":
		if err := s.sendMail("ops@example", "welcome"); err != nil {
			return nil, err
		}
		return "sent", nil
	case "list_templates":
		return []string{}, nil
	}
	return nil, nil
}

// a tool table of method values, keyed by the tool's name
func (s *mailServer) registerTools() {
	s.tools = map[string]func(args map[string]any) (string, error){}
	s.tools["create_ticket"] = s.handleCreateTicket
	s.tools["get_ticket"] = s.handleGetTicket
}

func (s *mailServer) handleCreateTicket(args map[string]any) (string, error) { // want: RC601
	resp, err := s.client.Post("https://desk.example/api/tickets", "application/json", bytes.NewReader(nil))
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return resp.Status, nil
}

func (s *mailServer) handleGetTicket(args map[string]any) (string, error) {
	resp, err := s.client.Get("https://desk.example/api/tickets/1")
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return resp.Status, nil
}

// clean twin: a POST in a method no table stores (a cache keyed by other
// names holds plain values)
func (s *mailServer) createArchiveJob(cache map[string]string) (string, error) {
	cache["last"] = "archive"
	resp, err := s.client.Post("https://desk.example/api/archives", "application/json", bytes.NewReader(nil))
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return resp.Status, nil
}

var _ = time.Second
