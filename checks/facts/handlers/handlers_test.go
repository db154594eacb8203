package handlers_test

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// parse reads one of RC601's fixtures, which hold every shape.
func parse(t *testing.T, name string, lang model.Language) *model.File {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("..", "..", "rc601", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return modeltest.Parse(t, name, lang, src)
}

// found lists each tool of the shapes (not handlers.Flow, which
// TestFlowTools reads) as "name@line" (the line of its Report).
func found(f *model.File) []string {
	var out []string
	for _, tl := range handlers.Tools(f) {
		if tl.Shape == handlers.Flow {
			continue
		}
		out = append(out, tl.Name+"@"+model.Itoa(model.LineOf(f, tl.Report)))
	}
	return out
}

// TestTools: every shape yields its tools with their names and where a
// finding goes; a name comparison outside a tool call handler, a prompt
// handler's dispatch, a class whose base is no tool class and an abstract
// base yield none.
func TestTools(t *testing.T) {
	for _, tc := range []struct {
		file string
		lang model.Language
		want []string
	}{
		{"dispatch.py", model.LangPython, []string{"create_ticket@22", "list_tickets@25", "create_keyed@29", "push_file@33",
			"close_ticket@38", "get_ticket@41", "add_comment@50", "delete_comment@52"}},
		{"classes.py", model.LangPython, []string{"append_note@21", "put_note@30", "search_notes@39", "create_note@46"}},
		{"dispatch.ts", model.LangTypeScript, []string{"create_ticket@10", "get_ticket@14", "update_ticket@18", "add_comment@28", "list_comments@32"}},
		{"classes.ts", model.LangTypeScript, []string{"insert-many@9", "find@19", "insert-keyed@29"}},
		// a template method's hook (executeInternal) of a tool class with no
		// run method of its own; not that of a class of no tool base
		{"hook_class.ts", model.LangTypeScript, []string{"create_board@9"}},
		{"wrappers.go", model.LangGo, []string{"create_comment@71", "list_comments@75", "_get_stats@85", "create_gist@98", "get_gist@108"}},
	} {
		if got := found(parse(t, tc.file, tc.lang)); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: tools %q, want %q", tc.file, got, tc.want)
		}
	}
}

// TestDispatchSchema: a dispatch branch takes the file's tool definition of
// the same name as its schema, and a branch with none has no schema.
func TestDispatchSchema(t *testing.T) {
	f := parse(t, "dispatch.py", model.LangPython)
	for _, tl := range handlers.Tools(f) {
		switch tl.Name {
		case "create_keyed":
			if len(tl.Schema) != 1 || !strings.Contains(f.Text(tl.Schema[0]), "idempotency_key") {
				t.Errorf("create_keyed: schema %v, want its types.Tool definition", tl.Schema)
			}
		case "push_file":
			if len(tl.Schema) != 0 {
				t.Errorf("push_file: schema %v, want none", tl.Schema)
			}
		}
	}
}

// TestGoWrappers: a closure that passes its parameters to AddTool is a
// wrapper whose arguments 0 and 1 are the tool and the handler.
func TestGoWrappers(t *testing.T) {
	f := parse(t, "wrappers.go", model.LangGo)
	got := handlers.GoWrappers(f)
	want := map[string]handlers.Wrapper{"addTool": {Tool: 0, Handler: 1}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("GoWrappers = %v, want %v", got, want)
	}
}

// TestKind: the run method of a tool class and a CallToolRequest handler
// are tool handlers, a GetPrompt handler a prompt handler (flow.go's
// setRequestHandler anchor); a plain function is none.
func TestKind(t *testing.T) {
	for _, tc := range []struct {
		file string
		lang model.Language
		fn   string // a function's first line text, trimmed
		want model.HandlerKind
	}{
		{"classes.py", model.LangPython, "def run_tool(self, args: dict):  # want: RC601", model.ToolHandler},
		{"classes.py", model.LangPython, "def get_tool_description(self):", model.NotHandler},
		{"dispatch.ts", model.LangTypeScript, "export const handleCommentsRequest = async (request: CallToolRequest) => {", model.ToolHandler},
		{"dispatch.ts", model.LangTypeScript, "server.setRequestHandler(GetPromptRequestSchema, async (request) => {", model.PromptHandler},
		{"wrappers.go", model.LangGo, "func createComment(ctx context.Context, args map[string]any) (string, error) {", model.ToolHandler},
		{"wrappers.go", model.LangGo, "func Tools() []ServerTool {", model.NotHandler},
	} {
		f := parse(t, tc.file, tc.lang)
		var fn *model.Node
		syms := model.NewSymBitset(model.SymFunctionDefinition, model.SymFunctionDeclaration, model.SymArrowFunction)
		f.NodesOf(syms, func(n *model.Node) bool {
			if fn == nil && strings.Contains(f.Line(model.LineOf(f, n)), tc.fn) {
				fn = n
			}
			return true
		})
		if fn == nil {
			t.Fatalf("%s: no function on %q", tc.file, tc.fn)
		}
		if got := handlers.Kind(f, fn); got != tc.want {
			t.Errorf("%s %q: Kind = %v, want %v", tc.file, tc.fn, got, tc.want)
		}
	}
}

// TestHandlerOf: with the package linked, model.File.HandlerOf sees code
// in a tool class's run method as a tool handler's.
func TestHandlerOf(t *testing.T) {
	f := parse(t, "classes.py", model.LangPython)
	var post *model.Node
	f.NodesOf(model.NewSymBitset(model.SymCall), func(n *model.Node) bool {
		if post == nil && strings.Contains(f.Text(n), "notes.example/append") {
			post = n
		}
		return true
	})
	if post == nil {
		t.Fatal("no requests.post call in classes.py")
	}
	if got := f.HandlerOf(post); got != model.ToolHandler {
		t.Errorf("HandlerOf(requests.post in AppendNoteToolHandler.run_tool) = %v, want ToolHandler", got)
	}
}

// TestFlowTools: the data-flow model adds as tools the functions that reach
// a registration through a loop, a map, a wrapper or a factory, with the
// name their definition gives (an object's name, a Go tool literal's
// NewTool), and not the functions nothing registers.
func TestFlowTools(t *testing.T) {
	for _, tc := range []struct {
		file string
		lang model.Language
		want []string
	}{
		{"flow_registered.ts", model.LangTypeScript, []string{"@25", "add_ticket@44", "@61", "createInvoice@74"}},
		{"flow_registered.py", model.LangPython, []string{"create_ticket@10", "list_tickets@14", "create_payment@22", "create_refund@26", "create_job@56", "create_memo@83", "create_board@88"}},
		// create_invoice@82, a ServerTool{Tool: mcp.NewTool(...), Handler: ...}
		// literal, is a GoList tool (golang.go) by its shape, of the same name
		{"flow_registered.go", model.LangGo, []string{"createOrder@22", "listOrders@31", "@58", "@68"}},
		// dispatch.go: what a registered handler looks up by name and calls
		{"dispatch_calls.ts", model.LangTypeScript, []string{"create_issue@15", "create_charge@26"}},
		{"dispatch_calls.py", model.LangPython, []string{"create_ticket@9", "list_tickets@15"}},
		{"dispatch_calls.go", model.LangGo, []string{"createRefund@21"}},
		{"dispatch_unpack.py", model.LangPython, []string{"create_incident@9", "create_change@14", "list_incidents@19", "call_tool@48", "call_change_tool@53"}},
	} {
		f := parse(t, tc.file, tc.lang)
		var got []string
		for _, tl := range handlers.Tools(f) {
			if tl.Shape == handlers.Flow {
				got = append(got, tl.Name+"@"+model.Itoa(model.LineOf(f, tl.Report)))
			}
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: flow tools %q, want %q", tc.file, got, tc.want)
		}
	}
}
