package summary

import (
	"slices"
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/checks/summary/gocha"
)

// maxImpls bounds the types of the module with a method of the called name
// that goImpl compares with the interface's method set: past it the call
// stays unresolved (unknown, never safe).
const maxImpls = 64

// goImpl resolves method m called on interface iface of the Go package at
// dir to the method of the one type of the module (any package read) whose
// method set has every method iface declares: a class-hierarchy analysis,
// as CodeQL's Go virtual dispatch resolves an interface call to the types
// implementing it (a handler's `repo serviceRepoClient` field whose only
// implementation is pkg/client's API client). Test doubles (gocha.Double)
// and delegating wrappers (gocha.Workers: a use case holding the
// interface) are no implementations. With two implementations or more the
// call stays unresolved (unknown, never safe): picking either would hide
// the other's defect or report one that is not there.
func (p *Program) goImpl(dir, iface, m string) ref {
	if len(p.goIfaceMethods[dir][iface]) == 0 {
		return none
	}
	key := dir + "\x00" + iface + "." + m
	if r, ok := p.goImpls[key]; ok {
		return r
	}
	found := none
	if cs, ok := p.goImplementers(dir, iface, m); ok && len(cs) == 1 {
		found = cs[0].R
	}
	if p.goImpls == nil {
		p.goImpls = map[string]ref{}
	}
	p.goImpls[key] = found
	return found
}

// goImplementers returns the methods m of the types of the module (any
// package read, test doubles and wrappers left out) that implement iface of
// the package at dir: every method it declares, or m alone when its
// declaration was not read; ok is false past maxImpls candidates.
func (p *Program) goImplementers(dir, iface, m string) ([]gocha.Impl[ref], bool) {
	if p.goByMethod == nil {
		p.goByMethod = gocha.Index(p.goMethods, func(r ref) string { return p.files[r.file].Path })
	}
	ms := p.goIfaceMethods[dir][iface]
	if len(ms) == 0 {
		ms = []string{m}
	}
	cands := p.goByMethod[m]
	cs := gocha.Implementers(cands, ms, func(d, k string) bool { _, ok := p.goMethods[d][k]; return ok })
	return gocha.Workers(cs, p.goDelegates(iface, m, cs)), len(cands) <= maxImpls
}

// goDelegates reports whether implementer c's method m hands the call on (gocha.Delegates).
func (p *Program) goDelegates(iface, m string, cs []gocha.Impl[ref]) func(gocha.Impl[ref]) bool {
	return func(c gocha.Impl[ref]) bool {
		typeOf := func(f string) string {
			if name, ok := strings.CutSuffix(f, "()"); ok {
				r := p.goMethod(c.R.file, c.Type, name)
				return gocha.First(r != none, func() []string { return p.files[r.file].Funcs[r.fn].Returns })
			}
			if t, ok := p.files[c.R.file].Instances[strconv.Itoa(c.R.fn)+"/"+f]; ok { // a local: manager := m.managers[k]
				_, t = p.goElem(c.R.file, c.R.fn, t)
				return t
			}
			_, t := p.goFieldDecl(c.R.file, -1, c.Type, f)
			return t
		}
		return slices.ContainsFunc(p.files[c.R.file].Calls, func(k Call) bool { return k.Func == c.R.fn && gocha.Delegates(k.Callee, m, iface, cs, typeOf) })
	}
}

// maxEmbeds bounds the embedded types File.Embeds records per struct.
const maxEmbeds = 8

// goPromoted resolves method m of Go struct type t of the package at dir
// that t does not declare to the method an embedded type of t promotes
// (`c.CreatePet(ctx, name)` in a method of oapi-codegen's
// `ClientWithResponses struct{ ClientInterface }`: the interface's one
// implementation's method), one level deep, as the Go specification's
// selector rule finds it at the shallowest depth. Two embedded types that
// both have m are ambiguous there: unknown.
func (p *Program) goPromoted(dir, t string, m string) ref {
	df, ok := p.goEmbeds[p.ask(dir, t+".self")][t]
	if !ok || p.promoting {
		return none
	}
	p.promoting = true
	defer func() { p.promoting = false }()
	found := none
	for _, e := range p.files[df].Embeds[t] {
		if r := p.goMethod(df, e, m); r != none {
			if found != none {
				return none
			}
			found = r
		}
	}
	return found
}
