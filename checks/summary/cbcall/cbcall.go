// Package cbcall judges, over the linked function summaries, the calls of
// callables RC402's low findings name (checks, unseen.go): whether a
// helper a try block hands a callable calls that parameter (CallsParam),
// and whether a helper's own call of its parameter runs a callable some
// caller hands it whose errors are not in sight (HandedHidden). Python and
// JS/TS; what does not resolve is not counted (docs/cross-file.md,
// "Callables handed to a helper").
package cbcall

import (
	"slices"
	"strings"

	"github.com/resilience-check/resilience-check/checks/summary"
)

// linked is summary.Program.Linked's answer.
type linked struct {
	files  []*summary.File
	target func(fi, k int) (int, int)
	raises func(fi, fn int) bool
}

func view(p *summary.Program) linked {
	fs, t, r := p.Linked()
	return linked{fs, t, r}
}

// find returns the file index of path and the index of its call whose
// callee starts at line:col and whose last name is name (summary.CallAt's
// match; exact when bare), or -1, -1.
func (l linked) find(path string, line, col int, name string, bare bool) (int, int) {
	for fi, f := range l.files {
		if f.Path != path {
			continue
		}
		for k, c := range f.Calls {
			if c.Line == line && c.Col == col && (c.Callee == name || !bare && strings.HasSuffix(c.Callee, "."+name)) {
				return fi, k
			}
		}
		return fi, -1
	}
	return -1, -1
}

// CallsParam reports whether the call of file path whose callee starts at
// line:col and whose last name is name resolves to a function that calls
// its positional parameter idx (0-based; Python's self not counted) by its
// bare name in its own body, outside a try that keeps the error
// (Call.Caught) and not in a callback of its own (Call.Nested): a helper
// that runs the callable it is handed and lets what it raises out
// (`_fetch_with_retry(fetch_func, *args)` doing `fetch_func(*args)`). False
// when the call does not resolve.
func CallsParam(p *summary.Program, path string, line, col int, name string, idx int) bool {
	l := view(p)
	fi, k := l.find(path, line, col, name, false)
	if k < 0 || idx < 0 {
		return false
	}
	tf, tn := l.target(fi, k)
	if tf < 0 {
		return false
	}
	fn := l.files[tf].Funcs[tn]
	if idx >= len(fn.Params) || fn.Params[idx] == "" {
		return false
	}
	for _, d := range l.files[tf].Calls {
		if d.Func == tn && d.Callee == fn.Params[idx] && !d.Caught && !d.Nested {
			return true
		}
	}
	return false
}

// HandedHidden reports whether the bare call of file path whose callee
// name starts at line:col calls a parameter of the function it is made in,
// or of a named function that one is nested in (paramOwner: a wrapper
// factory's closure), that some call the summaries resolve to that function hands a callable
// whose errors are not in sight (Call.Cbs, cbargs): one of its calls does
// not resolve to a function of the repository or resolves to one that
// raises errors of a known origin, or it is a method reference handed
// uncalled. False when the call itself resolves (fnparam's binding: the
// summaries judge it), when no caller resolves, or when every callable the
// callers hand calls only functions the summaries read and find raising
// nothing of the outside.
func HandedHidden(p *summary.Program, path string, line, col int, name string) bool {
	l := view(p)
	fi, k := l.find(path, line, col, name, true)
	if k < 0 {
		return false
	}
	c := l.files[fi].Calls[k]
	if tf, _ := l.target(fi, k); tf >= 0 || c.Func < 0 {
		return false
	}
	owner, idx := l.paramOwner(fi, c.Func, name)
	if idx < 0 {
		return false
	}
	for fj, g := range l.files {
		for m, d := range g.Calls {
			if tf, tn := l.target(fj, m); tf != fi || tn != owner {
				continue
			}
			for _, cb := range d.Cbs {
				if cb.Index != idx {
					continue
				}
				for _, s := range cb.Calls {
					if s.Name == "" || l.raisesAt(fj, s.Line, s.Col, s.Name) {
						return true
					}
				}
			}
		}
	}
	return false
}

// paramOwner returns the function of file fi, fn or a named function it
// is nested in (Func.Outer, at most maxClosure out), whose positional
// parameter name is, and that parameter's index: a decorator's or wrapper
// factory's parameter that its inner function calls (`def wrapper(a):
// return fn(a)` inside `def safe(fn)`), the nearest first. -1, -1 for none.
func (l linked) paramOwner(fi, fn int, name string) (int, int) {
	for i := 0; fn >= 0 && i < maxClosure; i++ {
		d := l.files[fi].Funcs[fn]
		if idx := slices.Index(d.Params, name); idx >= 0 {
			return fn, idx
		}
		fn = d.Outer - 1
	}
	return -1, -1
}

// maxClosure bounds how many named functions out paramOwner looks.
const maxClosure = 3

// raisesAt reports whether the call of file fi whose callee named name
// starts at line:col does not resolve to a function of the repository, or
// resolves to one that raises errors of an origin the summaries know.
func (l linked) raisesAt(fi, line, col int, name string) bool {
	for k, c := range l.files[fi].Calls {
		if c.Line != line || c.Col != col || c.Callee != name && !strings.HasSuffix(c.Callee, "."+name) {
			continue
		}
		tf, tn := l.target(fi, k)
		return tf < 0 || l.raises(tf, tn)
	}
	return true
}
