package rc402

import (
	"github.com/resilience-check/resilience-check/checks/facts/errnames"
	"github.com/resilience-check/resilience-check/checks/facts/leaksrc"
	"github.com/resilience-check/resilience-check/checks/facts/resultbuilder"
	"github.com/resilience-check/resilience-check/checks/model"
)

// helperParam is a parameter of a function the file defines whose value
// reaches a sink in the function's body: a call passing raw error text in
// that position is the sink (sendOAuthChallenge(req, res, e.message) whose
// body sends res.status(401).json({ message })).
type helperParam struct {
	idx  int
	kind leakSink
	at   *model.Node // the sink's value that names the parameter
}

// jsHelperSinks returns the sinks of call when it calls a function the file
// defines whose parameter reaches a tool result or an HTTP response in its
// body, or an imported result builder (resultbuilder.NameRE): the arguments in
// those positions. Nil when call is neither.
func (c *leakCheck) jsHelperSinks(call *model.Node) []leakSinkSite {
	return c.helperSinks(call, c.jsSinks)
}

// goHelperSinks is jsHelperSinks for Go: writeError(w, 500, err.Error()) whose
// body encodes msg into w, errorResult(err.Error()) whose body returns
// mcp.NewToolResultError(text); a function of another file of the package,
// or of another package (mcputil.NewErrorResult), named as a result builder
// (errorResponse, newErrorResult).
func (c *leakCheck) goHelperSinks(call *model.Node) []leakSinkSite {
	return c.helperSinks(call, c.goSinks)
}

// pyHelperSinks is jsHelperSinks for Python, for the functions the file
// defines only (a nested `def _tool_error(text): return {"content": [{"type":
// "text", "text": text}], "isError": True}` of a tools/call dispatcher).
func (c *leakCheck) pyHelperSinks(call *model.Node) []leakSinkSite {
	if fn := model.Callee(call); fn == nil || fn.Sym() != model.SymIdentifier || c.f.LocalFunc(fn) == nil {
		return nil
	}
	return c.helperSinks(call, c.pyNode)
}

// helperSinks is jsHelperSinks with the language's sinks of a node.
func (c *leakCheck) helperSinks(call *model.Node, sinks func(*model.Node) []leakSinkSite) []leakSinkSite {
	fn := model.Callee(call)
	name, ok := resultbuilder.Callee(c.f, fn)
	if !ok || model.NumArgs(call) == 0 {
		return nil
	}
	var def *model.Node
	if fn.Sym() == model.SymIdentifier {
		def = c.f.LocalFunc(fn)
	}
	if def == nil {
		if !resultbuilder.Builder(c.f, fn, name) {
			return nil
		}
		var out []leakSinkSite
		verbs := leaksrc.PrintfVerbs(c.f, model.Arg(call, 0)) // rpc.ErrorResult("create executor: %v", err)
		for i := 0; i < model.NumArgs(call); i++ {
			out = append(out, leakSinkSite{node: model.Arg(call, i), kind: leakToolResult, raw: i > 0 && i <= len(verbs) && verbs[i-1] != 'T'})
		}
		return out
	}
	var out []leakSinkSite
	for _, hp := range c.helperParamsOf(def, sinks) {
		if a := model.Arg(call, hp.idx); a != nil {
			out = append(out, leakSinkSite{node: a, kind: hp.kind})
		}
	}
	return out
}

// helperParamsOf computes (once per function) which parameters of def reach
// a sink of its body: the parameter is named in the sink's value, directly or
// through one variable (const body = { message }; res.json(body)).
func (c *leakCheck) helperParamsOf(def *model.Node, sinks func(*model.Node) []leakSinkSite) []helperParam {
	if c.helperParams == nil {
		c.helperParams = map[*model.Node][]helperParam{}
	}
	if hp, ok := c.helperParams[def]; ok {
		return hp
	}
	c.helperParams[def] = nil // a recursive helper is read once
	params := def.ChildByFieldName("parameters")
	body := def.ChildByFieldName("body")
	if params == nil || body == nil {
		return nil
	}
	names := map[string]int{}
	idx := 0
	for i := 0; i < int(params.NamedChildCount()); i++ {
		p := params.NamedChild(i)
		if c.f.Lang == model.LangGo { // (w http.ResponseWriter, code int, msg, detail string)
			for j := 0; j < int(p.NamedChildCount()); j++ {
				if id := p.NamedChild(j); id.Sym() == model.SymIdentifier {
					names[c.f.Text(id)] = idx
					idx++
				}
			}
			continue
		}
		if pat := p.ChildByFieldName("pattern"); pat != nil {
			p = pat
		} else if l := p.ChildByFieldName("left"); l != nil { // errorCode = "AUTH_401"
			p = l
		} else if l := p.ChildByFieldName("name"); l != nil { // Python text="failed"
			p = l
		} else if p.Sym() == model.SymTypedParameter && p.NamedChildCount() > 0 { // Python text: str
			p = p.NamedChild(0)
		}
		if p.Sym() == model.SymIdentifier {
			names[c.f.Text(p)] = i
		}
	}
	if len(names) == 0 {
		return nil
	}
	var out []helperParam
	seen := map[int]bool{}
	model.Walk(body, func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymObject, model.SymNewExpression, model.SymCallExpression, model.SymCompositeLiteral, model.SymLiteralValue, model.SymDictionary, model.SymCall:
		default:
			return true
		}
		for _, s := range sinks(n) {
			if s.stackOnly || s.node == nil {
				continue
			}
			for _, i := range c.namesParam(s.node, names, 0) {
				if !seen[i] && c.pyTextParam(s, params.NamedChild(i)) {
					seen[i] = true
					out = append(out, helperParam{idx: i, kind: s.kind, at: s.node})
				}
			}
		}
		return true
	})
	c.helperParams[def] = out
	return out
}

// namesParam returns the indexes of the parameters in names that n reads,
// through at most one variable.
func (c *leakCheck) namesParam(n *model.Node, names map[string]int, hops int) []int {
	var out []int
	model.Walk(n, func(m *model.Node) bool {
		switch m.Sym() {
		case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction:
			return false
		case model.SymCall, model.SymCallExpression:
			// a parameter handed to a sanitizer reaches the sink only as the
			// sanitizer's fixed text: format_error_response(error) whose body
			// returns format_text_response(f"Error: {_sanitize_error(error)}")
			// (batch 18, topmate-io's postgres-mcp), as a direct
			// _sanitize_error(str(e)) is no leak (errnames.Sanitizer)
			if fn := model.Callee(m); fn != nil && errnames.SanitizerCallee(c.f.Text(fn)) {
				return false
			}
		case model.SymPair: // only values: { message: x } reads x, not the key
			if v := m.ChildByFieldName("value"); v != nil {
				out = append(out, c.namesParam(v, names, hops)...)
			}
			return false
		case model.SymIdentifier, model.SymShorthandPropertyIdentifier:
			name := c.f.Text(m)
			if i, ok := names[name]; ok {
				// Python: a use under `if isinstance(name, OwnError):` of the
				// helper reads only the project's own exception (pyGuarded)
				if c.f.Lang != model.LangPython || !c.pyGuarded(m, model.EnclosingFunc(m), name) {
					out = append(out, i)
				}
				return false
			}
			if hops == 0 && m.Sym() == model.SymIdentifier {
				if v := c.f.Lookup(name, m); v != nil && !model.Contains(v, m) {
					out = append(out, c.namesParam(v, names, 1)...)
					if prev := c.beforeAppends(name, v); prev != nil && !model.Contains(prev, m) {
						out = append(out, c.namesParam(prev, names, 1)...) // Go: msg := err.Error(); msg += "..."
					}
				}
			}
		}
		return true
	})
	return out
}

// jsThrowSinks returns the messages of the errors a tool callback fn throws
// with `throw new X(message)` outside a try block of its own (a catch clause
// of fn may throw): the TypeScript SDK's McpServer answers a thrown error
// with an isError result holding error.message, its low-level Server
// (setRequestHandler) with a JSON-RPC error of that message, and FastMCP
// (punkpeye/fastmcp) with an isError result naming it — the same escape as
// Python's `raise RuntimeError(f"...{e}")` in a FastMCP tool. A bare rethrow
// (`throw e`) is left alone: the peers (CodeQL js/stack-trace-exposure,
// Semgrep) do not report it, and it is how most handlers end.
func (c *leakCheck) jsThrowSinks(fn *model.Node, kind leakSink) []leakSinkSite {
	switch fn.Sym() {
	case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction:
	default:
		return nil
	}
	body := fn.ChildByFieldName("body")
	if body == nil || body.Sym() != model.SymStatementBlock {
		return nil
	}
	return c.jsThrowsIn(body, kind)
}

// jsThrowsIn is jsThrowSinks for a region of the callback: a try block is
// skipped (its catch may handle what it throws), its clauses are read.
func (c *leakCheck) jsThrowsIn(region *model.Node, kind leakSink) []leakSinkSite {
	var out []leakSinkSite
	model.Walk(region, func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction, model.SymFunctionDeclaration, model.SymMethodDefinition, model.SymClassDeclaration:
			return false
		case model.SymTryStatement:
			for i := 0; i < int(n.NamedChildCount()); i++ {
				if ch := n.NamedChild(i); ch != n.ChildByFieldName("body") {
					out = append(out, c.jsThrowsIn(ch, kind)...)
				}
			}
			return false
		case model.SymThrowStatement:
			if v := model.Unwrap(n.NamedChild(0)); v != nil && v.Sym() == model.SymNewExpression {
				name := errnames.Last(c.f.Text(model.Callee(v)))
				if !jsProtocolNews[name] && !errnames.SafeType(name) { // McpError, UserError: jsSinks' own case
					if args := model.Args(v); args != nil {
						out = append(out, leakSinkSite{node: args, kind: kind})
					}
				}
			}
			return false
		}
		return true
	})
	return out
}

// pyTextParam reports whether Python helper parameter p reaches sink s as
// text: a parameter holding an error (pyErrVar) only when the sink's value
// carries its text (str(e), f"{e}", e.message), not when the helper reads
// e.response.status_code or hands e to another function (a helper that
// builds its message from the status code and fixed texts replaces it);
// any other parameter (a message string) whenever the sink names it.
func (c *leakCheck) pyTextParam(s leakSinkSite, p *model.Node) bool {
	if c.f.Lang != model.LangPython || p == nil {
		return true
	}
	if id := p.ChildByFieldName("name"); id != nil {
		p = id
	} else if p.Sym() == model.SymTypedParameter && p.NamedChildCount() > 0 {
		p = p.NamedChild(0)
	}
	if p.Sym() != model.SymIdentifier || !c.pyErrVar(p) {
		return true
	}
	return c.taint(s.node, s.raw, 0) != nil
}
