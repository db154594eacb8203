// Package offload reads a Python helper that runs the function its caller
// hands it in a worker thread (`async def _run_sync(func, *args, **kwargs):
// return await anyio.to_thread.run_sync(func, *args, **kwargs)`): a call of
// it raises what that function raises, as a call of the thread runner
// does (https://docs.python.org/3/library/asyncio-task.html#asyncio.to_thread,
// https://anyio.readthedocs.io/en/stable/api.html#anyio.to_thread.run_sync).
// RC402 (error-detail-leak) follows the function handed to such a helper
// (errorigin in the file, the function summaries across files) as it
// follows one handed to the runner itself. Peer practice: CodeQL's Python
// call graph follows a function-valued parameter to the call that runs it.
package offload

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/bounds"
	"github.com/resilience-check/resilience-check/checks/facts/threadrun"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// Param returns the index of the parameter of Python function def (self
// and cls not counted) that its body hands to a thread runner as the
// function to run, directly or wrapped in functools.partial (`await
// asyncio.to_thread(func, *args)`, `loop.run_in_executor(None,
// partial(func, *args))`); -1 when it hands none. Nested definitions are
// not read, nor a runner call inside a try whose except clause raises
// nothing (swallowed): the helper may keep the error; nor one under a
// deadline of the helper's own (`await asyncio.wait_for(asyncio.to_thread(
// func), timeout=10)`, an `async with asyncio.timeout(10)`:
// bounds.PyAwaitScoped): its wait is not the function's, as
// dispatch.Offloaded reads a runner under asyncio.wait_for.
func Param(f *model.File, def *model.Node) int {
	if f.Lang != model.LangPython || def == nil || def.Sym() != model.SymFunctionDefinition {
		return -1
	}
	params := names(f, def)
	if len(params) == 0 {
		return -1
	}
	body := def.ChildByFieldName("body")
	found := -1
	model.Walk(body, func(n *model.Node) bool {
		if found >= 0 {
			return false
		}
		switch n.Sym() {
		case model.SymFunctionDefinition, model.SymLambda, model.SymClassDefinition:
			return n == body
		case model.SymCall:
			fn := model.Callee(n)
			if fn == nil {
				return true
			}
			t := f.Text(fn)
			i, ok := threadrun.Runners[t[strings.LastIndexByte(t, '.')+1:]]
			if !ok || swallowed(n, body) || bounds.PyAwaitScoped(f, libmodels.Builtin(), n) {
				return true
			}
			a := positional(n, i)
			if a != nil && a.Sym() == model.SymCall && partial(f, a) {
				a = positional(a, 0)
			}
			if a != nil && a.Sym() == model.SymIdentifier {
				for j, p := range params {
					if p == f.Text(a) {
						found = j
					}
				}
			}
		}
		return true
	})
	return found
}

// swallowed reports whether a try statement between call and body (the
// helper's body) has an except clause that raises nothing: an error of the
// function run may end there (`except Exception: return None`), so the
// helper is not taken to let it out. A clause with a raise statement
// (`except Exception: log(); raise`) passes it on.
func swallowed(call, body *model.Node) bool {
	for p := call.Parent(); p != nil && p != body; p = p.Parent() {
		if p.Sym() != model.SymTryStatement || !model.Contains(p.ChildByFieldName("body"), call) {
			continue
		}
		for i := 0; i < int(p.NamedChildCount()); i++ {
			c := p.NamedChild(i)
			if c.Sym() != model.SymExceptClause {
				continue
			}
			raises := false
			model.Walk(c, func(m *model.Node) bool {
				raises = raises || m.Sym() == model.SymRaiseStatement
				return !raises
			})
			if !raises {
				return true
			}
		}
	}
	return false
}

// partial reports whether call is functools.partial(...) or partial(...).
func partial(f *model.File, call *model.Node) bool {
	t := f.Text(model.Callee(call))
	return t == "partial" || t == "functools.partial"
}

// positional returns call's i-th positional argument (keyword arguments
// and comments skipped, none past a splat), or nil.
func positional(call *model.Node, i int) *model.Node {
	args := model.Args(call)
	k := 0
	for j := 0; args != nil && j < int(args.NamedChildCount()); j++ {
		a := args.NamedChild(j)
		switch a.Sym() {
		case model.SymKeywordArgument, model.SymComment:
			continue
		case model.SymListSplat, model.SymDictionarySplat:
			return nil
		}
		if k == i {
			return model.Unwrap(a)
		}
		k++
	}
	return nil
}

// names returns the names of def's positional parameters, a leading self
// or cls dropped; "" keeps the place of one that is no plain name.
func names(f *model.File, def *model.Node) []string {
	ps := def.ChildByFieldName("parameters")
	var out []string
	for i := 0; ps != nil && i < int(ps.NamedChildCount()); i++ {
		p := ps.NamedChild(i)
		var id *model.Node
		switch p.Sym() {
		case model.SymIdentifier:
			id = p
		case model.SymTypedParameter:
			id = p.NamedChild(0)
		default:
			if p.Sym() == model.SymDefaultParameter || p.Sym() == model.SymTypedDefaultParameter {
				id = p.ChildByFieldName("name")
			} else if p.Sym() == model.SymListSplatPattern || p.Sym() == model.SymDictionarySplatPattern || p.Sym() == model.SymListSplat || p.Sym() == model.SymDictionarySplat {
				return out
			}
		}
		name := ""
		if id != nil && id.Sym() == model.SymIdentifier {
			name = f.Text(id)
		}
		if i == 0 && (name == "self" || name == "cls") {
			continue
		}
		out = append(out, name)
	}
	return out
}

// Arg returns call's argument at the index of the parameter a helper of
// the file it calls hands to a thread runner (Param), or nil: the function
// the call has run in a worker thread.
func Arg(f *model.File, call, def *model.Node) *model.Node {
	if i := Param(f, def); i >= 0 {
		return positional(call, i)
	}
	return nil
}
