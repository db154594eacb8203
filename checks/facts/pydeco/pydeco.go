// Package pydeco finds the functions a Python decorator of the file wraps,
// for the inner function the decorator returns. A decorator `def
// handle_response(func)` that defines `async def wrapper(*args, **kwargs)`
// and returns it replaces each function it decorates by wrapper (PEP 318:
// `@d def f` binds f to d(f)), so a tool under `@handle_response` returns
// what wrapper returns (ramp-mcp's handle_response).
package pydeco

import "github.com/resilience-check/resilience-check/checks/model"

var decoratorSyms = model.NewSymBitset(model.SymDecorator)

// Wrapped returns the function definitions of file f, not nested in a
// function, that carry `@D` for D the function that defines fn and returns
// it by name (`return wrapper` at D's own level). Only a decorator named by
// a plain identifier counts; a decorator factory `@retry(3)` is left alone.
func Wrapped(f *model.File, fn *model.Node) []*model.Node {
	if f.Lang != model.LangPython || fn == nil || fn.Sym() != model.SymFunctionDefinition {
		return nil
	}
	def := fn
	if p := fn.Parent(); p != nil && p.Sym() == model.SymDecoratedDefinition {
		def = p // @functools.wraps(func) above wrapper
	}
	outer := model.EnclosingFunc(def)
	name := f.Text(fn.ChildByFieldName("name"))
	if outer == nil || outer.Sym() != model.SymFunctionDefinition || name == "" || !returnsName(f, outer, name) {
		return nil
	}
	deco := f.Text(outer.ChildByFieldName("name"))
	var out []*model.Node
	f.NodesIn(f.Root, decoratorSyms, func(d *model.Node) bool {
		if d.NamedChildCount() == 0 || d.NamedChild(0).Sym() != model.SymIdentifier || f.Text(d.NamedChild(0)) != deco {
			return true
		}
		// a decorated function nested in another one is no tool here (and no cycle through wrappers)
		if p := d.Parent(); p != nil && p.Sym() == model.SymDecoratedDefinition && model.EnclosingFunc(p) == nil {
			if h := p.ChildByFieldName("definition"); h != nil {
				out = append(out, h)
			}
		}
		return true
	})
	return out
}

// returnsName reports whether function outer returns identifier name at its
// own level (`return wrapper`), not in a function nested in it.
func returnsName(f *model.File, outer *model.Node, name string) bool {
	body := outer.ChildByFieldName("body")
	for i := 0; body != nil && i < int(body.NamedChildCount()); i++ {
		s := body.NamedChild(i)
		if s.Sym() == model.SymReturnStatement && s.NamedChildCount() == 1 && s.NamedChild(0).Sym() == model.SymIdentifier && f.Text(s.NamedChild(0)) == name {
			return true
		}
	}
	return false
}
