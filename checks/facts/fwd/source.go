package fwd

import "github.com/resilience-check/resilience-check/checks/model"

// Source tells where the options opts of an outbound call n, made in a
// function with parameters params, get key from when the function's callers
// choose it: the position of the function's own parameter that opts
// forwards (OptionsParam, through param), else of the object parameter it
// is destructured from with that property's name (PatternParam: `function
// apiRequest({ path, options = {} })`), else of a parameter of a function
// the call's closure is declared in (Closure, over outers: the parameter
// lists of the enclosing named functions, innermost first), whose index in
// outers is outer (-1 when the forward is the function's own). j is -2 when
// none forwards it. The summaries record the forward on that function
// (checks/summary, extract.go: a fetch's signal; issue 18 "forwarded
// options, no caller bounds them").
func Source(f *model.File, n, opts *model.Node, key string, param func(string) int, params []string, outers [][]string) (j int, prop string, outer int) {
	j, outer = OptionsParam(f, opts, key, param), -1
	k, prop := PatternParam(f, n, opts, key, params)
	if j == -2 && k < 0 && len(outers) > 0 {
		if g, kk := Closure(f, n, opts, key, outers); g >= 0 {
			j, outer = kk, g
		}
	}
	if j == -2 && k >= 0 {
		return k, prop, outer
	}
	if j >= 0 && outer < 0 && j < len(params) && boundedDefault(f, model.EnclosingFunc(n), params[j]) {
		return -2, "", -1 // `options: RequestInit = { signal: AbortSignal.timeout(10_000) }`: a caller that omits it gets the default's bound
	}
	return j, "", outer
}

// boundedDefault reports whether the JavaScript or TypeScript function fn
// declares parameter name with a default other than an empty object literal
// (`options = { signal: AbortSignal.timeout(10_000) }`): what a caller that
// omits the argument sends is that default, which may carry the bound, so
// the forward is not read (review31 MEDIUM-8, the plain form of patternProp's
// test).
func boundedDefault(f *model.File, fn *model.Node, name string) bool {
	if fn == nil || name == "" {
		return false
	}
	ps := fn.ChildByFieldName("parameters")
	if ps == nil {
		return false
	}
	for i := 0; i < int(ps.NamedChildCount()); i++ {
		c := ps.NamedChild(i)
		id, def := c.ChildByFieldName("pattern"), c.ChildByFieldName("value")
		if id == nil {
			id, def = c.ChildByFieldName("left"), c.ChildByFieldName("right")
		}
		if id == nil || def == nil || f.Text(id) != name {
			continue
		}
		def = model.Unwrap(def)
		return def.Sym() != model.SymObject || def.NamedChildCount() > 0
	}
	return false
}
