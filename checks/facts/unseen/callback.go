package unseen

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/fnparam"
	"github.com/resilience-check/resilience-check/checks/facts/threadrun"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Callbacks returns the callables region (a try body) hands, uncalled, to a
// call, whose errors the file cannot see into: a Python lambda or a JS/TS
// arrow or function expression whose body makes such a call (`lambda:
// self.langfuse.api.score_v1.create(...)`), a function of the file that
// makes one passed by name (a nested `def fetch_trace()`), or a method of a
// client held in an attribute or imported from the repository's own modules
// passed as a reference (`self.langfuse.api.annotation_queues.create_queue`,
// as unseenName judges a callee). A helper that calls its parameter
// (`_fetch_with_retry(fetch_func, *args)` doing `fetch_func(*args)`) raises
// what the argument raises, so its error reaches the try's handler; whether
// the call's callee does call that parameter the file does not show, and
// the function summaries decide it (errresp.UnseenCallback, checks'
// dropSeenUnknown): what they do not resolve is not counted. At most
// maxUnseen nodes, each an argument; Callback gives its call and index. A
// thread runner's argument is Calls' (unseenCall), not one of these.
func Callbacks(f *model.File, region *model.Node) []*model.Node {
	if f.Lang != model.LangPython && !f.Lang.IsJS() {
		return nil
	}
	var out []*model.Node
	regionCalls(region, func(n *model.Node) bool {
		if len(out) >= maxUnseen {
			return false
		}
		if fn := model.Callee(n); fn == nil || !dotted.MatchString(f.Text(fn)) || ThreadRunnerCall(f, n) {
			return true
		}
		for _, a := range Positional(n) {
			if hiddenCallable(f, a) {
				out = append(out, a)
			}
		}
		return true
	})
	if len(out) > maxUnseen {
		out = out[:maxUnseen]
	}
	return out
}

// Callback returns the call argument n is handed to and its positional
// index when n is one Callbacks returns (an argument of a call before any
// spread), else nil and -1.
func Callback(f *model.File, n *model.Node) (*model.Node, int) {
	args := n.Parent()
	if args == nil || args.Sym() != model.SymArgumentList && args.Sym() != model.SymArguments {
		return nil, -1
	}
	call := args.Parent()
	if call == nil || call.Sym() != model.SymCall && call.Sym() != model.SymCallExpression {
		return nil, -1
	}
	if model.Callee(call) == nil || ThreadRunnerCall(f, call) {
		return nil, -1 // asyncio.to_thread(client.list_catalogs): Calls' own
	}
	for i, a := range Positional(call) {
		if a == n {
			return call, i
		}
	}
	return nil, -1
}

// Positional returns call's positional arguments in order, up to the first
// spread (`*args`, `...rest`: later positions are unknown); Python keyword
// arguments and comments are skipped.
func Positional(call *model.Node) []*model.Node {
	args := model.Args(call)
	var out []*model.Node
	for j := 0; args != nil && j < int(args.NamedChildCount()); j++ {
		a := args.NamedChild(j)
		switch a.Sym() {
		case model.SymKeywordArgument, model.SymComment:
			continue
		case model.SymListSplat, model.SymDictionarySplat, model.SymSpreadElement:
			return out
		}
		out = append(out, a)
	}
	return out
}

// hiddenCallable reports whether argument a is a callable whose calls the
// file cannot see into (Callbacks).
func hiddenCallable(f *model.File, a *model.Node) bool { return len(Hidden(f, a)) > 0 }

// Hidden returns what makes callable a (a call's argument) one whose errors
// the file cannot see into: the callees of a lambda's or an arrow or
// function expression's body (Calls), those of a Python function of the file
// passed by name, or a as is when it is a method of a client held in an
// attribute or imported from the repository's own modules passed as a
// reference (no call of its own). Nil for anything else.
func Hidden(f *model.File, a *model.Node) []*model.Node {
	switch a.Sym() {
	case model.SymLambda, model.SymArrowFunction, model.SymFunctionExpression:
		return calls(f, a, 1)
	case model.SymIdentifier:
		if def := f.LocalFunc(a); def != nil && f.Lang == model.LangPython {
			return calls(f, def.ChildByFieldName("body"), 1)
		}
	case model.SymAttribute, model.SymMemberExpression:
		name := f.Text(a)
		if !dotted.MatchString(name) {
			return nil
		}
		if segs := strings.Split(name, "."); len(segs) >= 2 && unseenName(f, a, segs) {
			return []*model.Node{a}
		}
	}
	return nil
}

// ThreadRunnerCall reports whether call's callee, by its last name, runs
// the function it is handed in a worker thread (threadrun.Runners:
// asyncio.to_thread, run_in_executor): its argument is Calls' own.
func ThreadRunnerCall(f *model.File, call *model.Node) bool {
	fn := model.Callee(call)
	if fn == nil {
		return false
	}
	t := f.Text(fn)
	return threadrun.Is(t[strings.LastIndexByte(t, '.')+1:])
}

// ParamCalls returns the callees of region (a try body) that call, without
// spreading arguments into it, a parameter of the function region is in
// (`try { return await fn() } catch (err) { ... }`, `handler(getClient())`,
// Python `return f()`): a helper that runs the callable its callers hand it,
// whose errors are those of what each caller hands (a spread call is a
// wrapper's, errorigin's OriginWrapped). The file does not show them; the
// function summaries judge the callers (cbargs, cbcall.HandedHidden). At
// most maxUnseen.
func ParamCalls(f *model.File, region *model.Node) []*model.Node {
	if f.Lang != model.LangPython && !f.Lang.IsJS() || region == nil {
		return nil
	}
	fn := model.EnclosingFunc(region)
	if fn == nil {
		return nil
	}
	var out []*model.Node
	regionCalls(region, func(n *model.Node) bool {
		if len(out) >= maxUnseen {
			return false
		}
		c := model.Callee(n)
		if c != nil && c.Sym() == model.SymIdentifier && len(Positional(n)) == countArgs(n) && ParamOwner(f, fn, f.Text(c)) != nil {
			out = append(out, c)
		}
		return true
	})
	return out
}

// regionCalls calls visit with each Python or JS/TS call of region in
// source order, not descending into a nested function, class or try
// statement (their calls run later, or their errors are that try's); a
// false from visit ends the walk.
func regionCalls(region *model.Node, visit func(call *model.Node) bool) {
	stop := false
	model.Walk(region, func(n *model.Node) bool {
		if stop {
			return false
		}
		switch n.Sym() {
		case model.SymFunctionDefinition, model.SymArrowFunction, model.SymFunctionExpression, model.SymLambda, model.SymClassDefinition, model.SymTryStatement:
			return n == region
		case model.SymCall, model.SymCallExpression:
			stop = !visit(n)
			return !stop
		}
		return true
	})
}

// ParamIndex returns the index of fn's parameter called name, Python's
// self or cls not counted, or -1.
func ParamIndex(f *model.File, fn *model.Node, name string) int {
	if f.Lang == model.LangPython {
		i := fnparam.Index(f, fn, name)
		if i > 0 && (fnparam.Index(f, fn, "self") == 0 || fnparam.Index(f, fn, "cls") == 0) {
			i--
		}
		return i
	}
	params := fn.ChildByFieldName("parameters")
	if params == nil {
		if p := fn.ChildByFieldName("parameter"); p != nil && f.Text(p) == name {
			return 0
		}
		return -1
	}
	k := 0
	for j := 0; j < int(params.NamedChildCount()); j++ {
		p := params.NamedChild(j)
		if p.Sym() == model.SymComment {
			continue
		}
		id := p
		if pat := p.ChildByFieldName("pattern"); pat != nil {
			id = pat
		}
		if id.Sym() == model.SymIdentifier && f.Text(id) == name {
			return k
		}
		k++
	}
	return -1
}

// countArgs is the number of call's arguments, keyword arguments, splats
// and spreads included, comments not.
func countArgs(call *model.Node) int {
	args := model.Args(call)
	n := 0
	for j := 0; args != nil && j < int(args.NamedChildCount()); j++ {
		switch args.NamedChild(j).Sym() {
		case model.SymComment, model.SymKeywordArgument:
		default:
			n++
		}
	}
	return n
}

// IsParamCall reports whether n is a callee ParamCalls returns: a bare name
// called without spread arguments that names a parameter of the function
// around it.
func IsParamCall(f *model.File, n *model.Node) bool {
	call := n.Parent()
	if n.Sym() != model.SymIdentifier || call == nil || call.Sym() != model.SymCall && call.Sym() != model.SymCallExpression || model.Callee(call) != n {
		return false
	}
	fn := model.EnclosingFunc(call)
	return fn != nil && len(Positional(call)) == countArgs(call) && ParamOwner(f, fn, f.Text(n)) != nil
}

// maxClosure bounds how many functions out ParamOwner looks.
const maxClosure = 3

// ParamOwner returns the function, fn or one it is nested in (at most
// maxClosure out), whose parameter name is: fn's own, or that of a
// function fn is a closure of (a wrapper `withErrorHandling(handler)`
// returning `async (args) => { try { return await handler(args) } ... }`,
// a Python `def wrapper(a)` inside `def safe(fn)` calling `fn(a)`); the
// nearest such function, so an inner parameter of the same name shadows
// the outer one; nil when none is.
func ParamOwner(f *model.File, fn *model.Node, name string) *model.Node {
	for i := 0; fn != nil && i < maxClosure; i++ {
		if ParamIndex(f, fn, name) >= 0 {
			return fn
		}
		fn = model.EnclosingFunc(fn)
	}
	return nil
}
