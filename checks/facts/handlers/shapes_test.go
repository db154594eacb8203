package handlers_test

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// TestShapesHandlerOf: in testdata/shapes.ts, .go and .py every inTool()
// call is inside code model.File.HandlerOf calls a tool handler (definition
// lists and maps, FastMCP addTool, name-keyed handler maps, ToolCallback,
// a local registration wrapper, a destructured CallToolRequest, Go
// functions returning a tool result and an error), and every notTool()
// call (an HTTP route, an event map, an options object, a wrapper of no
// registration, result helpers, another library's Context) is not;
// Python: functions taking FastMCP's Context, functions given to add_tool
// directly or through a loop over a list.
func TestShapesHandlerOf(t *testing.T) {
	for _, tc := range []struct {
		file string
		lang model.Language
		in   int
	}{{"shapes.ts", model.LangTypeScript, 11}, {"shapes.go", model.LangGo, 3}, {"shapes.py", model.LangPython, 5}} {
		src, err := os.ReadFile(filepath.Join("testdata", tc.file))
		if err != nil {
			t.Fatal(err)
		}
		f := modeltest.Parse(t, tc.file, tc.lang, src)
		in := 0
		f.NodesOf(model.NewSymBitset(model.SymCallExpression, model.SymCall), func(call *model.Node) bool {
			switch f.Text(model.Callee(call)) {
			case "inTool", "in_tool":
				in++
				if f.HandlerOf(call) != model.ToolHandler {
					t.Errorf("%s:%d: inTool() not in a tool handler", tc.file, model.LineOf(f, call))
				}
			case "notTool", "not_tool":
				if k := f.HandlerOf(call); k != model.NotHandler {
					t.Errorf("%s:%d: notTool() in a handler of kind %d", tc.file, model.LineOf(f, call), k)
				}
			}
			return true
		})
		if in != tc.in {
			t.Errorf("%s: %d inTool() calls, want %d", tc.file, in, tc.in)
		}
	}
}

// TestShapeTools: the shapes RC601 does not read itself are tools with
// their names: a `schema` definition (not the inputSchema one RC601's
// jsToolObject reads), map entries, a ToolCallback, a wrapper call, and
// mcp-golang functions; the CallToolRequest switch is a dispatch branch.
func TestShapeTools(t *testing.T) {
	for _, tc := range []struct {
		file string
		lang model.Language
		want []string
	}{
		{"shapes.ts", model.LangTypeScript, []string{"createIssue@7", "neo-task-launcher@13", "auth0_create_action@21",
			"createEntry@24", "deleteEntry@25", "schedule_downtime@29", "runPipeline@34", "send_email@40", "insert@56"}},
		{"shapes.go", model.LangGo, []string{"CreateAlert@15", "create_dashboard@27"}},
	} {
		src, err := os.ReadFile(filepath.Join("testdata", tc.file))
		if err != nil {
			t.Fatal(err)
		}
		f := modeltest.Parse(t, tc.file, tc.lang, src)
		var got []string
		for _, tl := range handlers.Tools(f) {
			got = append(got, tl.Name+"@"+model.Itoa(model.LineOf(f, tl.Report)))
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: tools %q, want %q", tc.file, got, tc.want)
		}
	}
}
