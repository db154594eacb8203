package tval

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/model"
)

// This file reads a Python configuration object that a function of a
// module hands out, an accessor: `settings = get_settings()` then
// `timeout=settings.request_timeout`, or `get_config().timeout` (the
// pydantic-settings idiom, with or without `@lru_cache`). An accessor is a
// top-level function without parameters every return of which gives a
// construction of one class of its module: the construction itself
// (`return Settings()`), a local variable bound once to it, or a module
// global every binding of which is `None` or that same construction (the
// singleton `global _config; if _config is None: _config = LMConfig();
// return _config`). Its field then holds what FieldOf reads for a
// module-level instance: the keyword the construction passes, else the
// class's default (classField: a class with an __init__ of its own, a
// property, or a field bound twice stays unknown). An accessor of another
// module of the repository is read by the function summaries: FieldConst
// names "get_settings.field", and ModuleFields gives that key the number.
// A construction with positional arguments, a function with parameters, or
// a return of anything else (`copy.copy(_build())`, a dict) is no accessor.

// accessorCall returns the call of a bare name with no arguments that obj
// stands for: obj itself (`get_settings()`), the value a local variable
// obj holds when its function binds it once (HeldOnce), or the value a
// module-level variable obj holds when the module binds it once at its
// top level and never as a global of a function; else nil.
func accessorCall(f *model.File, obj *model.Node) *model.Node {
	o := model.Unwrap(obj)
	if o != nil && o.Sym() == model.SymIdentifier {
		name := f.Text(o)
		if isParamName(f, o) {
			return nil
		}
		if v := HeldOnce(f, o); v != nil {
			o = model.Unwrap(v)
		} else if v := f.Lookup(name, o); v != nil && f.Scope(v) == f.Root && topBindings(f, name) == 1 && !f.Contains("global "+name) {
			o = model.Unwrap(v)
		} else {
			return nil
		}
	}
	if o == nil || o.Sym() != model.SymCall || model.NumArgs(o) != 0 {
		return nil
	}
	if c := model.Callee(o); c == nil || c.Sym() != model.SymIdentifier {
		return nil
	}
	return o
}

// topBindings counts the plain assignments to name at the module's top
// level.
func topBindings(f *model.File, name string) int {
	n := 0
	for i := 0; i < int(f.Root.NamedChildCount()); i++ {
		s := f.Root.NamedChild(i)
		if s.Sym() == model.SymExpressionStatement && s.NamedChildCount() == 1 && s.NamedChild(0).Sym() == model.SymAssignment {
			if l := s.NamedChild(0).ChildByFieldName("left"); l != nil && f.Text(l) == name {
				n++
			}
		}
	}
	return n
}

// topFunction returns the top-level function definition of the file named
// name (also under decorators), or nil.
func topFunction(f *model.File, name string) *model.Node {
	for i := 0; i < int(f.Root.NamedChildCount()); i++ {
		n := f.Root.NamedChild(i)
		if n.Sym() == model.SymDecoratedDefinition {
			n = n.ChildByFieldName("definition")
		}
		if n != nil && n.Sym() == model.SymFunctionDefinition {
			if id := n.ChildByFieldName("name"); id != nil && f.Text(id) == name {
				return n
			}
		}
	}
	return nil
}

// accessorCtor returns the construction of a class of the file that every
// return of top-level function def gives (see the file comment), or nil.
func accessorCtor(f *model.File, def *model.Node) *model.Node {
	if ps := def.ChildByFieldName("parameters"); ps == nil || ps.NamedChildCount() > 0 {
		return nil
	}
	var ctor *model.Node
	rets := adapt.PyReturns(def)
	if len(rets) == 0 {
		return nil
	}
	for _, r := range rets {
		r = model.Unwrap(r)
		if r == nil {
			return nil
		}
		c := r
		if r.Sym() == model.SymIdentifier {
			if v := HeldOnce(f, r); v != nil {
				c = model.Unwrap(v)
			} else {
				c = singletonCtor(f, f.Text(r))
			}
		}
		if c == nil || c.Sym() != model.SymCall || classNamed(f, f.Text(model.Callee(c))) == nil {
			return nil
		}
		if model.NumArgs(c) > 0 && model.Arg(c, 0).Sym() != model.SymKeywordArgument {
			return nil // positional fields: not read
		}
		if ctor != nil && f.Text(ctor) != f.Text(c) {
			return nil
		}
		ctor = c
	}
	return ctor
}

// assignSyms are the assignments singletonCtor reads.
var assignSyms = model.NewSymBitset(model.SymAssignment, model.SymAugmentedAssignment)

// singletonCtor returns the one construction a module global name holds:
// every assignment to name in the file (at the top, or in a function that
// declares it global) is `None` or that same call; else nil.
func singletonCtor(f *model.File, name string) *model.Node {
	var ctor *model.Node
	bad := false
	f.NodesOf(assignSyms, func(n *model.Node) bool {
		if bad {
			return false
		}
		l := n.ChildByFieldName("left")
		if l == nil || f.Text(l) != name {
			return true
		}
		if n.Sym() == model.SymAugmentedAssignment {
			bad = true
			return false
		}
		if fn := model.EnclosingFunc(n); fn != nil && !strings.Contains(f.Text(fn), "global "+name) {
			return true // a local of that name: not the global
		}
		v := model.Unwrap(n.ChildByFieldName("right"))
		switch {
		case v == nil:
			bad = true
		case v.Sym() == model.SymNone:
		case v.Sym() == model.SymCall && (ctor == nil || f.Text(ctor) == f.Text(v)):
			ctor = v
		default:
			bad = true
		}
		return !bad
	})
	if bad {
		return nil
	}
	return ctor
}

// accessorField returns the value node field attr holds on the instance
// accessor call (accessorCall) gives, when the accessor is a function of
// this file: the keyword its construction passes, else the class default;
// nil otherwise.
func accessorField(f *model.File, call *model.Node, attr string) *model.Node {
	def := topFunction(f, f.Text(model.Callee(call)))
	if def == nil {
		return nil
	}
	ctor := accessorCtor(f, def)
	if ctor == nil {
		return nil
	}
	if kw := f.Kwarg(ctor, attr); kw != nil {
		return kw
	}
	return classField(f, classNamed(f, f.Text(model.Callee(ctor))), attr)
}

// moduleAccessors returns, for ModuleFields, "accessor.field" for each
// top-level accessor of the module and each field with a number in out
// ("Class.field" keys): the keyword its construction passes, else the
// class default.
func moduleAccessors(f *model.File, out map[string]float64, read func(*model.Node) (float64, bool)) map[string]float64 {
	add := map[string]float64{}
	for i := 0; i < int(f.Root.NamedChildCount()); i++ {
		def := f.Root.NamedChild(i)
		if def.Sym() == model.SymDecoratedDefinition {
			def = def.ChildByFieldName("definition")
		}
		if def == nil || def.Sym() != model.SymFunctionDefinition {
			continue
		}
		name := def.ChildByFieldName("name")
		ctor := accessorCtor(f, def)
		if name == nil || ctor == nil {
			continue
		}
		cname := f.Text(model.Callee(ctor))
		for k, x := range out {
			c, field, _ := strings.Cut(k, ".")
			if c != cname {
				continue
			}
			if kw := f.Kwarg(ctor, field); kw != nil {
				if y, ok := read(kw); ok && y > 0 {
					add[f.Text(name)+"."+field] = y
				}
				continue
			}
			add[f.Text(name)+"."+field] = x
		}
	}
	return add
}
