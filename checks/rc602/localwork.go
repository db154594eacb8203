package rc602

import (
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
// (localBody).
func localOnly(f *model.File, callee *model.Node) bool {
	h := fileFunc(f, callee)
	return h != nil && localBody(f, h, 0)
}

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

// localBody reports whether every call that function fn awaits or returns
// (nested functions aside) is known local work: a call chain of a library
// of in-process work (localLibChain), jsLocalWork (fs, sleep, Promise.*),
// or a function of the file whose own body is local work, up to two
// helpers deep. Anything else (an imported function, a client method, a
// helper too deep to follow) may reach an upstream: not local.
func localBody(f *model.File, fn *model.Node, depth int) bool {
	body := fn.ChildByFieldName("body")
	if body == nil {
		return false
	}
	ok := true
	model.Walk(body, func(n *model.Node) bool {
		if !ok || (n != body && n.IsScope()) {
			return false
		}
		if n.Sym() != model.SymCallExpression || !awaitedOrReturned(n, fn) {
			return true
		}
		callee := model.Callee(n)
		if callee == nil {
			ok = false
			return false
		}
		name := f.Text(callee)
		if localLibChain(f, n) || jsLocalWork(name) {
			return true
		}
		if h := fileFunc(f, callee); h != nil && h != fn && depth < 2 && localBody(f, h, depth+1) {
			return true
		}
		ok = false
		return false
	})
	return ok
}

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
