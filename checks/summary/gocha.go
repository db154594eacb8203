package summary

import (
	"sort"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary/gocha"
)

// goImplRef is one Go method of the module: its package folder, its type
// and the method.
type goImplRef struct {
	dir, typ string
	r        ref
}

// maxImpls bounds the types of the module with a method of the called name
// that goImpl compares with the interface's method set: past it the call
// stays unresolved (unknown, never safe).
const maxImpls = 64

// goIfaceMethods records the method names interface type node t (named
// name) declares (File.IfaceMethods).
func (x *extractor) goIfaceMethods(name string, t *model.Node) {
	if ms := gocha.IfaceMethods(x.f, t); len(ms) > 0 {
		if x.out.IfaceMethods == nil {
			x.out.IfaceMethods = map[string][]string{}
		}
		x.out.IfaceMethods[name] = ms
	}
}

// goImpl resolves method m called on interface iface of the Go package at
// dir to the method of the one type of the module (any package read) whose
// method set has every method iface declares: a class-hierarchy analysis,
// as CodeQL's Go virtual dispatch resolves an interface call to the types
// implementing it. A handler's `repo serviceRepoClient` field whose only
// implementation is pkg/client's API client resolves to that client's
// method. Test doubles (a type named Mock*/Fake*/Stub*, or declared under
// a mock/fake/stub folder or file, as counterfeiter's fakes/ and mockgen's
// mocks/ are) are not implementations: production code never runs them.
// With two implementations or more the call stays unresolved (unknown,
// never safe): a summary chain names one callee, and picking either
// would hide the other's defect or report one that is not there.
func (p *Program) goImpl(dir, iface, m string) ref {
	ms := p.goIfaceMethods[dir][iface]
	if len(ms) == 0 {
		return none
	}
	key := dir + "\x00" + iface + "." + m
	if r, ok := p.goImpls[key]; ok {
		return r
	}
	if p.goByMethod == nil {
		p.goByMethod = map[string][]goImplRef{}
		dirs := make([]string, 0, len(p.goMethods))
		for d := range p.goMethods {
			dirs = append(dirs, d)
		}
		sort.Strings(dirs)
		for _, d := range dirs {
			for k, r := range p.goMethods[d] {
				t, name, ok := strings.Cut(k, ".")
				if !ok || t == "*" || gocha.Double(t, p.files[r.file].Path) {
					continue
				}
				p.goByMethod[name] = append(p.goByMethod[name], goImplRef{d, t, r})
			}
		}
		for _, l := range p.goByMethod {
			sort.Slice(l, func(i, j int) bool { return l[i].dir < l[j].dir || l[i].dir == l[j].dir && l[i].typ < l[j].typ })
		}
	}
	found := none
	if cands := p.goByMethod[m]; len(cands) <= maxImpls {
	next:
		for _, c := range cands {
			for _, n := range ms {
				if _, ok := p.goMethods[c.dir][c.typ+"."+n]; !ok {
					continue next
				}
			}
			if found != none {
				found = none
				break
			}
			found = c.r
		}
	}
	if p.goImpls == nil {
		p.goImpls = map[string]ref{}
	}
	p.goImpls[key] = found
	return found
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
