package retry

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/jsfactory"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// retryingJSModules are the modules of the JavaScript rows of
// retryingRows, the set jsfactory.ImportsVia looks for.
var retryingJSModules = func() map[string]bool {
	out := map[string]bool{}
	for _, r := range retryingRows[libmodels.JavaScript] {
		out[r.Module] = true
	}
	return out
}()

// retryingJSPaths are the Mutating paths of the JavaScript rows of
// retryingRows ("comment.create", "chat.postMessage"): a file that names
// none of them makes no call LibraryRetryVia reports.
var retryingJSPaths = func() []string {
	var out []string
	for _, r := range retryingRows[libmodels.JavaScript] {
		for _, m := range r.Mutating {
			if strings.Contains(m, ".") {
				out = append(out, "."+m)
			}
		}
	}
	return out
}()

// ImportsRetryingLibraryVia reports whether the JavaScript or TypeScript
// file f names a mutating path of a row LibraryRetryVia reads and imports a
// module of its repository that itself imports the row's module
// (jsfactory.ImportsVia): only such a file can make a mutating call on a
// client that a factory there built. The text test comes first: it spares
// most files the imports' resolution.
func ImportsRetryingLibraryVia(f *model.File) bool {
	return f.Lang.IsJS() && f.ContainsAny(retryingJSPaths...) && jsfactory.ImportsVia(f, retryingJSModules)
}

// LibraryRetryVia is LibraryRetry for a client that a factory of another
// module of the repository builds (JavaScript and TypeScript):
// `const client = await getContentfulClient()` with `import {
// getContentfulClient } from "./config/client"`, whose declaration there
// returns `createClient(...)` of contentful-management, then
// `client.comment.create(...)`. The call's member path must be a local
// bound to that factory call followed by one of the row's Mutating paths,
// and jsfactory.Row must type the factory's returns as the row's client.
// It returns nil when the file or the factory's module turns the library's
// retries off (`retryOnError: false`), and for any other call.
func LibraryRetryVia(f *model.File, call *model.Node) *libmodels.Row {
	rows := retryingRows[libmodels.JavaScript]
	if !f.Lang.IsJS() || len(rows) == 0 {
		return nil
	}
	fn := model.Callee(call)
	if fn == nil || fn.Sym() != model.SymMemberExpression {
		return nil
	}
	name := strings.ReplaceAll(f.Text(fn), "()", "")
	if strings.Count(name, ".") < 2 || strings.ContainsAny(name, "\n(") {
		return nil
	}
	for _, r := range rows {
		for _, m := range r.Mutating {
			if !strings.Contains(m, ".") || !strings.HasSuffix(name, "."+m) {
				continue
			}
			root := strings.TrimSuffix(name, "."+m)
			if strings.Contains(root, ".") {
				continue // a field (this.client) is not followed into a factory
			}
			if got := factoryRow(f, fn, strings.Count(m, ".")+1); got != nil && got.Name == r.Name && got.Lang == r.Lang {
				recv := factoryCall(f, fn, strings.Count(m, ".")+1)
				if f.Contains(r.Retries.Off) && r.off.Match(f.Src) {
					return nil
				}
				if src := jsfactory.FactorySource(f, recv); src != nil && r.off.Match(src) {
					return nil // the factory turns the library's retries off
				}
				return r.Row
			}
		}
	}
	return nil
}

// factoryCall returns the call a local is bound to when that local is the
// root of member expression fn, segs member segments up
// (`client.comment.create` with segs 2 gives the value of client), or nil.
func factoryCall(f *model.File, fn *model.Node, segs int) *model.Node {
	obj := fn
	for i := 0; i < segs && obj != nil; i++ {
		if obj.Sym() == model.SymCallExpression { // an accessor without arguments
			obj = model.Callee(obj)
		}
		if obj == nil || obj.Sym() != model.SymMemberExpression {
			return nil
		}
		obj = model.Unwrap(obj.ChildByFieldName("object"))
	}
	if obj == nil || obj.Sym() != model.SymIdentifier {
		return nil
	}
	v := model.Unwrap(f.Resolve(obj))
	if v == nil || v == obj || v.Sym() != model.SymCallExpression {
		return nil
	}
	return v
}

// factoryRow returns the row of the client the factory call at the root of
// fn builds (jsfactory.Row), or nil.
func factoryRow(f *model.File, fn *model.Node, segs int) *libmodels.Row {
	recv := factoryCall(f, fn, segs)
	if recv == nil {
		return nil
	}
	return jsfactory.Row(f, libmodels.Builtin(), recv)
}
