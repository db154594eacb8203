package gotable_test

import (
	"reflect"
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/handlers/gotable"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

const src = `package srv

type S struct{ tools map[string]any; registry map[string]any }

// a dispatcher's name switch: two tools, the shared case gives both names
func (s *S) handleToolCall(p Params) (any, error) {
	switch p.Name {
	case "send_email":
		return s.send(p)
	case "get_email", "list_emails":
		return nil, nil
	default:
		return nil, nil
	}
}

// one string case is a special case, no dispatch table
func (s *S) executeTool(toolName string) error {
	switch toolName {
	case "ping":
		return nil
	}
	return nil
}

// a switch of the same shape in a function of another name: no tools
func IsToolEnabled(toolName string) bool {
	switch toolName {
	case "query_database":
		return true
	case "get_schema":
		return false
	}
	return false
}

func (s *S) register() {
	s.tools["create_issue"] = s.handleCreateIssue // a method value of the file
	s.tools["run"] = func(args any) (any, error) { return nil, nil }
	s.tools["ext"] = s.handleElsewhere // not declared in the file: unknown, no tool
	s.tools["made"] = NewMadeTool()     // a constructor's result: not a function of the file
	s.registry["other"] = s.handleCreateIssue // a field that does not say tool
	tool := NewTool("x")
	tool.SetHandler(s.handleEcho)
	s.tools["echo"] = tool
}

func (s *S) handleCreateIssue(args any) (any, error) { return nil, nil }
func (s *S) handleEcho(args any) (any, error)        { return nil, nil }
`

// TestEntries: a dispatcher's name cases and a tool table's stored
// functions are tools named by their literals; a lone case, a switch
// outside a dispatcher, a value that does not resolve to a function of the
// file and a table whose name does not say tool add none.
func TestEntries(t *testing.T) {
	f := modeltest.Parse(t, "srv.go", model.LangGo, []byte(src))
	var got []string
	for _, e := range gotable.Entries(f) {
		kind := "fn"
		if e.Case {
			kind = "case"
		}
		got = append(got, e.Name+"@"+model.Itoa(model.LineOf(f, e.Report))+":"+kind)
	}
	want := []string{"send_email@8:case", "get_email@10:case", "list_emails@10:case",
		"create_issue@48:fn", "run@39:fn", "echo@49:fn"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Entries = %q, want %q", got, want)
	}
}
