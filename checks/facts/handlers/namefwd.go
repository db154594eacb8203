package handlers

import (
	"github.com/resilience-check/resilience-check/checks/facts/handlers/namefwd"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Hooks of package namefwd: a tool call handler hands the tool's name to
// a function whose name branches are the tools.

// pyForwarded: the functions of the file a Python call_tool handler hands its name to.
func pyForwarded(f *model.File, def *model.Node, name string) (out []Tool) {
	for _, t := range namefwd.PyTargets(f, def, name) {
		out = append(out, paramBranches(f, t)...)
	}
	return out
}

// paramBranches are a target's branches on its first parameter.
func paramBranches(f *model.File, t namefwd.Target) []Tool {
	return branches(f, t.Fn.ChildByFieldName("body"), func(v *model.Node) bool { return f.Text(model.Unwrap(v)) == t.Param })
}

// fwdRefs: the imported functions f's JS tool call handlers hand the name to, for the Registry.
func fwdRefs(f *model.File) (out []ExtRef) {
	if f.Lang.IsJS() && f.Contains("CallToolRequest") {
		for _, g := range namefwd.Callees(f, jsDispatchFuncs(f), func(v *model.Node) bool { return jsToolName(f, v) }) {
			if mod, exp, ok := importOf(f, g); ok && exp != "*" && exp != "default" {
				out = append(out, ExtRef{Module: mod, Name: exp, Kind: model.ToolHandler, Dispatcher: true})
			}
		}
	}
	return out
}

// jsDispatchersHere: the functions of JS file f that fwdRefs of other files name and that branch on the name.
func jsDispatchersHere(f *model.File) []namefwd.Target {
	if !f.Lang.IsJS() {
		return nil
	}
	var names []string
	for _, e := range registeredHere(f) {
		if e.Dispatcher {
			names = append(names, e.Name)
		}
	}
	return namefwd.Here(f, names, func(n string) []*model.Node { return topBindings(f, n) },
		func(t namefwd.Target) int { return len(paramBranches(f, t)) })
}
