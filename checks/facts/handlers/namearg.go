package handlers

import (
	"github.com/resilience-check/resilience-check/checks/facts/handlers/namearg"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/namefwd"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Hooks of package namearg: a tool call handler hands the tool's name to an imported
// function as a later argument; its branches on it, or a table it indexes with it, hold the tools.

// jsArgRefs: the imported functions funcs call with the name (isName) after the first argument.
func jsArgRefs(f *model.File, funcs []*model.Node, isName func(*model.Node) bool) (out []ExtRef) {
	for _, c := range namearg.Calls(f, funcs, isName) {
		if mod, exp, ok := importOf(f, c.Callee); ok && exp != "*" && exp != "default" {
			out = append(out, ExtRef{Module: mod, Name: exp, Kind: model.ToolHandler, Dispatcher: true, Arg: c.Index + 1})
		}
	}
	return out
}

// argFuncs: the functions of f Arg ref e names, with the parameter receiving the name.
func argFuncs(f *model.File, e ExtRef) (out []namefwd.Target) {
	if e.Arg == 0 {
		return nil
	}
	for _, fn := range dispatcherBindings(f, e.Name) {
		if fn = model.Unwrap(fn); fn != nil && namearg.IsFunc(fn) && namearg.Param(f, fn, e.Arg-1) != "" {
			out = append(out, namefwd.Target{Fn: fn, Param: namearg.Param(f, fn, e.Arg-1)})
		}
	}
	return out
}

// argLookups walks w from each lookup of the name in a table (`toolHandlers[toolName]`).
func argLookups(f *model.File, e ExtRef, w *flowWalk) {
	for _, t := range argFuncs(f, e) {
		for _, n := range namearg.Lookups(f, t.Fn, t.Param) {
			w.kind, w.seen = e.Kind, map[seenKey]bool{}
			w.from(n, 1)
		}
	}
}

// dispatcherRefs: what the Registry follows from dispatcher ref e in f: for an Arg ref
// the imports its tables reach, the functions it hands the name on to, the re-exports.
func dispatcherRefs(f *model.File, e ExtRef) []ExtRef {
	if e.Arg == 0 {
		return dispatcherReExports(f, e)
	}
	w := &flowWalk{f: f, out: newFlowFacts()}
	argLookups(f, e, w)
	out := w.out.ext
	for _, t := range argFuncs(f, e) {
		isParam := func(v *model.Node) bool { return f.Text(model.Unwrap(v)) == t.Param }
		out = append(append(out, jsNameRefs(f, []*model.Node{t.Fn}, isParam)...), jsArgRefs(f, []*model.Node{t.Fn}, isParam)...)
	}
	for _, re := range reExports(f, e.Name) {
		if re.Name != "*" && re.Name != "" {
			out = append(out, ExtRef{Module: re.Module, Name: re.Name, Kind: e.Kind, Dispatcher: true, Arg: e.Arg})
		}
	}
	return out
}

// argTargets: the functions of f that Arg refs name and that branch on the name's parameter.
func argTargets(f *model.File) (out []namefwd.Target) {
	for _, e := range registeredHere(f) {
		for _, t := range argFuncs(f, e) {
			if e.Arg > 0 && len(paramBranches(f, t)) > 0 {
				out = append(out, t)
			}
		}
	}
	return out
}
