// Package objparam resolves a method call on an untyped parameter
// (Python, JS/TS): a tool's `_create_build_impl(spira_client, ...)` whose
// body calls `spira_client.make_spira_api_post_request(url, body)`, where
// the tool bound `spira_client = get_spira_client()` (a function of the
// repository that returns a SpiraClient). The parameter holds an instance of
// the class every call of its function hands it, when all those calls (at
// least one, each resolved to that function by the summaries) pass, as a
// bare name, positionally or by keyword, a name that holds an instance of
// the same class of the repository in the caller (a local or module-level
// instance, one a function of the repository returns, a parameter annotated
// with the class), also through a parameter of the caller bound so in turn
// (at most fnparam.MaxDepth levels). A parameter whose own function says
// anything of it (an annotation, a rebinding) is left to that, and a call
// that passes anything else, or passes nothing, leaves it unknown: what does
// not resolve stays unknown (docs/cross-file.md, "Untyped parameters").
package objparam

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/summary/fnparam"
)

// Class names a class of the repository: the index of the file that
// defines it and its name there.
type Class struct {
	File int
	Name string
}

// Held says what the summaries know of a name in a function: Nothing (no
// instance is bound to it there), Known (an instance of a class of the
// repository, Class) or Other (an instance of something that does not
// resolve to one, such as a third-party type).
type Held int

// The states of Held.
const (
	Nothing Held = iota
	Known
	Other
)

// Bind returns the calls `obj.m(...)` (target fnparam.None) made on a
// parameter obj of the function they are made in, or of one it is declared
// in, that the function's callers bind to one class of the repository,
// resolved to that class's method m. calls and funcs are per file; target
// gives what the summaries resolved each call to; held what an instance
// name holds in function fn of file fi (fn -1: at module level); method the
// method m of a class (fnparam.None when it has none).
func Bind(calls [][]fnparam.Call, funcs [][]fnparam.Func, target func(fi, k int) fnparam.Ref,
	held func(fi, fn int, name string) (Class, Held), method func(c Class, m string) fnparam.Ref) []fnparam.Bound {
	b := &binder{calls: calls, funcs: funcs, target: target, held: held}
	var out []fnparam.Bound
	for fi, cs := range calls {
		for k, c := range cs {
			obj, m, ok := strings.Cut(c.Callee, ".")
			if c.Func < 0 || target(fi, k) != fnparam.None || !ok || strings.ContainsAny(m, ".(") || !bare(obj) {
				continue
			}
			if cls, ok := b.param(fi, c.Func, obj, 0); ok {
				if r := method(cls, m); r != fnparam.None {
					out = append(out, fnparam.Bound{File: fi, Call: k, To: r})
				}
			}
		}
	}
	return out
}

type binder struct {
	calls   [][]fnparam.Call
	funcs   [][]fnparam.Func
	target  func(fi, k int) fnparam.Ref
	held    func(fi, fn int, name string) (Class, Held)
	callers map[fnparam.Ref][][2]int // built on first use
	memo    map[[2]any]*Class
}

func bare(s string) bool {
	return s != "" && s != "self" && s != "this" && s != "cls" && !strings.ContainsAny(s, ".([")
}

// param resolves name, a parameter of function fn of file fi or of one it
// is declared in (the innermost that declares it), about which that
// function says nothing, to the class its callers bind it to.
func (b *binder) param(fi, fn int, name string, depth int) (Class, bool) {
	for fn >= 0 && fn < len(b.funcs[fi]) {
		if _, h := b.held(fi, fn, name); h != Nothing {
			return Class{}, false // the function binds or annotates it: the summaries' own reading stands
		}
		for j, p := range b.funcs[fi][fn].Params {
			if p == name {
				return b.bound(fnparam.Ref{File: fi, Fn: fn}, j, name, depth)
			}
		}
		outer := b.funcs[fi][fn].Outer - 1
		if outer >= fn {
			break
		}
		fn = outer
	}
	return Class{}, false
}

// bound is the class of what every call of function f passes as its
// parameter j (named name).
func (b *binder) bound(f fnparam.Ref, j int, name string, depth int) (Class, bool) {
	if depth >= fnparam.MaxDepth {
		return Class{}, false
	}
	key := [2]any{f, j}
	if r, ok := b.memo[key]; ok {
		return deref(r)
	}
	if b.memo == nil {
		b.memo = map[[2]any]*Class{}
	}
	b.memo[key] = nil // a cycle binds nothing
	if b.callers == nil {
		b.callers = map[fnparam.Ref][][2]int{}
		for fi, cs := range b.calls {
			for k := range cs {
				if t := b.target(fi, k); t != fnparam.None {
					b.callers[t] = append(b.callers[t], [2]int{fi, k})
				}
			}
		}
	}
	var got *Class
	for _, at := range b.callers[f] {
		c := b.calls[at[0]][at[1]]
		a, ok := fnparam.ArgFor(c, j, name)
		if !ok || !bare(a.Name) {
			return Class{}, false
		}
		cls, h := b.held(at[0], c.Func, a.Name)
		switch {
		case h == Other:
			return Class{}, false
		case h == Nothing:
			if c.Func < 0 {
				return Class{}, false
			}
			if cls, ok = b.param(at[0], c.Func, a.Name, depth+1); !ok {
				return Class{}, false
			}
		}
		if got != nil && *got != cls {
			return Class{}, false
		}
		got = &cls
	}
	b.memo[key] = got
	return deref(got)
}

func deref(c *Class) (Class, bool) {
	if c == nil {
		return Class{}, false
	}
	return *c, true
}
