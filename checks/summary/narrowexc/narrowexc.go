// Package narrowexc is the exception class flow of RC402 for a Python
// `except` clause that names only narrow builtin classes (`except
// ValueError as e`, `except (KeyError, TypeError)`): such a clause catches,
// of the errors a library call raises, only those of its classes, and a
// library whose documented exception hierarchy puts every failure that
// carries upstream detail outside them (httpx: every transport and status
// error derives from httpx.HTTPError, an Exception) sends it nothing of the
// upstream. The function summaries (checks/summary) record, per error
// effect, the library whose classes are known (Module, effect.ErrorEffect.Mod);
// the leak records the clause's classes (Catches, xfacts.Leak.Catches); an
// effect the clause cannot catch (Misses) is not the leak's origin.
//
// Never a false pass: what is not known keeps the effect. A call of a
// library with no row, a call inside a try whose handler raises a new error
// from the caught one, a function or region that raises an error with text
// that is not fixed (the class of a project's exception is not followed),
// and effects passed on from callees (the summaries keep no class through a
// call) all keep their origin. Source: CWE-209; the peer rule is CodeQL's
// py/stack-trace-exposure, which follows the exception classes a handler
// catches.
package narrowexc

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/errorigin"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// narrowBuiltins are the builtin exception classes a narrow clause may
// name: none of them is a base of an OSError, a network client's or a
// driver's error (https://docs.python.org/3/library/exceptions.html#exception-hierarchy).
var narrowBuiltins = map[string]bool{
	"ValueError": true, "TypeError": true, "KeyError": true, "IndexError": true, "LookupError": true,
	"AttributeError": true, "RuntimeError": true, "NotImplementedError": true, "AssertionError": true,
	"ZeroDivisionError": true, "ArithmeticError": true, "UnicodeError": true, "UnicodeDecodeError": true,
	"UnicodeEncodeError": true, "json.JSONDecodeError": true,
}

// lib is a library whose exceptions of the narrow builtin classes carry no
// upstream detail: the classes, and the page their hierarchy is read from.
type lib struct {
	classes map[string]bool
	source  string
}

// libs are the rows, by top-level module: the library rows with
// narrow_errors (libmodels/data/narrow-errors.yml, httpx's HTTPError row
// in python-http.yml). The builtin open is the module "builtins".
var libs = func() map[string]lib {
	out := map[string]lib{}
	for _, r := range libmodels.Builtin().Select(func(r *libmodels.Row) bool { return r.NarrowErrors != nil }) {
		l := lib{classes: map[string]bool{}, source: r.NarrowErrors.URL}
		for _, c := range r.NarrowErrors.Classes {
			l.classes[c] = true
		}
		out[r.Module] = l
	}
	return out
}()

// Source returns the page a library row was read from ("" when none).
func Source(mod string) string { return libs[mod].source }

// Module returns the library of Python call n whose narrow exception
// classes are known (a key of libs), or "" when that is not known: the
// call is of no such library, or the function around it raises an error
// of its own with text that is not fixed, or n sits in a try whose handler
// raises a new error (`except httpx.HTTPError as e: raise ValueError(str(e))`),
// whose class is not the library's.
func Module(f *model.File, n *model.Node) string {
	if f.Lang != model.LangPython {
		return ""
	}
	if mod := callModule(f, n); mod != "" && Keeps(f, n) {
		return mod
	}
	return ""
}

// memo caches, per file, fixedRaises of a function body and wraps of a try
// statement by the node's span: every call of a function asks.
type memo struct{ fixed, wraps map[uint64]bool }

var memoKey = model.NewFactKey[*memo]("narrowexc.memo")

func memoOf(f *model.File) *memo {
	return model.Fact(f, memoKey, func(*model.File) *memo {
		return &memo{fixed: map[uint64]bool{}, wraps: map[uint64]bool{}}
	})
}

// cached returns m[n's start], computing it with fn on the first ask.
func cached(m map[uint64]bool, n *model.Node, fn func() bool) bool {
	k := uint64(n.StartByte())<<32 | uint64(n.EndByte())
	if v, ok := m[k]; ok {
		return v
	}
	v := fn()
	m[k] = v
	return v
}

// Keeps reports whether the errors Python call n raises leave the function
// around it with their class (a caller's narrow clause sees them as they
// were raised): n sits in no try whose handler raises a new error, and the
// function raises no error of its own with text that is not fixed. The
// summaries pass a callee's library (effect.ErrorEffect.Mod) on through
// such a call only (effect.Hop.Keeps).
func Keeps(f *model.File, n *model.Node) bool {
	if f.Lang != model.LangPython {
		return false
	}
	m := memoOf(f)
	for p := n.Parent(); p != nil; p = p.Parent() {
		switch p.Sym() {
		case model.SymTryStatement:
			if cached(m.wraps, p, func() bool { return wraps(f, p) }) {
				return false
			}
		case model.SymFunctionDefinition, model.SymLambda:
			return cached(m.fixed, p, func() bool { return fixedRaises(f, p.ChildByFieldName("body")) })
		}
	}
	return cached(m.fixed, f.Root, func() bool { return fixedRaises(f, f.Root) })
}

// callModule is the top-level module of the library call n makes, when
// it has a row: `httpx.get(...)`, `httpx.Timeout(...)`, or a method on an
// httpx client the file builds (`self.client.post(...)` with `self.client =
// httpx.AsyncClient()`).
func callModule(f *model.File, n *model.Node) string {
	return callModuleAt(f, n, 0)
}

// callModuleAt is callModule, also for a method on the value another
// library call returned (`r = self.client.post(u); r.raise_for_status()`:
// an httpx Response), up to depth 2.
func callModuleAt(f *model.File, n *model.Node, depth int) string {
	fn := model.Callee(n)
	if fn == nil || depth > 2 {
		return ""
	}
	if q := model.ImportedName(f, fn); q != "" {
		m, _, _ := strings.Cut(q, ".")
		if _, ok := libs[m]; ok {
			return m
		}
		return ""
	}
	if fn.Sym() == model.SymIdentifier && f.Text(fn) == "open" && f.Lookup("open", fn) == nil {
		return "builtins" // the builtin open
	}
	if fn.Sym() != model.SymAttribute {
		return ""
	}
	obj := model.Unwrap(f.Resolve(fn.ChildByFieldName("object")))
	if obj != nil && obj.Sym() == model.SymAwait {
		obj = model.Unwrap(obj.NamedChild(0))
	}
	if rq := model.CalleeName(f, obj); model.PyHTTPXClients[rq] {
		return "httpx"
	}
	if obj != nil && obj.Sym() == model.SymCall {
		return callModuleAt(f, obj, depth+1)
	}
	return ""
}

// wraps reports whether a handler of try statement t raises an error of
// its own (a call: `raise ValueError(f"failed: {e}")`), whose class is not
// that of the calls in its body.
func wraps(f *model.File, t *model.Node) bool {
	found := false
	for i := 0; i < int(t.NamedChildCount()) && !found; i++ {
		h := t.NamedChild(i)
		if h.Sym() != model.SymExceptClause {
			continue
		}
		model.Walk(h, func(m *model.Node) bool {
			switch m.Sym() {
			case model.SymFunctionDefinition, model.SymLambda:
				return false
			case model.SymRaiseStatement:
				if v := model.Unwrap(m.NamedChild(0)); v != nil && v.Sym() != model.SymComment && v.Sym() != model.SymIdentifier {
					found = true
				}
				return false
			}
			return !found
		})
	}
	return found
}

// fixedRaises reports whether every raise in body (not in nested
// functions) raises an error a narrow clause sees only with fixed text:
// a bare `raise`, a caught error raised again by name, an `Exception(...)`
// (no narrow clause catches it), or a class called with string literals
// only (`raise ValueError("missing key")`). An f-string or a variable may
// hold an upstream's text.
func fixedRaises(f *model.File, body *model.Node) bool {
	if body == nil {
		return true
	}
	ok := true
	model.Walk(body, func(m *model.Node) bool {
		if !ok {
			return false
		}
		switch m.Sym() {
		case model.SymFunctionDefinition, model.SymLambda, model.SymClassDefinition:
			return m == body
		case model.SymRaiseStatement:
			v := model.Unwrap(m.NamedChild(0))
			if v == nil || v.Sym() == model.SymComment || v.Sym() == model.SymIdentifier {
				return false
			}
			if v.Sym() != model.SymCall {
				ok = false
				return false
			}
			if name := f.Text(model.Callee(v)); name == "Exception" {
				return false
			}
			for i := 0; i < model.NumArgs(v); i++ {
				if a := model.Unwrap(model.Arg(v, i)); a == nil || a.Sym() != model.SymString || hasInterpolation(a) {
					ok = false
				}
			}
			return false
		}
		return true
	})
	return ok
}

// hasInterpolation reports an f-string with a `{...}` field.
func hasInterpolation(s *model.Node) bool {
	found := false
	model.Walk(s, func(m *model.Node) bool {
		if m.Sym() == model.SymInterpolation {
			found = true
		}
		return !found
	})
	return found
}

// Catches returns the classes of the except clause that binds error
// identifier id (`except ValueError as e`) when it names only narrow
// builtin classes and its try block raises no error of its own with text
// that is not fixed (fixedRaises, wraps for the tries inside it); nil
// otherwise (a broad or library clause, JS, Go).
func Catches(f *model.File, id *model.Node) []string {
	if f.Lang != model.LangPython || id == nil {
		return nil
	}
	name := f.Text(id)
	for p := id.Parent(); p != nil; p = p.Parent() {
		switch p.Sym() {
		case model.SymExceptClause:
			head := f.Text(p)
			head = head[:strings.IndexByte(head+":", ':')]
			if !strings.Contains(head, " as "+name) {
				return nil
			}
			types := errorigin.PyExceptTypeNames(f, p)
			for _, t := range types {
				if !narrowBuiltins[t] || !strings.Contains(t, ".") && f.Lookup(t, p) != nil {
					return nil
				}
			}
			try := p.Parent()
			if len(types) == 0 || try == nil || try.Sym() != model.SymTryStatement {
				return nil
			}
			body := try.ChildByFieldName("body")
			if !fixedRaises(f, body) {
				return nil
			}
			inner := false
			model.Walk(body, func(m *model.Node) bool {
				if m.Sym() == model.SymTryStatement && wraps(f, m) {
					inner = true
				}
				return !inner
			})
			if inner {
				return nil
			}
			return types
		case model.SymFunctionDefinition, model.SymLambda, model.SymClassDefinition:
			return nil
		}
	}
	return nil
}

// Misses reports whether a clause catching only classes (Catches) cannot
// catch an error the library mod (Module) raises with upstream detail:
// mod has a row and every class is one its row lists.
func Misses(classes []string, mod string) bool {
	l, ok := libs[mod]
	if len(classes) == 0 || !ok {
		return false
	}
	for _, c := range classes {
		if !l.classes[c] {
			return false
		}
	}
	return true
}
