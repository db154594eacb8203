// Package jsbuilder reads the tools that a JavaScript library's definition
// builder makes from a name and a definition object: @cyanheads/mcp-ts-core's
// `export const t = tool('obsidian_append_to_note', { input: z.object({...}),
// annotations, async handler(input, ctx) {...} })`, whose result the server's
// createApp({ tools: [...] }) registers wherever it is listed. The builders
// are the registration rows of libmodels/data/mcp.yml that name a function
// of a module rather than a method of a server.
package jsbuilder

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// builders are the full names of the JavaScript registration rows. A method
// row (`...McpServer.tool`) never equals a call's imported name, whose
// receiver is a server the file built, so only module functions match.
var builders = libmodels.Builtin().NameSet(libmodels.Is(libmodels.JavaScript, libmodels.Registration))

// Def is one tool a builder call defines.
type Def struct {
	// Name is the tool's name, the call's first argument.
	Name string
	// Exec is the object's handler (or execute) value, unresolved.
	Exec *model.Node
	// Schema is the object's input schema (input or schema: an object or
	// a call, or the one a name of the file binds), nil when the file does
	// not show it.
	Schema *model.Node
	// Annotations is the object's annotations value, or nil.
	Annotations *model.Node
}

// Tool returns the tool that call defines when it is a builder's call
// `builder('name', { ..., handler })`; an object with an inputSchema or
// parameters key is a plain tool definition object, read elsewhere
// (RC601's jsToolObject), and is not returned.
func Tool(f *model.File, call *model.Node) (Def, bool) {
	if !builders[model.CalleeName(f, call)] || model.NumArgs(call) != 2 {
		return Def{}, false
	}
	first, obj := model.Unwrap(model.Arg(call, 0)), model.Unwrap(model.Arg(call, 1))
	if first.Sym() != model.SymString || obj.Sym() != model.SymObject {
		return Def{}, false
	}
	exec, _ := f.ObjectProp(obj, "handler")
	if exec == nil {
		exec, _ = f.ObjectProp(obj, "execute")
	}
	if exec == nil {
		return Def{}, false
	}
	for _, k := range []string{"inputSchema", "parameters"} {
		if s, _ := f.ObjectProp(obj, k); s != nil {
			return Def{}, false
		}
	}
	d := Def{Name: strings.Trim(f.Text(first), "'\"`"), Exec: exec}
	for _, k := range []string{"input", "schema"} {
		v, _ := f.ObjectProp(obj, k)
		if v == nil {
			continue
		}
		switch v = model.Unwrap(v); v.Sym() {
		case model.SymObject, model.SymCallExpression:
			d.Schema = v
		case model.SymIdentifier:
			if r := f.Resolve(v); r.Sym() == model.SymObject || r.Sym() == model.SymCallExpression {
				d.Schema = r // const InputSchema = z.object({...})
			}
		}
		break
	}
	d.Annotations, _ = f.ObjectProp(obj, "annotations")
	return d, true
}
