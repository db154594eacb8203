package fwd

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/pyctor"
	"github.com/resilience-check/resilience-check/checks/model"
)

// PySession reports whether Python callee fn is a request method of a
// requests.Session the file builds (`self.session.request(method, url,
// **kwargs)` with `self.session = requests.Session()` in `__init__`, or a
// session a helper of the file returns, pyctor.Of): like requests.request
// itself, a session sets no timeout of its own ("timeouts ... are not set by
// default", requests docs, Advanced Usage: Timeouts), so a helper that
// passes its **kwargs on forwards the only bound the request can have
// (summary's forward, issue 18). A file that mounts an adapter on a session
// (`s.mount(prefix, TimeoutHTTPAdapter(...))`) may give it a default
// timeout, and is not read (rule RC101's FactSessionDefault, the same
// judgement in-file).
func PySession(f *model.File, fn *model.Node) bool {
	if fn == nil || f.Lang != model.LangPython || fn.Sym() != model.SymAttribute || !model.PyHTTPMethods[f.Text(fn.ChildByFieldName("attribute"))] {
		return false
	}
	if f.Contains(".mount(") { // memoised per file: asked for every request method call
		return false
	}
	obj := fn.ChildByFieldName("object")
	if obj == nil {
		return false
	}
	return model.PySessions[model.CalleeName(f, f.Resolve(obj))] || model.PySessions[pyctor.Of(f, obj)]
}

// KwargsTimeout reports whether the function around call n gives its
// **kwargs (named kw) a timeout itself before passing them on:
// `kwargs.setdefault("timeout", 10)`, `kwargs["timeout"] = ...`, `if
// "timeout" not in kwargs:`, the usual way a Python API client defaults it.
// The forward then has a bound whatever its callers pass.
func KwargsTimeout(f *model.File, n *model.Node, kw string) bool {
	fn := model.EnclosingFunc(n)
	if fn == nil || kw == "" {
		return false
	}
	body := f.Text(fn)
	for _, pat := range []string{kw + `.setdefault("timeout"`, kw + `.setdefault('timeout'`, kw + `["timeout"] =`, kw + `['timeout'] =`,
		`"timeout" not in ` + kw, `'timeout' not in ` + kw} {
		if strings.Contains(body, pat) {
			return true
		}
	}
	return false
}

// PyCallName names a Python requests call forwarding **kwargs in a chain:
// q, its qualified name, for a module function (requests.post), else the
// callee's text (self.session.request, PySession).
func PyCallName(f *model.File, fn *model.Node, q string) string {
	if model.PyRequestsFuncs[q] {
		return q
	}
	return f.Text(fn)
}
