package summary

import (
	"github.com/resilience-check/resilience-check/checks/summary/scopes"
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
	c, r, ok := p.callAt(filePath, line, col, name)
	if !ok {
		return CallTarget{}
	}
	if r == none {
		return CallTarget{Recorded: true, Callee: c.Callee}
	}
	fn := p.files[r.file].Funcs[r.fn]
	return CallTarget{Recorded: true, Callee: c.Callee, Path: p.files[r.file].Path, Func: fn.Name, Line: fn.Line, Col: fn.Col}
}

// callAt finds the recorded call CallAt and Settles describe and the
// function Link resolved it to (none when it did not resolve); ok is false
// when the file's summary holds no such call.
func (p *Program) callAt(filePath string, line, col int, name string) (c Call, r ref, ok bool) {
	fi, ok := p.byPath[filePath]
	if !ok {
		return Call{}, none, false
	}
	for k, c := range p.files[fi].Calls {
		if c.Line == line && c.Col == col && (c.Callee == name || strings.HasSuffix(c.Callee, "."+name)) {
			return c, p.target[fi][k], true
		}
	}
	return Call{}, none, false
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

// Linked returns what Link made of the summaries, for the packages that
// judge linked calls (checks/summary/cbcall): the files read, what call k
// of file fi resolved to (file and function index; -1, -1 for none), and
// whether function fn of file fi raises errors of an origin the summaries
// know after Report's rounds (a driver's, an upstream's, an SDK's; false
// before Report).
func (p *Program) Linked() (files []*File, target func(fi, k int) (int, int), raises func(fi, fn int) bool) {
	return p.files, func(fi, k int) (int, int) { r := p.target[fi][k]; return r.file, r.fn },
		func(fi, fn int) bool { return p.xerrs != nil && len(p.xerrs[fi][fn]) > 0 }
}

// Settles reports whether the call of name at line and col of filePath (the
// position of its callee, as Call records it) resolves to a function that
// handles its own failure (Func.Settles), so that it cannot reject a
// Promise.all it is an element of. A call that does not resolve does not
// settle.
func (p *Program) Settles(filePath string, line, col int, name string) bool {
	_, r, ok := p.callAt(filePath, line, col, name)
	return ok && r != none && p.files[r.file].Funcs[r.fn].Settles
}
