// Package pyfuture reads a Python concurrent.futures future as the value of
// the function it runs: `future = executor.submit(fn, *args)` schedules
// fn(*args) and `future.result()` returns what fn returned (or raises what
// it raised); Python library reference, concurrent.futures
// (https://docs.python.org/3/library/concurrent.futures.html#concurrent.futures.Executor.submit,
// Future.result). RC402 (error-detail-leak) follows a tool's value through
// such a future to the function that returns the error text (blind-set
// miss bilbilmyc/k8s-mcp notifier.py:508: `pool.submit(_post, url, ...)`,
// `ok, detail = fut.result()`; jovezhong/mcp-timeplus and
// ClickHouse/mcp-clickhouse `future = QUERY_EXECUTOR.submit(execute_query,
// query); result = future.result(timeout=...)`). Only a future bound by
// name to a submit call, directly or as the element of a comprehension
// (`{pool.submit(fn, u): u for u in urls}`) a loop walks, alone or through
// as_completed, is read; any other future (a list appended to, a helper's
// return) stays unknown. Source: CWE-209.
package pyfuture

import (
	"github.com/resilience-check/resilience-check/checks/facts/pycompr"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Runs returns the bare name of the function that Python call n, an
// `X.submit(fn, ...)` whose first argument is a plain name, hands to an
// executor, or "" for any other call (a lambda, a partial, an attribute).
func Runs(f *model.File, n *model.Node) string {
	if f == nil || n == nil || f.Lang != model.LangPython || n.Sym() != model.SymCall {
		return ""
	}
	callee := n.ChildByFieldName("function")
	if callee == nil || callee.Sym() != model.SymAttribute || f.Text(callee.ChildByFieldName("attribute")) != "submit" {
		return ""
	}
	args := model.Args(n)
	if args == nil {
		return ""
	}
	for i := 0; i < int(args.NamedChildCount()); i++ {
		a := args.NamedChild(i)
		if a.Sym() == model.SymComment {
			continue
		}
		if a.Sym() == model.SymIdentifier {
			return f.Text(a)
		}
		return ""
	}
	return ""
}

// Submitted returns the submit call (one Runs names a function for) whose
// future Python call n, `fut.result(...)`, reads, or nil: fut a name bound
// to the submit call, or the variable of a for loop over a comprehension of
// submit calls (or over as_completed / concurrent.futures.as_completed of
// one, or of a name bound to one, or `for fut, n in futs.items()` of a dict
// comprehension whose keys are the submit calls).
func Submitted(f *model.File, n *model.Node) *model.Node {
	if f == nil || n == nil || f.Lang != model.LangPython || n.Sym() != model.SymCall {
		return nil
	}
	callee := n.ChildByFieldName("function")
	if callee == nil || callee.Sym() != model.SymAttribute || f.Text(callee.ChildByFieldName("attribute")) != "result" {
		return nil
	}
	obj := model.Unwrap(callee.ChildByFieldName("object"))
	if obj == nil {
		return nil
	}
	if Runs(f, obj) != "" { // pool.submit(fn, x).result()
		return obj
	}
	if obj.Sym() != model.SymIdentifier {
		return nil
	}
	if v := model.Unwrap(f.Lookup(f.Text(obj), obj)); v != nil && Runs(f, v) != "" {
		return v
	}
	return loopFuture(f, obj)
}

// loopFuture returns the submit call of the comprehension that the for loop
// binding name id walks (`for fut in as_completed(futs)` with `futs =
// {pool.submit(fn, u): u for u in urls}`), or nil.
func loopFuture(f *model.File, id *model.Node) *model.Node {
	var loop *model.Node
	items := false
	for p := id.Parent(); p != nil; p = p.Parent() {
		if p.Sym() == model.SymFunctionDefinition {
			break
		}
		if p.Sym() == model.SymForStatement {
			if l := p.ChildByFieldName("left"); l != nil && l.Sym() == model.SymIdentifier && f.Text(l) == f.Text(id) {
				loop = p
				break
			} else if l != nil && l.Sym() == model.SymPatternList && l.NamedChildCount() == 2 && f.Text(l.NamedChild(0)) == f.Text(id) {
				items = true // for fut, n in futs.items()
				loop = p
				break
			}
		}
	}
	if loop == nil {
		return nil
	}
	src := model.Unwrap(loop.ChildByFieldName("right"))
	if items { // futs.items(): the dict's keys are the futures
		fn := src.ChildByFieldName("function")
		if src.Sym() != model.SymCall || fn == nil || fn.Sym() != model.SymAttribute || f.Text(fn.ChildByFieldName("attribute")) != "items" {
			return nil
		}
		src = model.Unwrap(fn.ChildByFieldName("object"))
	} else if src != nil && src.Sym() == model.SymCall { // as_completed(futs)
		if fn := src.ChildByFieldName("function"); fn != nil && (f.Text(fn) == "as_completed" || f.Text(fn) == "concurrent.futures.as_completed" || f.Text(fn) == "futures.as_completed") {
			if a := model.Args(src); a != nil && a.NamedChildCount() > 0 {
				src = model.Unwrap(a.NamedChild(0))
			} else {
				return nil
			}
		} else {
			return nil
		}
	}
	if src != nil && src.Sym() == model.SymIdentifier {
		src = model.Unwrap(f.Lookup(f.Text(src), src))
	}
	b := pycompr.Body(f, src)
	if b != nil && b.Sym() == model.SymPair {
		b = b.ChildByFieldName("key")
	}
	if b = model.Unwrap(b); b != nil && Runs(f, b) != "" {
		return b
	}
	return nil
}
