package regflow_test

import (
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/handlers/regflow"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// TestMethodEntries: a JSON-RPC method table's entries and a branch on the
// method name give the functions mapped from tools/call (and
// resources/read), not those of other methods nor a string that merely
// mentions the method.
func TestMethodEntries(t *testing.T) {
	src := `
METHODS = {"initialize": handle_initialize, "tools/call": handle_tools_call, "resources/read": read_resource}
LOG = "tools/call received"

async def dispatch(method, params):
    if method == "ping":
        return await handle_ping(params)
    elif method == "tools/call":
        return await call_tool_impl(params)
`
	f := modeltest.Parse(t, "server.py", model.LangPython, []byte(src))
	var got []string
	for _, e := range regflow.MethodEntries(f) {
		kind := map[model.HandlerKind]string{model.ToolHandler: "tool", model.ResourceHandler: "resource", model.PromptHandler: "prompt"}[e.Kind]
		got = append(got, f.Text(e.Arg)+":"+kind)
	}
	want := "handle_tools_call:tool read_resource:resource call_tool_impl:tool"
	if g := strings.Join(got, " "); g != want {
		t.Errorf("MethodEntries = %q, want %q", g, want)
	}
}

// TestStores: keyed stores into a table (a subscript assignment, a JS
// Map's set) are read with their keys; a store into another table is not.
func TestStores(t *testing.T) {
	src := `
const handlers = new Map();
handlers.set("create_issue", createIssue);
handlers["list_issues"] = listIssues;
drafts.set("x", other);
`
	f := modeltest.Parse(t, "reg.js", model.LangJavaScript, []byte(src))
	var got []string
	for _, kv := range regflow.Stores(f, "handlers") {
		got = append(got, f.Text(kv.Key)+"="+f.Text(kv.Value))
	}
	if g, w := strings.Join(got, " "), `"create_issue"=createIssue "list_issues"=listIssues`; g != w {
		t.Errorf("Stores = %q, want %q", g, w)
	}
}

// TestGoFieldWrites: a map field's keyed stores, by the field's name.
func TestGoFieldWrites(t *testing.T) {
	src := `package main

func setup(s *Server) {
	s.tools["create_incident"] = NewCreateIncidentTool(c)
	s.other["x"] = y
	s.tools = nil
}
`
	f := modeltest.Parse(t, "main.go", model.LangGo, []byte(src))
	var got []string
	for _, kv := range regflow.GoFieldWrites(f, "tools") {
		got = append(got, f.Text(kv.Key)+"="+f.Text(kv.Value))
	}
	if g, w := strings.Join(got, " "), `"create_incident"=NewCreateIncidentTool(c)`; g != w {
		t.Errorf("GoFieldWrites = %q, want %q", g, w)
	}
}

// TestInstanceOfTyped: a member call's object is an instance of the class
// a `new` binding or a TypeScript parameter type names (generics dropped);
// an untyped parameter, a union or object type, and a parameter of an
// outer function shadowed by an inner untyped one give "".
func TestInstanceOfTyped(t *testing.T) {
	src := `
const reg = new ToolRegistry();
reg.add(a);
function f(server: CustomServer, opt?: Box<T>, u: A | B, o: { tool: any }, plain) {
  server.tool(a);
  opt.tool(a);
  u.tool(a);
  o.tool(a);
  plain.tool(a);
  const g = (server) => server.tool(a);
}
`
	f := modeltest.Parse(t, "x.ts", model.LangTypeScript, []byte(src))
	var got []string
	f.NodesOf(model.NewSymBitset(model.SymCallExpression), func(c *model.Node) bool {
		got = append(got, f.Text(model.Callee(c))+"="+regflow.InstanceOf(f, model.Callee(c)))
		return true
	})
	want := "reg.add=ToolRegistry server.tool=CustomServer opt.tool=Box u.tool= o.tool= plain.tool= server.tool="
	if g := strings.Join(got, " "); g != want {
		t.Errorf("InstanceOf = %q, want %q", g, want)
	}
}

// TestParamCalls: a registered function's calls of names it does not bind
// are read in its body and in callbacks it hands a call in place, a member
// only when it holds a definition's run function; a service's other
// members, this's and a stored function's calls are none.
func TestParamCalls(t *testing.T) {
	src := `
export default function registerTool(toolProps, handler, client) {
  server.registerTool(toolProps.name, {}, async (args) => {
    const later = () => other(args);
    await client.listWorkspaces();
    await this.log(args);
    return tracer.runWithSpan("tool", {}, async () => {
      await handler.call(null, args);
      return toolProps.execute(args, ctx);
    });
  });
}
`
	f := modeltest.Parse(t, "tool.ts", model.LangTypeScript, []byte(src))
	var reg *model.Node
	f.NodesOf(model.NewSymBitset(model.SymArrowFunction), func(n *model.Node) bool {
		if reg == nil && strings.HasPrefix(f.Text(n), "async (args)") {
			reg = n
		}
		return reg == nil
	})
	if reg == nil {
		t.Fatal("no registered function")
	}
	var got []string
	for _, pc := range regflow.ParamCalls(f, reg) {
		got = append(got, f.Text(pc.Name)+"."+pc.Want)
	}
	g := strings.Join(got, " ")
	for _, w := range []string{"handler.", "toolProps.execute"} {
		if !strings.Contains(" "+g+" ", " "+w+" ") {
			t.Errorf("ParamCalls = %q, want %q among them", g, w)
		}
	}
	for _, no := range []string{"client.", "other.", "this."} {
		if strings.Contains(g, no) {
			t.Errorf("ParamCalls = %q, want no %q", g, no)
		}
	}
}
