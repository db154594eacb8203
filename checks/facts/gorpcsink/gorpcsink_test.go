package gorpcsink

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

const src = `package main

const callMethod = "tools/call"

func (s *Server) call(id any, err error) {
	a := Response{JSONRPC: "2.0", ID: id, Error: &RPCError{Code: code, Message: err.Error()}}
	b := RPCError{Code: -32603, Message: err.Error()}
	c := Status{Code: 500, Message: err.Error()}
	d := Reply{Version: "1.0", Error: &RPCError{Code: code, Message: err.Error()}}
	e := []ContentItem{{Type: "text", Text: err.Error()}}
	g := map[string]any{"type": "text", "text": err.Error()}
	h := Item{Type: "image", Text: err.Error()}
	s.sendError(id, err.Error())
	other.sendError(id, err.Error())
}
`

// TestSinks: the literals whose text reaches the client are the JSON-RPC
// error object (a reserved code, or the Error of a "2.0" response) and the
// text content item (struct or map); a struct with Code and Message
// outside those, and an item of another type, are not.
func TestSinks(t *testing.T) {
	f := modeltest.Parse(t, "main.go", model.LangGo, []byte(src))
	got := map[int]string{}
	recv := map[string]bool{}
	f.NodesOf(model.NewSymBitset(model.SymCompositeLiteral, model.SymLiteralValue, model.SymSelectorExpression), func(n *model.Node) bool {
		line, _ := f.Position(int(n.StartByte()))
		if n.Sym() == model.SymSelectorExpression {
			if p := n.Parent(); p != nil && p.Sym() == model.SymCallExpression && p.ChildByFieldName("function") == n {
				recv[f.Text(n)] = ReceiverCall(f, n)
			}
			return true
		}
		if v := ContentText(f, n); v != nil {
			got[line] += "text:" + f.Text(v)
		}
		if v := ErrorMessage(f, n); v != nil {
			got[line] += "msg:" + f.Text(v)
		}
		return true
	})
	want := map[int]string{6: "msg:err.Error()", 7: "msg:err.Error()", 10: "text:err.Error()", 11: "text:err.Error()"}
	for l, w := range want {
		if got[l] != w {
			t.Errorf("line %d: got %q, want %q", l, got[l], w)
		}
	}
	for l, g := range got {
		if want[l] == "" {
			t.Errorf("line %d: unexpected sink %q", l, g)
		}
	}
	if !recv["s.sendError"] || recv["other.sendError"] || recv["err.Error"] {
		t.Errorf("receiver calls: got %v, want only s.sendError", recv)
	}
	// Without an MCP method in the file (an LSP client's transport), the
	// error object is no sink.
	g := modeltest.Parse(t, "transport.go", model.LangGo, []byte("package lsp\n\nvar e = RPCError{Code: -32603, Message: err.Error()}\n"))
	g.NodesOf(model.NewSymBitset(model.SymCompositeLiteral), func(n *model.Node) bool {
		if ErrorMessage(g, n) != nil {
			t.Errorf("%s: a sink in a file without an MCP method", g.Text(n))
		}
		return true
	})
}
