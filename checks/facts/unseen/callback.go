package unseen

import (
	"strings"

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
	model.Walk(region, func(n *model.Node) bool {
		if len(out) >= maxUnseen {
			return false
		}
		switch n.Sym() {
		case model.SymFunctionDefinition, model.SymArrowFunction, model.SymFunctionExpression, model.SymLambda, model.SymClassDefinition:
			return n == region
		case model.SymTryStatement:
			return n == region
		case model.SymCall, model.SymCallExpression:
			fn := model.Callee(n)
			if fn == nil || !dotted.MatchString(f.Text(fn)) {
				return true
			}
			segs := strings.Split(f.Text(fn), ".")
			if threadRunner[segs[len(segs)-1]] {
				return true
			}
			for _, a := range positional(n) {
				if hiddenCallable(f, a) {
					out = append(out, a)
				}
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
	if fn := model.Callee(call); fn == nil || threadRunner[f.Text(fn)[strings.LastIndexByte(f.Text(fn), '.')+1:]] {
		return nil, -1 // asyncio.to_thread(client.list_catalogs): Calls' own
	}
	for i, a := range positional(call) {
		if a == n {
			return call, i
		}
	}
	return nil, -1
}

// positional returns call's positional arguments in order, up to the first
// spread (`*args`, `...rest`: later positions are unknown); Python keyword
// arguments and comments are skipped.
func positional(call *model.Node) []*model.Node {
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
func hiddenCallable(f *model.File, a *model.Node) bool {
	switch a.Sym() {
	case model.SymLambda, model.SymArrowFunction, model.SymFunctionExpression:
		return len(calls(f, a, 1)) > 0
	case model.SymIdentifier:
		if def := f.LocalFunc(a); def != nil && f.Lang == model.LangPython {
			return len(calls(f, def.ChildByFieldName("body"), 1)) > 0
		}
	case model.SymAttribute, model.SymMemberExpression:
		name := f.Text(a)
		if !dotted.MatchString(name) {
			return false
		}
		segs := strings.Split(name, ".")
		return len(segs) >= 2 && unseenName(f, a, segs)
	}
	return false
}
