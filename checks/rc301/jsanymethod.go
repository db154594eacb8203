package rc301

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/retry"
	"github.com/resilience-check/resilience-check/checks/facts/stateurl"
	"github.com/resilience-check/resilience-check/checks/model"
)

// jsAnyMethodSend is anyMethodSend for JavaScript and TypeScript: a fetch in
// a retried function whose init object is a parameter of that function, as
// is or spread (`fetch(url, options)`, `fetch(url, { ...init, headers })`),
// sends the method its callers put in that object. It returns the line of a
// call of the retried function in the same file (of the same class for a
// method: `this.request(path, {
// method: "POST", body })`) that passes a POST or PATCH in that argument, or
// 0: the retry then re-sends that caller's create (the notion and TickTick
// API clients of blind batches 9 and 19, bench/realcode/blind9-misses.tsv,
// blind19-misses.tsv). A caller whose method the file does not show is
// not counted; no caller with a POST or PATCH, no finding.
func jsAnyMethodSend(f *model.File, call, retried *model.Node) int {
	fn := model.Callee(call)
	if fn == nil {
		return 0
	}
	switch f.Text(fn) {
	case "fetch", "globalThis.fetch":
	default:
		if q := model.ImportedName(f, fn); q != "node-fetch" && q != "undici.fetch" {
			return 0
		}
	}
	opts := model.Arg(call, 1)
	if opts == nil {
		return 0
	}
	name := ""
	switch opts.Sym() {
	case model.SymIdentifier:
		name = f.Text(opts)
	case model.SymObject:
		if m, _ := f.ObjectProp(opts, "method"); m != nil {
			return 0 // the fetch names its own method
		}
		for i := 0; i < int(opts.NamedChildCount()); i++ {
			if c := opts.NamedChild(i); c.Sym() == model.SymSpreadElement && c.NamedChildCount() == 1 && c.NamedChild(0).Sym() == model.SymIdentifier {
				name = f.Text(c.NamedChild(0))
			}
		}
	}
	idx := jsParamIndex(f, retried, name)
	fname := model.FuncName(f, retried)
	if idx < 0 || fname == "" {
		return 0
	}
	at := 0
	f.NodesOf(callSyms, func(n *model.Node) bool {
		if at != 0 {
			return false
		}
		c := model.Callee(n)
		if c == nil {
			return true
		}
		if t := f.Text(c); t != fname && (t != "this."+fname || jsClassOf(n) != jsClassOf(retried)) {
			return true
		}
		a := model.Arg(n, idx)
		if a == nil || a.Sym() != model.SymObject {
			return true
		}
		if m, _ := f.ObjectProp(a, "method"); m != nil && retry.VerbOf(f, m) != "" && !retry.IdempotencyRE.MatchString(f.Text(a)) && !setsState(f, n, idx) {
			at = model.LineOf(f, n)
		}
		return true
	})
	return at
}

// jsParamIndex returns the position of the parameter called name in function
// fn's parameter list, or -1.
func jsParamIndex(f *model.File, fn *model.Node, name string) int {
	if name == "" {
		return -1
	}
	params := fn.ChildByFieldName("parameters")
	for i := 0; params != nil && i < int(params.NamedChildCount()); i++ {
		p := params.NamedChild(i)
		pn := p
		if v := p.ChildByFieldName("pattern"); v != nil {
			pn = v
		} else if v := p.ChildByFieldName("left"); v != nil {
			pn = v // `init = {}`
		}
		if strings.TrimSpace(f.Text(pn)) == name {
			return i
		}
	}
	return -1
}

// jsClassOf returns the class that encloses n, or nil.
func jsClassOf(n *model.Node) *model.Node {
	for p := n.Parent(); p != nil; p = p.Parent() {
		switch p.Sym() {
		case model.SymClassDeclaration, model.SymAbstractClassDeclaration, model.SymClass:
			return p
		}
	}
	return nil
}

// setsState reports whether caller call, which passes its init object at
// position idx, names as its first argument a literal URL that sets a state
// (stateurl.SetsState: `fetchWithRetry("/selected_projects", { method:
// "POST", ... })`, POST "/shutdown"): re-sending it duplicates nothing. A URL
// the call builds elsewhere (a variable, a call) says nothing.
func setsState(f *model.File, call *model.Node, idx int) bool {
	if idx < 1 {
		return false
	}
	u := model.Arg(call, 0)
	if u == nil || u.Sym() != model.SymString && u.Sym() != model.SymTemplateString {
		return false
	}
	return stateurl.SetsState(f.Text(u))
}
