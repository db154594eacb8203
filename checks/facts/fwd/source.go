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
	return j, "", outer
}
