package handlers

import (
	"bytes"
	"sort"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/handlers/regflow"
	"github.com/resilience-check/resilience-check/checks/model"
)

// crossWrappers follows the registration wrappers of one file into the
// files that call them (Registry.compute): a project's own registration
// helper (`tool(name, desc, cb)` forwarding cb to server.registerTool, a
// CustomMcpServer class whose tool({name, cb}) method stores its argument
// in the table its CallTool handler dispatches on) is defined once and
// called by every tool module. A scan file (not a test's) that imports the
// wrapper's function or class from the file that defines it registers what
// its calls of the wrapper pass at the registering parameter (for a
// method, on an object typed or constructed as the class: regflow
// InstanceOf): reg records that (an ExtRef with Via) and the values the
// calls pass are followed like a registration's (their ExtRefs go to
// resolve). defs maps a file to its wrappers; get parses a file.
//
// Peer practice: CodeQL summarises a function whose parameter flows to a
// sink (a flow summary: "parameter i is registered as a handler") and
// applies it at every call site across files; this is the name-based,
// import-checked approximation.
func crossWrappers(wd world, defs map[string][]regflow.Wrapper, read func(string) ([]byte, error), get func(string) *model.File,
	reg func(string, regflow.Wrapper), resolve func(string, []ExtRef)) {
	defPaths := make([]string, 0, len(defs))
	for p, ws := range defs {
		if len(ws) > 0 {
			defPaths = append(defPaths, p)
		}
	}
	if len(defPaths) == 0 {
		return
	}
	sort.Strings(defPaths)
	for _, q := range wd.paths {
		lang, ok := model.DetectLanguage(q)
		if !ok || !lang.IsJS() && lang != model.LangPython || strings.Contains(q, "test") {
			continue
		}
		var src []byte
		var f *model.File
		var ws []regflow.Wrapper
		seen := map[regflow.Wrapper]bool{}
		for _, p := range defPaths {
			if p == q {
				continue
			}
			for _, x := range defs[p] {
				key := x.Cls
				if key == "" {
					key = x.Name
				}
				if seen[x] || key == "" {
					continue
				}
				if src == nil {
					var err error
					if src, err = read(q); err != nil || src == nil {
						src = []byte{}
					}
				}
				if !bytes.Contains(src, []byte(key)) || !bytes.Contains(src, []byte(x.Name+"(")) { // imported and called
					continue
				}
				if f == nil {
					if f = get(q); f == nil {
						break
					}
				}
				mod, exp, ok := importOf(f, key)
				if !ok || exp != key && exp != "default" || !has(resolveModule(q, mod, wd), p) {
					continue
				}
				seen[x] = true
				ws = append(ws, x)
			}
		}
		if len(ws) == 0 {
			continue
		}
		fw := &flowWalk{f: f, seen: map[seenKey]bool{}, out: newFlowFacts()}
		for _, x := range ws {
			reg(q, x)
		}
		for _, c := range regflow.WrapperCalls(f, ws) {
			fw.kind, fw.reg, fw.viaCall = c.Kind, c.Reg, c.Wrapped
			fw.fromWant(c.Arg, c.Want, 1)
		}
		resolve(q, fw.out.ext)
	}
}

// has reports whether ps holds p.
func has(ps []string, p string) bool {
	for _, x := range ps {
		if x == p {
			return true
		}
	}
	return false
}

// binding returns the top-level name of file f the ref names and the key
// of its values the registration takes. A JS namespace taken whole
// (`import * as tool from './tools/create'` and `tool.handler` registered)
// names the module's export of that key, when it has one: the module's
// other exports (its helpers) are no handlers. Else the ref's own.
func (e ExtRef) binding(f *model.File) (name, want string) {
	if e.Name == "*" && e.Want != "" && !e.Factory && f.Lang.IsJS() && len(topBindings(f, e.Want)) > 0 {
		return e.Want, ""
	}
	return e.Name, e.Want
}

// predicateMethods are the collection methods whose function argument is
// a comparator or predicate (Array.prototype.sort, filter, find, ...):
// the collection's elements flow on, the function is no handler.
var predicateMethods = map[string]bool{"sort": true, "toSorted": true, "filter": true, "find": true, "findIndex": true,
	"findLast": true, "some": true, "every": true}
