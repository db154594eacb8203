package summary

import (
	"github.com/resilience-check/resilience-check/checks/summary/scopes"
	"slices"
	"strings"
)

// CallTarget is what Link made of one recorded call, for diagnostics
// (package checks/xresdiag): Recorded says the file's summary holds a call
// whose callee starts there; Path and Func name the function it resolved
// to, empty when it did not resolve.
type CallTarget struct {
	Recorded   bool
	Callee     string // the recorded call's callee (Call.Callee)
	Path, Func string
	Line, Col  int // the resolved function's start
}

// CallAt returns what Link made of the call of file filePath whose callee
// starts at line:col (1-based line, as Hop) and whose callee's last name is
// name (`f(x).trim()` starts where `f(x)` does).
func (p *Program) CallAt(filePath string, line, col int, name string) CallTarget {
	fi, ok := p.byPath[filePath]
	if !ok {
		return CallTarget{}
	}
	for k, c := range p.files[fi].Calls {
		if c.Line != line || c.Col != col || c.Callee != name && !strings.HasSuffix(c.Callee, "."+name) {
			continue
		}
		r := p.target[fi][k]
		if r == none {
			return CallTarget{Recorded: true, Callee: c.Callee}
		}
		fn := p.files[r.file].Funcs[r.fn]
		return CallTarget{Recorded: true, Callee: c.Callee, Path: p.files[r.file].Path, Func: fn.Name, Line: fn.Line, Col: fn.Col}
	}
	return CallTarget{}
}

// nested finds the function a bare name means at a call on line of file fi
// when a function-like node around the call declares one of that name
// (Func.In, scopes.Pick), or none.
func (p *Program) nested(fi int, name string, line int) ref {
	if p.nestedBy == nil {
		p.nestedBy = make([]map[string][]int, len(p.files))
	}
	if p.nestedBy[fi] == nil {
		p.nestedBy[fi] = map[string][]int{} // built once per file
		for j, fn := range p.files[fi].Funcs {
			if fn.In[0] > 0 {
				p.nestedBy[fi][fn.Name] = append(p.nestedBy[fi][fn.Name], j)
			}
		}
	}
	js := p.nestedBy[fi][name]
	if len(js) == 0 {
		return none
	}
	ds := make([]scopes.Decl, len(js))
	for i, j := range js {
		ds[i] = scopes.Decl{Line: p.files[fi].Funcs[j].Line, In: p.files[fi].Funcs[j].In}
	}
	if i := scopes.Pick(ds, line); i >= 0 {
		return ref{fi, js[i]}
	}
	return none
}

// CallsParam reports whether the call of file filePath whose callee starts
// at line:col and whose last name is name (as CallAt) resolves to a
// function that calls its positional parameter idx (0-based; Python's self
// not counted) by its bare name in its own body, outside a try that keeps
// the error (Call.Caught) and not in a callback of its own (Call.Nested):
// a helper that runs the callable it is handed and lets what it raises out
// (`_fetch_with_retry(fetch_func, *args)` doing `fetch_func(*args)`). False
// when the call does not resolve.
func (p *Program) CallsParam(filePath string, line, col int, name string, idx int) bool {
	fi, ok := p.byPath[filePath]
	if !ok || idx < 0 {
		return false
	}
	for k, c := range p.files[fi].Calls {
		if c.Line != line || c.Col != col || c.Callee != name && !strings.HasSuffix(c.Callee, "."+name) {
			continue
		}
		r := p.target[fi][k]
		if r == none {
			return false
		}
		fn := p.files[r.file].Funcs[r.fn]
		if idx >= len(fn.Params) || fn.Params[idx] == "" {
			return false
		}
		for _, d := range p.files[r.file].Calls {
			if d.Func == r.fn && d.Callee == fn.Params[idx] && !d.Caught && !d.Nested {
				return true
			}
		}
		return false
	}
	return false
}

// raises reports whether the call of file fi whose callee named name
// starts at line:col does not resolve to a function of the repository, or
// resolves to one that raises errors of an origin the summaries know
// (xerrs after Report: a driver's, an upstream's, an SDK's).
func (p *Program) raises(fi, line, col int, name string) bool {
	for k, c := range p.files[fi].Calls {
		if c.Line != line || c.Col != col || c.Callee != name && !strings.HasSuffix(c.Callee, "."+name) {
			continue
		}
		r := p.target[fi][k]
		return r == none || p.xerrs != nil && len(p.xerrs[r.file][r.fn]) > 0
	}
	return true
}

// HandedHidden reports whether the bare call of file filePath whose callee
// name starts at line:col calls a parameter of the function it is made in
// that some call the summaries resolve to that function hands a callable
// whose errors are not in sight (Call.Cbs, cbargs): one of its calls does
// not resolve to a function of the repository or resolves to one that
// raises errors of a known origin (raises), or it is a method reference
// handed uncalled. False when the call itself resolves (fnparam's binding:
// the summaries judge it), when no caller resolves, or when every callable
// the callers hand calls only functions the summaries read and find
// raising nothing of the outside.
func (p *Program) HandedHidden(filePath string, line, col int, name string) bool {
	fi, ok := p.byPath[filePath]
	if !ok {
		return false
	}
	for k, c := range p.files[fi].Calls {
		if c.Line != line || c.Col != col || c.Callee != name {
			continue
		}
		if p.target[fi][k] != none || c.Func < 0 {
			return false
		}
		idx := slices.Index(p.files[fi].Funcs[c.Func].Params, name)
		if idx < 0 {
			return false
		}
		helper := ref{file: fi, fn: c.Func}
		for fj, g := range p.files {
			for m, d := range g.Calls {
				if p.target[fj][m] != helper {
					continue
				}
				for _, cb := range d.Cbs {
					if cb.Index != idx {
						continue
					}
					for _, s := range cb.Calls {
						if s.Name == "" || p.raises(fj, s.Line, s.Col, s.Name) {
							return true
						}
					}
				}
			}
		}
		return false
	}
	return false
}
