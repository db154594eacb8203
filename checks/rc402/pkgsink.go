package rc402

import (
	"github.com/resilience-check/resilience-check/checks/facts/errparam"
	"github.com/resilience-check/resilience-check/checks/facts/gorpcsink"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
)

// goPkgSinkParams records, for the summaries, the parameters of the file's
// top-level Go functions whose value reaches a sink of their body
// (xfacts.Facts.SinkParams): a result builder `func result(s string)
// *mcp.CallToolResult { return &mcp.CallToolResult{Content:
// []mcp.Content{&mcp.TextContent{Text: s}}} }` of tools.go is the sink of the
// text a handler of create.go hands it (`return result(fmt.Sprintf("create
// failed: %v", err)), nil`), as a helper of the handler's own file is
// (helperSinks). Go only: an unqualified call names a function of the same
// package, which the summaries resolve across its files.
func (c *leakCheck) goPkgSinkParams() {
	if c.f.Lang != model.LangGo {
		return
	}
	xf := xfacts.Of(c.f)
	for i := 0; i < int(c.f.Root.NamedChildCount()); i++ {
		def := c.f.Root.NamedChild(i)
		if def.Sym() != model.SymFunctionDeclaration && def.Sym() != model.SymMethodDeclaration {
			continue
		}
		l, col := c.f.Position(int(def.StartByte()))
		variadic := -1 // the index of `args ...any`, which takes every argument from it on
		if ps := def.ChildByFieldName("parameters"); ps != nil && ps.NamedChildCount() > 0 &&
			ps.NamedChild(int(ps.NamedChildCount())-1).Sym() == model.SymVariadicParameterDeclaration {
			variadic = int(ps.NamedChildCount()) - 1
			for i := 0; i < int(ps.NamedChildCount())-1; i++ { // (a, b string, args ...any): names, not declarations
				variadic += int(ps.NamedChild(i).NamedChildCount()) - 2
			}
		}
		for _, hp := range c.helperParamsOf(def, c.goSinks) {
			sp := xfacts.SinkParam{Line: l, Col: col, Param: hp.idx + 1, Sink: hp.kind.String(), Variadic: hp.idx == variadic}
			if hp.at != nil && errparam.GoError(c.f, def, hp.idx) && !errparam.Forwards(c.f, hp.at, c.goPkgHelperCall) { // func errResult(err error): reported in it too (summary/helpersite)
				at := xfacts.SpanOf(c.f, hp.at)
				sp.ErrAt, sp.ErrText, sp.LineText = &at, short(c.f.Text(hp.at)), c.f.Line(at.Line)
			}
			xf.SinkParams = append(xf.SinkParams, sp)
		}
	}
}

// goPkgHelperCall reports whether Go call calls, by a bare name, a function
// the file does not define (one of another file of the package): its
// arguments may reach a sink of that function (goPkgSinkParams, judged by
// the summaries through argLeaks). A builder named as one (errorResult,
// resultbuilder.NameRE) is a sink of its text arguments in the file already;
// through the summaries, also of a bare `err` its body formats
// (`errorResult("connection failed: %v", err)` over fmt.Sprintf(format, args...)).
// The file's own helpers are left to goHelperSinks and, for an error
// parameter the body formats, to the leak reported in the helper (errparam).
func (c *leakCheck) goPkgHelperCall(call *model.Node) bool {
	fn := model.Callee(call)
	if fn != nil && fn.Sym() == model.SymSelectorExpression { // s.sendError(...) of a method of another file
		return gorpcsink.ReceiverCall(c.f, fn) && c.f.LocalFunc(fn.ChildByFieldName("field")) == nil
	}
	return fn != nil && fn.Sym() == model.SymIdentifier && c.f.LocalFunc(fn) == nil
}
