// Package sdkdiag is a diagnostic of library coverage, off by default:
// with RC_SDK_DIAG set to a file path, a whole-repository scan appends to
// that file one line per Python call made in an MCP handler or in a
// function a handler reaches (package xresdiag's reach), saying whether a
// library row (libmodels) judges it, and one line per construction from a
// third-party package anywhere in the scanned files. It is how
// bench/realcode/sdkgap_calls.py counts, over the blind set's servers, the
// third-party calls reached from tool handlers that no row models and the
// calls to modelled packages whose client the row mechanism does not follow.
// It changes no output.
package sdkdiag

import (
	"github.com/resilience-check/resilience-check/checks/facts/pyctor"
	"os"
	"strings"
	"sync"

	"github.com/resilience-check/resilience-check/checks/facts/bounds"
	"github.com/resilience-check/resilience-check/checks/facts/genclient"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// Env is the environment variable naming the diagnostic's output file.
const Env = "RC_SDK_DIAG"

// On reports whether the diagnostic is asked for.
func On() bool { return os.Getenv(Env) != "" }

var (
	setOnce sync.Once
	set     *libmodels.Set
	rowPkgs map[string]bool // top-level packages of the Python rows' modules
)

func rows() (*libmodels.Set, map[string]bool) {
	setOnce.Do(func() {
		set = libmodels.Builtin()
		rowPkgs = map[string]bool{}
		for _, r := range set.Select(func(r *libmodels.Row) bool { return r.Lang == libmodels.Python }) {
			rowPkgs[r.Module] = true
		}
	})
	return set, rowPkgs
}

// modelled reports whether a row's module is pkg or inside it, or pkg is
// inside a row's module.
func modelled(pkgs map[string]bool, pkg string) bool {
	for m := range pkgs {
		if m == pkg || strings.HasPrefix(m, pkg+".") || strings.HasPrefix(pkg, m+".") {
			return true
		}
	}
	return false
}

// Classify returns what the library rows make of a Python call, as
// tab-separated "class pkg detail": class row (a row names the callee or
// the method of its client), client-norow (the receiver is traced to a
// third-party constructor no row names), norow-pkg / norow-fn (the callee
// is a third-party name of a package with no row / with rows, none for
// it), recv (a method call on a receiver that is no import and that no
// rule traces to a constructor: detail is the receiver's text), "" for the
// rest (the standard library, pure packages, the repository's own names).
func Classify(f *model.File, call *model.Node) string {
	if f.Lang != model.LangPython {
		return ""
	}
	set, pkgs := rows()
	callee := model.Callee(call)
	if callee == nil {
		return ""
	}
	q := model.CalleeName(f, call)
	if q != "" {
		if r := genclient.Lookup(f, set, libmodels.Python, q); r != nil {
			return "row\t" + r.Module + "\t" + q
		}
	}
	if callee.Sym() == model.SymAttribute {
		if r := bounds.PyMethodRow(f, set, callee); r != nil {
			return "row\t" + r.Module + "\t" + f.Text(callee)
		}
	}
	if q != "" {
		pkg := thirdparty.Package(f, q)
		if pkg == "" || thirdparty.Pure(f, q) {
			return ""
		}
		if modelled(pkgs, pkg) {
			return "norow-fn\t" + pkg + "\t" + q
		}
		return "norow-pkg\t" + pkg + "\t" + q
	}
	if callee.Sym() != model.SymAttribute {
		return ""
	}
	obj := model.Unwrap(callee.ChildByFieldName("object"))
	if obj == nil {
		return ""
	}
	if ctor := pyctor.Of(f, obj); ctor != "" {
		if r := genclient.Lookup(f, set, libmodels.Python, ctor); r != nil {
			return "row\t" + r.Module + "\t" + ctor + "." + f.Text(callee.ChildByFieldName("attribute"))
		}
		if pkg := thirdparty.Package(f, ctor); pkg != "" && !thirdparty.Pure(f, ctor) {
			return "client-norow\t" + pkg + "\t" + ctor
		}
	}
	t := f.Text(obj)
	if i := strings.IndexByte(t, '\n'); i >= 0 {
		t = t[:i]
	}
	if len(t) > 80 {
		t = t[:80]
	}
	return "recv\t" + shape(f, obj) + "\t" + strings.ReplaceAll(t, "\t", " ")
}

// shape names how an untraced receiver is bound: param (a parameter,
// ":Type" when annotated), import (a name imported from another module of
// the repository), call-import:NAME / call-local:NAME / call:NAME (the
// value of a call of an imported, a file-level or another function),
// self-param / self-call:NAME / self-none (a self member assigned from a
// parameter, a call, or nowhere in the file), attr (a deeper attribute),
// other.
func shape(f *model.File, obj *model.Node) string {
	callShape := func(c *model.Node) string {
		fn := model.Callee(c)
		if fn == nil {
			return "call:?"
		}
		t := f.Text(fn)
		head := t
		if i := strings.IndexByte(head, '.'); i >= 0 {
			head = head[:i]
		}
		if _, ok := f.Imports()[head]; ok {
			return "call-import:" + t
		}
		if d := f.LocalFunc(fn); d != nil {
			return "call-local:" + t
		}
		return "call:" + t
	}
	switch obj.Sym() {
	case model.SymCall:
		return callShape(obj)
	case model.SymIdentifier:
		name := f.Text(obj)
		if _, ok := f.Imports()[name]; ok && f.Lookup(name, obj) == nil {
			return "import:" + f.Imports()[name]
		}
		v := f.Lookup(name, obj)
		if v == nil {
			if p := paramOf(f, obj, name); p != "" {
				return p
			}
			return "unbound"
		}
		v = model.Unwrap(v)
		if v.Sym() == model.SymCall {
			return callShape(v)
		}
		if v.Sym() == model.SymIdentifier {
			if p := paramOf(f, v, f.Text(v)); p != "" {
				return "via-" + p
			}
		}
		return "value:" + v.Sym().String()
	case model.SymAttribute:
		if !model.IsSelfMember(f.Text(obj)) {
			return "attr"
		}
		v := f.Lookup(f.Text(obj), obj)
		if v == nil {
			return "self-none"
		}
		v = model.Unwrap(v)
		switch v.Sym() {
		case model.SymCall:
			return "self-" + callShape(v)
		case model.SymIdentifier:
			if p := paramOf(f, v, f.Text(v)); p != "" {
				return "self-" + p
			}
			return "self-ident"
		}
		return "self-value:" + v.Sym().String()
	}
	return "other"
}

// paramOf returns "param" or "param:Type" when name is a parameter of a
// function enclosing n, else "".
func paramOf(f *model.File, n *model.Node, name string) string {
	for fn := model.EnclosingFunc(n); fn != nil; fn = model.EnclosingFunc(fn) {
		params := fn.ChildByFieldName("parameters")
		if params == nil {
			continue
		}
		for i := 0; i < int(params.NamedChildCount()); i++ {
			p := params.NamedChild(i)
			var id, typ *model.Node
			switch p.Sym() {
			case model.SymIdentifier:
				id = p
			case model.SymTypedParameter:
				if p.NamedChildCount() > 0 {
					id = p.NamedChild(0)
				}
				typ = p.ChildByFieldName("type")
			case model.SymDefaultParameter, model.SymTypedDefaultParameter:
				id, typ = p.ChildByFieldName("name"), p.ChildByFieldName("type")
			}
			if id != nil && f.Text(id) == name {
				if typ != nil {
					return "param:" + strings.ReplaceAll(f.Text(typ), "\n", " ")
				}
				return "param"
			}
		}
	}
	return ""
}

var (
	mu    sync.Mutex
	ctors []string
)

// Constructions records the file's calls of a third-party, non-pure
// callee assigned to a name ("x = pkg.Client(...)", "self._c = ..."):
// "ctor path:line pkg target row", for Report.
func Constructions(f *model.File) {
	if f.Lang != model.LangPython {
		return
	}
	set, _ := rows()
	var out []string
	f.NodesOf(model.NewSymBitset(model.SymCall), func(n *model.Node) bool {
		q := model.CalleeName(f, n)
		if q == "" {
			return true
		}
		pkg := thirdparty.Package(f, q)
		if pkg == "" || thirdparty.Pure(f, q) {
			return true
		}
		p := n.Parent()
		for p != nil && (p.Sym() == model.SymAwait || p.Sym() == model.SymParenthesizedExpression) {
			p = p.Parent()
		}
		target := ""
		if p != nil && p.Sym() == model.SymAssignment {
			target = f.Text(p.ChildByFieldName("left"))
		} else if p != nil && p.Sym() == model.SymReturnStatement {
			if fn := model.EnclosingFunc(n); fn != nil {
				target = "return " + f.Text(fn.ChildByFieldName("name"))
			}
		}
		if target == "" || strings.ContainsAny(target, "\n\t") {
			return true
		}
		row := "-"
		if r := genclient.Lookup(f, set, libmodels.Python, q); r != nil {
			row = r.Name
		}
		l, _ := f.Position(int(n.StartByte()))
		out = append(out, strings.Join([]string{"ctor", f.Path + ":" + model.Itoa(l), pkg, q, target, row}, "\t"))
		return true
	})
	if len(out) > 0 {
		mu.Lock()
		ctors = append(ctors, out...)
		mu.Unlock()
	}
}

// Report appends the recorded constructions and the given call lines to
// the file Env names.
func Report(calls []string) error {
	w, err := os.OpenFile(os.Getenv(Env), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	defer w.Close()
	mu.Lock()
	lines := append(ctors, calls...)
	ctors = nil
	mu.Unlock()
	if len(lines) == 0 {
		return nil
	}
	_, err = w.WriteString(strings.Join(lines, "\n") + "\n")
	return err
}
