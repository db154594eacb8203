package gotooldef

import (
	"strings"
	"testing"
)

// TestRead: a definition's name and parameter constants are spelled out;
// what does not read is unknown.
func TestRead(t *testing.T) {
	srcs := []string{"package tools\n\nconst (\n\tToolName = \"create_note\"\n\tKeyArg = \"idempotency_key\"\n\tDesc = \"Create a note.\"\n)\n"}
	d, ok := read(srcs, `mcp.NewTool(ToolName, mcp.WithDescription(Desc), mcp.WithString(KeyArg, mcp.Required()))`)
	if !ok || d.Name != "create_note" || !strings.Contains(d.Text, `mcp.WithString("idempotency_key"`) || !strings.Contains(d.Text, `"Create a note."`) {
		t.Errorf("read = %+v, %v", d, ok)
	}
	for _, expr := range []string{
		`mcp.NewTool(Unknown, mcp.WithString("x"))`,      // a name no constant spells
		`mcp.NewTool("x", opts...)`,                      // options built elsewhere
		`mcp.NewTool("x", mcp.WithString(OtherArg))`,     // a parameter no constant spells
		"&mcp.Tool{Name: \"x\", InputSchema: schema,\n}", // a schema built elsewhere
	} {
		if d, ok := read(srcs, expr); ok {
			t.Errorf("read(%q) = %+v, want unknown", expr, d)
		}
	}
}

// TestFuncDef: a function whose one return is the tool; several returns or
// another value beside it are unknown.
func TestFuncDef(t *testing.T) {
	src := "package main\n\nfunc NewExecTool() mcp.Tool {\n\treturn mcp.NewTool(\"exec\",\n\t\tmcp.WithString(\"query\"),\n\t)\n}\n\n" +
		"func Two() mcp.Tool {\n\tif x {\n\t\treturn mcp.Tool{}\n\t}\n\treturn mcp.NewTool(\"y\")\n}\n\n" +
		"func Pair() (mcp.Tool, any) {\n\treturn mcp.NewTool(\"z\"), nil\n}\n"
	if got := funcDef([]string{src}, "NewExecTool"); !strings.HasPrefix(got, `mcp.NewTool("exec"`) || !strings.HasSuffix(got, ")") {
		t.Errorf("funcDef(NewExecTool) = %q", got)
	}
	for _, name := range []string{"Two", "Pair", "Missing"} {
		if got := funcDef([]string{src}, name); got != "" {
			t.Errorf("funcDef(%s) = %q, want none", name, got)
		}
	}
}
