package rc602

import (
	"regexp"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// This file holds RC602's reading of a Promise.all element that calls a
// helper of the same file doing local work only:
//
//	const [a, b] = await Promise.all([decodeScreenshot(bufA), decodeScreenshot(bufB)]);
//
// where decodeScreenshot decodes a buffer it is handed (sharp(...).raw()
// .toBuffer()) and reaches no upstream. Such an element cannot fail for an
// unavailable source, the failure RC602 is about (CWE-703: the checklist's
// pattern 7 degrades around a source that is down); two of them are one
// computation run in parallel, not a multi-source aggregation. The helper is
// read as the per-item fan-out reads its callback (jsFanOutUpstream, up to
// two helpers of the file deep): no HTTP client call, fetch, request verb or
// helper that makes one. The clean row is dvaerum/pikvm_mcp_server's
// diffScreenshots (blind batch 15).

// localOnly reports whether callee (a plain name or this.name) names a
// function or method of the file whose body does local work only
// (localBody), called with plain values: an argument that is itself a call
// or a function (withTimeout(fetchBus(signal), label), withCache(key, ttl,
// async () => api.get(...))) carries work the helper only passes on.
func localOnly(f *model.File, callee *model.Node) bool {
	call := callee.Parent()
	if call == nil || call.Sym() != model.SymCallExpression || !plainArgs(f, call) {
		return false
	}
	h := fileFunc(f, callee)
	return h != nil && localBody(f, h, 0)
}

// plainArgs reports whether no argument of call holds a call, a new
// expression or a function, written out or named: a function of the file,
// a name bound to a function, or an imported name
// (viaCallback('a', fetchA) hands the helper the work it runs).
func plainArgs(f *model.File, call *model.Node) bool {
	args := call.ChildByFieldName("arguments")
	if args == nil {
		return true
	}
	plain := true
	model.Walk(args, func(n *model.Node) bool {
		switch {
		case !plain:
		case n != args && n.IsScope(), n.Sym() == model.SymCallExpression, n.Sym() == model.SymNewExpression, n.Sym() == model.SymAwaitExpression:
			plain = false
		case n.Sym() == model.SymIdentifier && n.Parent() == args && namesFunc(f, n):
			plain = false
		}
		return plain
	})
	return plain
}

// namesFunc reports whether identifier n names a function: one of the
// file's, a name bound to a function, or an imported name (whose value is
// not in sight).
func namesFunc(f *model.File, n *model.Node) bool {
	if model.ParamNode(f, f.Text(n), n) != nil {
		return false // a parameter: a value the caller was handed
	}
	if v := f.Lookup(f.Text(n), n); v != nil {
		return v.IsScope()
	}
	return f.LocalFunc(n) != nil || model.ImportedName(f, n) != ""
}

// handsOn matches callees that run a function they are handed later
// (`.then(load)`, `setTimeout(run, ms)`, `queueMicrotask(job)`): a bare
// name given to them is work whose body is not in sight.
var handsOn = regexp.MustCompile(`(^|\.)(then|catch|finally)$|^(setTimeout|setImmediate|setInterval|queueMicrotask|process\.nextTick)$`)

// fileFunc returns the function or method of the file that callee (a plain
// name that no parameter or other binding shadows, or this.name) names, or
// nil.
func fileFunc(f *model.File, callee *model.Node) *model.Node {
	switch {
	case callee.Sym() == model.SymIdentifier:
		if model.ParamNode(f, f.Text(callee), callee) != nil {
			return nil // a parameter run(...) is not the file's function run
		}
		if v := f.Lookup(f.Text(callee), callee); v != nil {
			if v.IsScope() {
				return v
			}
			return nil // bound to something else here
		}
		return f.LocalFunc(callee)
	case model.IsSelfMember(f.Text(callee)):
		return f.LocalFunc(callee)
	}
	return nil
}

// localBody reports whether every call in the body of function fn
// (nested functions included, awaited or not) is known local work: a call
// chain of a library of in-process work (localLibChain), jsLocalWork (fs,
// sleep, Promise.*), a global of the language (console, JSON, Math,
// Object, Array, Number, String), or a function of the file, called with
// plain values (plainArgs), whose own body is local work, up to two helpers
// deep. Anything else (an imported function, a client method, a parameter
// called, a helper too deep to follow) may reach an upstream: not local.
func localBody(f *model.File, fn *model.Node, depth int) bool {
	body := fn.ChildByFieldName("body")
	if body == nil {
		return false
	}
	ok := true
	model.Walk(body, func(n *model.Node) bool {
		if !ok {
			return false
		}
		if n.Sym() == model.SymNewExpression {
			ok = false // new Client(...), new Promise(executor): not known
			return false
		}
		if n.Sym() == model.SymAwaitExpression && n.NamedChildCount() > 0 && model.Unwrap(n.NamedChild(0)).Sym() != model.SymCallExpression {
			ok = false // await userFetch: a promise handed in, whose work is not in sight
			return false
		}
		if n.Sym() != model.SymCallExpression {
			return true
		}
		callee := model.Callee(n)
		if callee == nil {
			ok = false
			return false
		}
		name := f.Text(callee)
		if handsOn.MatchString(name) && !fnArgsInSight(n) {
			ok = false // Promise.resolve(label).then(load): load's work is not in sight
			return false
		}
		if localLibChain(f, n) || jsLocalWork(name) || jsGlobalWork.MatchString(name) {
			return true
		}
		if h := fileFunc(f, callee); h != nil && h != fn && depth < 2 && plainArgs(f, n) && localBody(f, h, depth+1) {
			return true
		}
		ok = false
		return false
	})
	return ok
}

// fnArgsInSight reports whether every argument of call c is a literal or
// a function written out (whose body the walk reads), not a name or an
// expression standing for work done elsewhere.
func fnArgsInSight(c *model.Node) bool {
	args := c.ChildByFieldName("arguments")
	if args == nil {
		return true
	}
	for i := 0; i < int(args.NamedChildCount()); i++ {
		a := model.Unwrap(args.NamedChild(i))
		switch a.Sym() {
		case model.SymNumber, model.SymString, model.SymTemplateString, model.SymNull, model.SymTrue, model.SymFalse, model.SymComment:
		default:
			if !a.IsScope() {
				return false
			}
		}
	}
	return true
}

// jsGlobalWork matches calls of the language's own globals that do no I/O.
var jsGlobalWork = regexp.MustCompile(`^(console|JSON|Math|Object|Array|Number|String|Buffer)\.\w+$|^(parseInt|parseFloat|String|Number|Boolean)$`)

// localLibChain reports whether call c is a call chain rooted at a call of
// a name the file imports from a module that a library row models as local,
// in-process work (kind local: sharp, @turf/turf; libmodels/data/noio.yml
// and sdks-clean34.yml): `sharp(buffer).removeAlpha().raw().toBuffer()`
// decodes an image, whatever verbs its method names hold.
func localLibChain(f *model.File, c *model.Node) bool { return localChain(f, c, 0) }

// localChain is localLibChain, following a variable that holds the start of
// the chain (const image = sharp(buffer).raw()) up to two bindings deep.
func localChain(f *model.File, c *model.Node, depth int) bool {
	root := c
	for root.Sym() == model.SymCallExpression {
		fn := model.Callee(root)
		if fn == nil || fn.Sym() != model.SymMemberExpression {
			break
		}
		obj := model.Unwrap(fn.ChildByFieldName("object"))
		if obj == nil {
			break
		}
		root = obj
	}
	if root.Sym() == model.SymIdentifier && depth < 2 {
		// const image = sharp(buffer).raw(); await image.toBuffer()
		if v := model.Unwrap(f.Lookup(f.Text(root), root)); v != nil && v.Sym() == model.SymCallExpression {
			return localChain(f, v, depth+1)
		}
		return false
	}
	if root.Sym() != model.SymCallExpression {
		return false
	}
	callee := model.Callee(root)
	if callee == nil || callee.Sym() != model.SymIdentifier || model.Shadowed(f, callee) {
		return false
	}
	mod, ok := f.Imports()[f.Text(callee)]
	if !ok {
		return false
	}
	r := model.LibrarySet(nil).Lookup(libmodels.JavaScript, mod)
	return r != nil && r.Kind == libmodels.Local
}
