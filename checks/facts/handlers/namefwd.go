package handlers

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/handlers/namefwd"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/regflow"
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
		out = jsNameRefs(f, jsDispatchFuncs(f), func(v *model.Node) bool { return jsToolName(f, v) })
		out = append(out, jsArgRefs(f, jsDispatchFuncs(f), func(v *model.Node) bool { return jsToolName(f, v) })...) // namearg.go
	}
	return out
}

// jsNameRefs returns, as Dispatcher refs for the Registry, the functions
// of other modules that the bodies of funcs (not the functions nested in
// them) call with a first argument isName says is the tool's name: an
// imported function (`handleCampaignTool(name, args)`) and a method of an
// instance of an imported class (`toolHandler.handle(toolName, args)` with
// `const toolHandler = new ToolHandler(auth)` or a parameter typed
// `handler: ToolHandler`: regflow.InstanceOf; `this.toolHandler.handle(name,
// args)` on a field of the enclosing class: namefwd.ThisFieldClass), named
// "Class.method".
func jsNameRefs(f *model.File, funcs []*model.Node, isName func(*model.Node) bool) (out []ExtRef) {
	for _, g := range namefwd.Callees(f, funcs, isName) {
		if mod, exp, ok := importOf(f, g); ok && exp != "*" && exp != "default" {
			out = append(out, ExtRef{Module: mod, Name: exp, Kind: model.ToolHandler, Dispatcher: true})
		}
	}
	seen := map[string]bool{}
	for _, c := range namefwd.MemberCallees(f, funcs, isName) {
		cls := regflow.InstanceOf(f, c)
		if cls == "" {
			cls = namefwd.ThisFieldClass(f, c)
		}
		mod, exp, ok := importOf(f, cls)
		name := exp + "." + f.Text(c.ChildByFieldName("property"))
		if cls != "" && ok && exp != "*" && exp != "default" && !seen[mod+"\x00"+name] {
			seen[mod+"\x00"+name] = true
			out = append(out, ExtRef{Module: mod, Name: name, Kind: model.ToolHandler, Dispatcher: true})
		}
	}
	return out
}

// dispatcherBindings returns the top-level bindings of JS file f called
// name, or for "Class.method" the methods of that name of the file's
// top-level classes of that name (jsNameRefs).
func dispatcherBindings(f *model.File, name string) []*model.Node {
	cls, m, ok := strings.Cut(name, ".")
	if !ok {
		return topBindings(f, name)
	}
	return namefwd.ClassMethods(f, topBindings(f, cls), m)
}

// jsDispatchersHere: the functions of JS file f that fwdRefs of other files name and that branch on the name.
func jsDispatchersHere(f *model.File) []namefwd.Target {
	if !f.Lang.IsJS() {
		return nil
	}
	var names []string
	for _, e := range registeredHere(f) {
		if e.Dispatcher && e.Arg == 0 {
			names = append(names, e.Name)
		}
	}
	here := namefwd.Here(f, names, func(n string) []*model.Node { return dispatcherBindings(f, n) },
		func(t namefwd.Target) int { return len(paramBranches(f, t)) })
	return append(append([]namefwd.Target(nil), here...), argTargets(f)...) // namearg.go
}

// dispatcherReExports returns the Dispatcher refs that barrel f re-exports
// the dispatcher e names from (reExports; "Class.method" keeps its method).
func dispatcherReExports(f *model.File, e ExtRef) (out []ExtRef) {
	name, method := e.Name, ""
	if c, m, ok := strings.Cut(name, "."); ok {
		name, method = c, "."+m
	}
	for _, re := range reExports(f, name) {
		if re.Name != "*" && re.Name != "" {
			out = append(out, ExtRef{Module: re.Module, Name: re.Name + method, Kind: e.Kind, Dispatcher: true})
		}
	}
	return out
}
