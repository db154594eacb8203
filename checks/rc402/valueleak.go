package rc402

import (
	"slices"

	"github.com/resilience-check/resilience-check/checks/facts/ctormsg"
	"github.com/resilience-check/resilience-check/checks/facts/errorigin"
	"github.com/resilience-check/resilience-check/checks/facts/errparam"
	"github.com/resilience-check/resilience-check/checks/facts/errread"
	"github.com/resilience-check/resilience-check/checks/facts/objrun"
	"github.com/resilience-check/resilience-check/checks/facts/pybuilt"
	"github.com/resilience-check/resilience-check/checks/facts/pyfuture"
	"github.com/resilience-check/resilience-check/checks/facts/pyraise"
	"github.com/resilience-check/resilience-check/checks/facts/retval"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary/narrowexc"
)

// Error text a function returns as a value, reported where a call of it
// reaches a sink (package retval; xfacts.Leak.Owners, xfacts.Facts.Results).

// noteResult records call n, read while a sink's value is traced, as a call
// whose returned value reaches the client (xfacts.Facts.Results).
func (c *leakCheck) noteResult(n *model.Node) {
	if n == nil || !c.recording || n.Sym() != model.SymCall && n.Sym() != model.SymCallExpression {
		return
	}
	if s := pyfuture.Submitted(c.f, n); s != nil { // fut.result(): the value of the function executor.submit ran
		n = s
	}
	if fn := model.Callee(n); fn != nil {
		l, col := c.f.Position(int(fn.StartByte()))
		if c.passing { // a value a plain function returns: passed on, not sent
			xfacts.Of(c.f).AddPass(l, col)
			return
		}
		xfacts.Of(c.f).AddResult(l, col)
		for i := 0; i < model.NumArgs(n) && c.f.LocalFunc(fn) == nil; i++ { // a caught error handed to a helper of another file (errparam)
			if a := model.Unwrap(model.Arg(n, i)); a.Sym() == model.SymIdentifier && errRegion(c.f, a) != nil && c.errorOrigin(a).Internal() {
				xfacts.Of(c.f).ErrPasses = append(xfacts.Of(c.f).ErrPasses, xfacts.ErrPass{Line: l, Col: col, Arg: i + 1, Origin: xfacts.Origin(c.errorOrigin(a))})
			}
		}
	}
}

// noteRead notes, while a sink's value is traced, the call whose result
// expression n reads: `res.Detail`, `result.error` or a shorthand `{ text }`
// of a variable bound to a call (taint itself follows only error values
// through fields).
func (c *leakCheck) noteRead(n *model.Node) {
	if !c.recording || c.passing && errread.In(c.keyed, n) {
		return // return data.get("results", []): not the dict's error text (errread.Keyed)
	} else if c.passing && errread.Keyed(c.f, n) {
		c.keyed = append(c.keyed, n)
	}
	switch n.Sym() {
	case model.SymSelectorExpression, model.SymMemberExpression, model.SymAttribute:
		obj := n.ChildByFieldName("object")
		if obj == nil {
			obj = n.ChildByFieldName("operand")
		}
		c.noteRead(model.Unwrap(obj))
	case model.SymSubscript: // return f"failed: {org['error']}" (package errread)
		if r, ok := errread.Of(c.f, n); ok && !c.passing && !slices.Contains(xfacts.Of(c.f).ErrReads, r) {
			xfacts.Of(c.f).ErrReads = append(xfacts.Of(c.f).ErrReads, r)
		}
	case model.SymIdentifier, model.SymShorthandPropertyIdentifier:
		if v := c.f.Lookup(c.f.Text(n), n); v != nil && !model.Contains(v, n) {
			c.noteResult(model.Unwrap(v))
		}
	default:
		c.noteResult(n)
	}
}

// valueLeaks records the returns among rets, outside any handler, whose
// value carries the raw text of a caught error.
func (c *leakCheck) valueLeaks(rets []*model.Node) {
	f := c.f
	handler := map[*model.Node]bool{} // per function: HandlerOf, once (500 returns in one function)
	for _, r := range rets {
		fn := model.EnclosingFunc(r)
		if _, ok := handler[fn]; !ok {
			handler[fn] = f.HandlerOf(r) != model.NotHandler
		}
		if handler[fn] && !objrun.Throw(f, r, fn) { // a tool definition object's execute raises to its caller
			continue // a handler's return is a sink of its own
		}
		var src, thrown *leakSource
		c.sinkAt, c.recording, c.passing = r, true, true // the calls whose value the function returns (xfacts.Facts.Passes)
		for _, v := range retval.Values(f, r) {
			src = better(src, c.taint(v, false, 0))
		}
		c.recording, c.passing = false, false
		for _, v := range retval.Errors(f, r) { // an upstream's error body, or a caught error's text, in a message the code composes (upbody)
			m, s := retval.Message(f, v), c.taint(v, true, 0)
			if s != nil && src == nil && (m != nil && (model.Contains(m, s.at) || pybuilt.Feeds(f, s.at, m)) || ctormsg.InMessage(f, v, s.at)) && (s.errAt == nil && s.origin == OriginNetwork || c.caughtThrown(s)) {
				src, thrown = s, s
			}
		}
		c.sinkAt = nil
		if src == nil || c.seen[src.at.StartByte()] {
			continue
		}
		owners, name := retval.Owners(f, r)
		sink := "the value " + name + " returns"
		if thrown != nil {
			sink = "the error " + name + " raises"
		}
		c.record(src, xfacts.Leak{Sink: sink, Owners: owners, Thrown: thrown != nil})
	}
}

// caughtThrown says source s of a message a Python or JS function raises is
// the text of an error a catch clause of it caught (`catch (e) { throw new
// Error(`lookup failed: ${e.message}`) }`, `except httpx.HTTPError as e:
// raise RuntimeError(f"upstream failed: {e}")`): when a tool handler's calls
// let that error out, the SDK sends its message to the client (the TS SDK's
// McpServer as the isError result's text, FastMCP as the error result), as
// it does for the handler's own throw. The origin is the file's or the
// try block's calls' (function summaries); Go is left to the summaries of the
// errors functions return (summary.Func.Errors), which the handler's
// `return nil, err` sink reads.
func (c *leakCheck) caughtThrown(s *leakSource) bool {
	return c.f.Lang != model.LangGo && s.errAt != nil && errRegion(c.f, s.errAt) != nil && (s.origin.Internal() || s.origin == OriginUnknown)
}

// argLeaks records the raw error text a handler hands to a function as an
// argument (`make_error(f"failed: {e}")`): reported when that function
// raises an error built from the parameter (summary.Func.Rethrows), which
// the SDK sends to the client as it does the handler's own raise.
func (c *leakCheck) argLeaks(calls []*model.Node) {
	handler := map[*model.Node]bool{}
	for _, call := range calls {
		fn, callee, args := model.EnclosingFunc(call), model.Callee(call), model.Args(call)
		if _, ok := handler[fn]; !ok {
			handler[fn] = c.f.HandlerOf(call) != model.NotHandler
		}
		for i := 0; handler[fn] && callee != nil && args != nil && i < int(args.NamedChildCount()); i++ {
			if c.passesUnchanged(callee, args.NamedChild(i), i) {
				continue // _raise_error(e) whose body re-raises e as it is: a bare rethrow
			}
			if src := c.taint(args.NamedChild(i), true, 0); src != nil && !c.seen[src.at.StartByte()] && args.NamedChild(i).Sym() != model.SymKeywordArgument {
				l, col := c.f.Position(int(callee.StartByte()))
				sink := "the error `" + short(c.f.Text(callee)) + "()` raises with it"
				if c.f.Lang == model.LangGo { // a result builder of another file of the package (pkgsink.go)
					sink = "the tool result `" + short(c.f.Text(callee)) + "()` builds with it"
				}
				c.record(src, xfacts.Leak{Sink: sink, Arg: i + 1, ArgOf: [2]int{l, col}})
			}
		}
	}
}

// record adds leak l of source src, with its origin: the one the file shows,
// or the region whose calls the summaries judge.
func (c *leakCheck) record(src *leakSource, l xfacts.Leak) {
	f := c.f
	what := src.what
	if len(what) > 60 {
		what = what[:57] + "..."
	}
	l.At, l.What, l.Reader, l.Fix, l.LineText = xfacts.SpanOf(f, src.at), what, "the model", leakAdvices.For(f.Lang).fix, f.Line(xfacts.SpanOf(f, src.at).Line)
	switch {
	case src.origin.Internal():
		l.What += " (" + errorigin.Label(f, src.at, src.origin) + ")"
		l.Origin = xfacts.Origin(src.origin)
	case src.origin == OriginUnknown && src.errAt != nil:
		region := errRegion(f, src.errAt)
		if l.ParamName, l.ParamOf = errparam.Of(f, errIdent(src.errAt)); region == nil && (l.ParamName == "" || src.wraps != nil) {
			return
		} else if region != nil {
			l.Region, l.Excludes, l.ParamName, l.Catches, l.Wraps = xfacts.SpanOf(f, region), excludedClasses(f, src.errAt), "", narrowexc.Catches(f, errIdent(src.errAt)), src.wraps
		}
	default:
		return
	}
	xfacts.Of(f).AddLeak(l)
}

// paramKey is a parameter of a function, by name.
type paramKey struct{ fn, name any }

// passesUnchanged reports a caught Python error handed as it is (argument i,
// a bare name) to a function of the file that re-raises it unchanged or
// reads it only under its isinstance(e, OwnError) guard (pyraise).
func (c *leakCheck) passesUnchanged(callee, arg *model.Node, i int) bool {
	def := c.f.LocalFunc(callee)
	if c.f.Lang != model.LangPython || def == nil || arg.Sym() != model.SymIdentifier {
		return false
	}
	name := pyraise.ParamName(c.f, def, i)
	return name != "" && pyraise.RaisesUnchanged(c.f, def, name, func(u *model.Node) bool { return c.pyGuarded(u, def, name) })
}

var jsAssignSyms = model.NewSymBitset(model.SymAssignmentExpression)

// jsTryAssigned is the most revealing source among the values assigned to
// JS/TS variable n in the body of a try statement when v, the value the
// file's bindings give n at its use, is assigned in that try's catch clause
// (`let text; try { text = await res.text() } catch { text = "unreadable" }`):
// either assignment may be the one that ran. Nil otherwise.
func (c *leakCheck) jsTryAssigned(n, v *model.Node, raw bool, hops int) *leakSource {
	fn := model.EnclosingFunc(n)
	var body *model.Node
	for p := v.Parent(); p != nil && p != fn; p = p.Parent() {
		if p.Sym() == model.SymCatchClause {
			if t := p.Parent(); t != nil && t.Sym() == model.SymTryStatement {
				body = t.ChildByFieldName("body")
			}
			break
		}
	}
	if body == nil || hops > 3 {
		return nil
	}
	name := c.f.Text(n)
	var best *leakSource
	c.f.NodesIn(body, jsAssignSyms, func(a *model.Node) bool {
		left, right := a.ChildByFieldName("left"), a.ChildByFieldName("right")
		if left != nil && right != nil && left.Sym() == model.SymIdentifier && c.f.Text(left) == name && model.EnclosingFunc(a) == fn {
			best = better(best, c.taint(right, raw, hops+1))
		}
		return true
	})
	return best
}
