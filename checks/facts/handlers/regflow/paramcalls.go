package regflow

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// ParamCall is a call in a registered function of a name that the
// function does not bind: Name is the identifier called (`handler` of
// `handler(args)`) or the object whose member is called (`toolProps` of
// `toolProps.execute(args, ctx)`), Want the member ("" for a call of the
// value itself).
type ParamCall struct {
	Name *model.Node
	Want string
}

// ParamCalls returns the calls of registered function fn whose callee is a
// name fn does not bind as a parameter (`handler(args)`), or a member of one
// (`toolProps.execute(args, ctx)`, `tool.fn(**args)`), where the name may be
// a parameter of a function around fn: a project helper that registers
// `async (args) => toolProps.execute(args, ctx)` for the definition object
// it is given runs that object's execute on each tool call. Calls in fn's
// own body count (a member only when it holds a definition's run function,
// runMembers), and calls in a callback fn hands a call in place
// (`tracer.runWithSpan(name, opts, async () => { ... toolProps.execute(args,
// ctx) ... })`, `withRetry(() => handler(args))`): the call runs it for the
// request. A function fn stores or returns runs elsewhere, and a member of
// this, self or cls is the class's, not a parameter's; `.call` and `.apply`
// call the value itself.
func ParamCalls(f *model.File, fn *model.Node) []ParamCall {
	body := fn.ChildByFieldName("body")
	if body == nil {
		return nil
	}
	var out []ParamCall
	var walk func(n *model.Node) bool
	walk = func(n *model.Node) bool {
		if n != body && isFuncNode(n) {
			if a := n.Parent(); a == nil || a.Sym() != model.SymArguments {
				return false // a callback of its own
			}
		}
		if n.Sym() != model.SymCall && n.Sym() != model.SymCallExpression {
			return true
		}
		c := model.Unwrap(model.Callee(n))
		if c == nil {
			return true
		}
		switch c.Sym() {
		case model.SymIdentifier:
			if ParamIndex(f, fn, f.Text(c)) < 0 {
				out = append(out, ParamCall{Name: c})
			}
		case model.SymMemberExpression, model.SymAttribute:
			obj := model.Unwrap(c.ChildByFieldName("object"))
			prop := c.ChildByFieldName("property")
			if prop == nil {
				prop = c.ChildByFieldName("attribute")
			}
			if obj == nil || prop == nil || obj.Sym() != model.SymIdentifier || ParamIndex(f, fn, f.Text(obj)) >= 0 {
				return true
			}
			switch o, p := f.Text(obj), f.Text(prop); {
			case o == "this" || o == "self" || o == "cls":
			case p == "call" || p == "apply":
				out = append(out, ParamCall{Name: obj})
			case runMembers[p]:
				out = append(out, ParamCall{Name: obj, Want: p})
			}
		}
		return true
	}
	model.Walk(body, walk)
	return out
}

// runMembers are the members of a tool definition object that hold the
// function running the tool (`toolProps.execute`, `tool.handler`,
// `t.run`, `tool.fn`). A parameter whose other members a registered
// function calls is a service the tool uses (`asanaClient.listWorkspaces()`
// of a handler factory's client), not a definition it registers.
var runMembers = map[string]bool{"execute": true, "handler": true, "handle": true, "run": true, "fn": true, "func": true,
	"callback": true, "cb": true, "invoke": true, "impl": true}

// isFuncNode reports whether n is a function definition or literal.
func isFuncNode(n *model.Node) bool {
	switch n.Sym() {
	case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction, model.SymFunctionDefinition,
		model.SymFunctionDeclaration, model.SymMethodDefinition, model.SymLambda, model.SymGeneratorFunctionDeclaration:
		return true
	}
	return false
}

// CallSiteName returns the tool name a call of the file gives beside the
// function bound to name: `createTool(toolName, toolConfig, callback)` with
// `const toolName = "kintone-add-records"` names the function `callback` it
// is given (a JS factory of tool definitions); "" when no call, or calls
// that disagree, name it.
func CallSiteName(f *model.File, name string) string {
	if name == "" || !f.Lang.IsJS() {
		return ""
	}
	out := ""
	f.NodesOf(model.NewSymBitset(model.SymCallExpression), func(call *model.Node) bool {
		given := false
		for i := 1; i < model.NumArgs(call) && !given; i++ {
			a := model.Unwrap(model.Arg(call, i))
			given = a != nil && a.Sym() == model.SymIdentifier && f.Text(a) == name
		}
		if !given {
			return true
		}
		a := model.Unwrap(model.Arg(call, 0))
		if a != nil && a.Sym() == model.SymIdentifier {
			a = model.Unwrap(f.Resolve(a))
		}
		if a == nil || a.Sym() != model.SymString {
			return true
		}
		if n := strings.Trim(f.Text(a), "'\"`"); out == "" || out == n {
			out = n
			return true
		}
		out = "\x00" // two names: none
		return false
	})
	if out == "\x00" {
		return ""
	}
	return out
}
