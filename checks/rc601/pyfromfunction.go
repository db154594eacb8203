package rc601

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// pyFromFunction records a tool the MCP SDK builds from a function of this
// file, wherever the tool goes: `Tool.from_function(fn=create_gateway,
// name="create_gateway")` with Tool of mcp or fastmcp (awslabs' sitewise server
// keeps each in a module variable its server registers in a loop). The tool's
// parameters are the function's (python-sdk mcp/server/fastmcp/tools/base.py,
// Tool.from_function), so it is judged as a decorated tool (pyTool), named by
// the name argument, else the function's.
func (c *idemCheck) pyFromFunction(call *model.Node) {
	f := c.f
	callee := model.Callee(call)
	if callee == nil || callee.Sym() != model.SymAttribute || f.Text(callee.ChildByFieldName("attribute")) != "from_function" {
		return
	}
	if p := call.Parent(); p != nil && p.Sym() == model.SymArgumentList {
		return // mcp.add_tool(FunctionTool.from_function(fn)): a registration the handler registry follows (handlers.Tools)
	}
	cls := callee.ChildByFieldName("object")
	if cls == nil || cls.Sym() != model.SymIdentifier {
		return
	}
	if q := model.ImportedName(f, cls); !strings.HasPrefix(q, "mcp.") && !strings.HasPrefix(q, "fastmcp.") {
		return
	}
	a := f.Kwarg(call, "fn")
	if a == nil {
		a = model.Arg(call, 0)
	}
	if a = model.Unwrap(a); a == nil || a.Sym() != model.SymIdentifier {
		return
	}
	def := f.LocalFunc(a)
	if def == nil || def.Sym() != model.SymFunctionDefinition {
		return
	}
	name := f.Text(def.ChildByFieldName("name"))
	if v := f.Kwarg(call, "name"); v != nil {
		if v.Sym() != model.SymString {
			return // a name built elsewhere
		}
		name = strings.Trim(f.Text(v), "'\"")
	}
	schema, texts := c.pyDefSchema(call, def)
	c.tools = append(c.tools, func() {
		c.judge(idemTool{report: def.ChildByFieldName("name"), name: name, handler: def.ChildByFieldName("body"), schema: schema, texts: texts})
	})
}
