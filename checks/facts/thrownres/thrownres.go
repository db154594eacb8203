// Package thrownres finds, in a JavaScript or TypeScript file, the calls
// whose returned value a throw statement raises as an error's message:
// `throw new Error(handleApiError(error))`, `throw new ApiError(`failed:
// ${format(e)}`)` or `throw describe(e)`. A shared error formatter of
// another module that puts a caught error's raw text (err.message, the
// upstream body err.response.data) into the string it returns is a leak
// when a request helper throws that string and a tool handler lets the
// error out: the MCP TypeScript SDK's McpServer turns an error a tool
// callback throws into a tool result whose text is error.message
// (https://github.com/modelcontextprotocol/typescript-sdk, src/server/mcp.ts,
// the tools/call handler's catch: createToolError(error.message)). The
// summaries (summary/paramleak.go) report the formatter's line when such a
// call's function is reached by a handler with no catch around it (CWE-209;
// CodeQL js/stack-trace-exposure follows values the same way). Split from
// package summary and rc402, which are at the package size limit
// (checks/size_test.go).
package thrownres

import "github.com/resilience-check/resilience-check/checks/model"

// Calls are the calls (their callee's line and column, as
// xfacts.Facts.Results) of JS/TS file f whose value a throw statement
// raises: the thrown expression itself, or an argument of the error it
// constructs, directly, in a template string's slot or in a `+` chain.
func Calls(f *model.File) [][2]int {
	if f == nil || !f.Lang.IsJS() || f.Root == nil {
		return nil
	}
	var out [][2]int
	f.NodesOf(throws, func(n *model.Node) bool {
		v := model.Unwrap(n.NamedChild(0))
		if v != nil && v.Sym() == model.SymNewExpression {
			for i := 0; i < model.NumArgs(v); i++ {
				out = text(f, model.Arg(v, i), out)
			}
		} else {
			out = text(f, v, out)
		}
		return false
	})
	return out
}

var throws = model.NewSymBitset(model.SymThrowStatement)

// text adds the calls whose value makes up message expression n.
func text(f *model.File, n *model.Node, out [][2]int) [][2]int {
	n = model.Unwrap(n)
	if n == nil {
		return out
	}
	switch n.Sym() {
	case model.SymTemplateString:
		for i := 0; i < int(n.NamedChildCount()); i++ {
			if s := n.NamedChild(i); s.Sym() == model.SymTemplateSubstitution {
				out = text(f, s.NamedChild(0), out)
			}
		}
		return out
	case model.SymBinaryExpression:
		if f.Text(n.ChildByFieldName("operator")) != "+" {
			return out
		}
		return text(f, n.ChildByFieldName("right"), text(f, n.ChildByFieldName("left"), out))
	}
	return call(f, n, out)
}

// call adds n when it is a call (an awaited one too: model.Unwrap).
func call(f *model.File, n *model.Node, out [][2]int) [][2]int {
	n = model.Unwrap(n)
	if n == nil || n.Sym() != model.SymCallExpression {
		return out
	}
	if fn := model.Callee(n); fn != nil {
		l, col := f.Position(int(fn.StartByte()))
		out = append(out, [2]int{l, col})
	}
	return out
}
