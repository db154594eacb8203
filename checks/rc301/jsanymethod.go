package rc301

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/retry"
	"github.com/resilience-check/resilience-check/checks/facts/stateurl"
	"github.com/resilience-check/resilience-check/checks/model"
)

// jsAnyMethodSend is anyMethodSend for JavaScript and TypeScript: a send
// in a retried function whose HTTP method comes from a parameter of that
// function (or of a function enclosing it: the callback a retrier runs) sends
// the method its callers choose. The send is a fetch whose init object is the
// parameter, as is or spread (`fetch(url, options)`, `fetch(url, { ...init,
// headers })`), whose init names the parameter as its method (`{ method }`,
// `{ method: method }`, `{ method: options.method }`, or a local object built
// so), or a helper of the file that makes such a fetch from the arguments it
// is given (`this.fetchUrl(url, method, headers)`, `this.fetchWithTimeout(url,
// fetchOptions)`; one level). It returns the line of a call of that function
// in the same file (of the same class for a method) that passes a POST or
// PATCH there (`this.request("POST", path)`, `this.request(path, { method:
// "POST", body })`), through at most two functions that forward their own
// parameter (`post(path, body)` calling `this.request({ method: "POST", path
// })` calling `this.requestWithMeta(options)`), or 0: the retry then re-sends
// that caller's create (the notion and TickTick API clients of blind batches 9
// and 19, bench/realcode/blind9-misses.tsv, blind19-misses.tsv; Freshdesk,
// Verkada and Proxmox clients of batches 20-21). A caller whose method the
// file does not show is not counted; no caller with a POST or PATCH, no
// finding.
func jsAnyMethodSend(f *model.File, call, retried *model.Node) int {
	owner, idx, whole := jsSendOwner(f, call, retried)
	if owner == nil {
		return 0
	}
	return jsPostCaller(f, owner, idx, whole, 2)
}

// encloses reports whether node a is b or one of b's ancestors.
func encloses(a, b *model.Node) bool {
	for n := b; n != nil; n = n.Parent() {
		if n == a {
			return true
		}
	}
	return false
}

// jsSendMethod returns the name of the identifier whose value chooses the
// method of the request call sends, and whole = true when that value is the
// request's init or options object (its `method` property chooses), false
// when it is the method itself; "" when call sends no request or names its own
// method. depth is how many levels of the file's helpers it follows
// (`this.fetchUrl(url, method)` whose fetch sends its parameter's method).
func jsSendMethod(f *model.File, call *model.Node, depth int) (name string, whole bool) {
	fn := model.Callee(call)
	if fn == nil {
		return "", false
	}
	fetch := false
	switch f.Text(fn) {
	case "fetch", "globalThis.fetch":
		fetch = true
	default:
		q := model.ImportedName(f, fn)
		fetch = q == "node-fetch" || q == "undici.fetch"
	}
	if fetch {
		return jsInitMethod(f, model.Arg(call, 1), 2)
	}
	if depth == 0 || fn.Sym() != model.SymIdentifier && !strings.HasPrefix(f.Text(fn), "this.") {
		return "", false
	}
	h := f.LocalFunc(fn)
	if h == nil || strings.HasPrefix(f.Text(fn), "this.") && jsClassOf(h) != jsClassOf(call) || encloses(h, call) {
		return "", false
	}
	idx := -1
	f.WalkSyms(h, callSyms, func(n *model.Node) bool {
		if idx >= 0 {
			return false
		}
		if nm, w := jsSendMethod(f, n, depth-1); nm != "" {
			if i := jsParamIndex(f, h, nm); i >= 0 {
				idx, whole = i, w
			}
		}
		return true
	})
	if idx < 0 {
		return "", false
	}
	a := model.Arg(call, idx)
	if a == nil {
		return "", false
	}
	switch {
	case a.Sym() == model.SymIdentifier:
		if whole && !model.IsParamOf(f, a, f.Text(a)) {
			return jsInitMethod(f, a, 2) // a local init object the caller built
		}
		return f.Text(a), whole
	case whole && a.Sym() == model.SymObject:
		return jsInitMethod(f, a, 2)
	}
	return "", false
}

// jsInitMethod reads the init or options object init of a request: a
// parameter (name, whole), an object whose method is a parameter's
// (`{ method }`, `{ method: options.method }`) or that spreads one (`{
// ...init, signal }`), or a local bound to such an object (hops levels).
func jsInitMethod(f *model.File, init *model.Node, hops int) (name string, whole bool) {
	init = model.Unwrap(init)
	if init == nil {
		return "", false
	}
	switch init.Sym() {
	case model.SymIdentifier:
		if model.IsParamOf(f, init, f.Text(init)) {
			return f.Text(init), true
		}
		if v := f.Resolve(init); hops > 0 && v != init && v.Sym() == model.SymObject {
			return jsInitMethod(f, v, hops-1)
		}
	case model.SymObject:
		if m, _ := f.ObjectProp(init, "method"); m != nil {
			switch m = model.Unwrap(m); m.Sym() {
			case model.SymIdentifier, model.SymShorthandPropertyIdentifier:
				return f.Text(m), false
			case model.SymMemberExpression:
				if o := m.ChildByFieldName("object"); o != nil && o.Sym() == model.SymIdentifier && f.Text(m.ChildByFieldName("property")) == "method" {
					return f.Text(o), true
				}
			}
			return "", false // the request names its own method
		}
		for i := 0; i < int(init.NamedChildCount()); i++ {
			if c := init.NamedChild(i); c.Sym() == model.SymSpreadElement && c.NamedChildCount() == 1 && c.NamedChild(0).Sym() == model.SymIdentifier {
				name, whole = f.Text(c.NamedChild(0)), true
			}
		}
	}
	return name, whole
}

// jsPostCaller returns the line of a call of function owner in the file (of
// the same class for a method) that passes a POST or PATCH in argument idx:
// the method itself (whole false: `this.request("POST", path)`) or an object
// whose method it is (whole true). A caller that passes its own parameter
// there is followed to its callers, forward more levels; 0 when none.
func jsPostCaller(f *model.File, owner *model.Node, idx int, whole bool, forward int) int {
	at := 0
	jsOwnerCalls(f, owner, idx, forward, func(n, a *model.Node, idx int) (took, stop bool) {
		switch {
		case whole && a.Sym() == model.SymObject:
			if m, _ := f.ObjectProp(a, "method"); m != nil && retry.VerbOf(f, m) != "" && !retry.IdempotencyRE.MatchString(f.Text(a)) && !setsState(f, n, idx) {
				at = model.LineOf(f, n) // the line that names the POST
			}
			return true, at != 0
		case !whole && retry.VerbOf(f, a) != "" && !setsState(f, n, idx):
			at = model.LineOf(f, n)
			return true, true
		}
		return false, false
	})
	return at
}

// jsOwnerCalls calls match with each call of function owner in the file
// (by its name, or `this.name` in the same class for a method), the
// argument the call passes at idx (none without one) and idx. When match does not
// take a call whose argument there is a parameter of the caller's own
// function, that function's calls are walked instead, up to forward more
// levels. It stops, and returns true, once match says stop.
func jsOwnerCalls(f *model.File, owner *model.Node, idx, forward int, match func(n, a *model.Node, idx int) (took, stop bool)) bool {
	fname := model.FuncName(f, owner)
	if idx < 0 || fname == "" {
		return false
	}
	stopped := false
	f.NodesOf(callSyms, func(n *model.Node) bool {
		if stopped {
			return false
		}
		c := model.Callee(n)
		if c == nil {
			return true
		}
		if t := f.Text(c); t != fname && (t != "this."+fname || jsClassOf(n) != jsClassOf(owner)) {
			return true
		}
		a := model.Unwrap(model.Arg(n, idx))
		if a == nil {
			return true
		}
		took, stop := match(n, a, idx)
		if stop {
			stopped = true
			return false
		}
		if !took && a.Sym() == model.SymIdentifier && forward > 0 {
			if up := model.EnclosingFunc(n); up != nil && up != owner {
				if i := jsParamIndex(f, up, f.Text(a)); i >= 0 {
					stopped = jsOwnerCalls(f, up, i, forward-1, match)
				}
			}
		}
		return !stopped
	})
	return stopped
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

// jsSendOwner returns the function, enclosing both call and the retried
// call, whose parameter (at index idx) gives call's method (jsSendMethod;
// whole: the parameter is the whole options object), or nil.
func jsSendOwner(f *model.File, call, retried *model.Node) (owner *model.Node, idx int, whole bool) {
	name, whole := jsSendMethod(f, call, 1)
	if name == "" {
		return nil, 0, false
	}
	for fn := model.EnclosingFunc(call); fn != nil; fn = model.EnclosingFunc(fn) {
		if i := jsParamIndex(f, fn, name); i >= 0 {
			if !encloses(fn, retried) {
				return nil, 0, false
			}
			return fn, i, whole
		}
	}
	return nil, 0, false
}
