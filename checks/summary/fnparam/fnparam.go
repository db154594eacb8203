// Package fnparam resolves a bare call of a function-valued parameter
// (dependency injection of a callable, Python and JS/TS): a tool module's
// `register_tools(mcp, make_request)` whose tools call
// `make_request("POST", path)`, or `registerWebhookTools(server,
// getClient)` whose tools call `getClient().webhooks.create(...)`. The
// parameter means the function every call of the function that declares it
// hands it, when all those calls (at least one, each resolved to that
// function by the summaries) pass the same function of the repository as a
// bare name, positionally or by keyword, also through a parameter of the
// caller bound so in turn (at most MaxDepth levels). A call that passes
// anything else, or passes nothing, leaves the parameter unknown: what does
// not resolve stays unknown (docs/cross-file.md, "What resolves").
package fnparam

import "github.com/resilience-check/resilience-check/checks/summary/fwd"

// MaxDepth bounds how many parameters a function is handed through
// (`main -> register_all(fetch) -> register_tools(fetch)` is 2).
const MaxDepth = 3

// Call is what Bind needs of a recorded call (summary.Call): its callee as
// recorded ("make_request" for a bare call), the index of the function it
// is made in (-1 at module level), its line, its positional arguments and
// its keyword arguments (fwd.Arg, Name set for a bare name), and whether
// it spreads positional (Spread) or keyword (KwSplat) arguments.
type Call struct {
	Callee          string
	Func            int
	Line            int
	Args, Kw        []fwd.Arg
	Spread, KwSplat bool
}

// Func is what Bind needs of a function (summary.Func): its positional
// parameter names and Outer (1 + the index of the function it is declared
// in, 0 for none).
type Func struct {
	Params []string
	Outer  int
}

// Ref names a function: file index and function index; File -1 for none.
type Ref struct{ File, Fn int }

// None is the Ref of nothing.
var None = Ref{-1, -1}

// Bound is one call Bind resolved: call Call of file File now means To.
type Bound struct {
	File, Call int
	To         Ref
}

// Bind returns the bare calls (target None) of a parameter of the function
// they are made in or one it is declared in that the function's callers
// bind to one function of the repository. calls and funcs are per file;
// target gives what the summaries resolved each call to; lookup what a bare
// name means at a line of a file (a nested, top-level or imported function,
// None when it names none).
func Bind(calls [][]Call, funcs [][]Func, target func(fi, k int) Ref, lookup func(fi int, name string, line int) Ref) []Bound {
	b := &binder{calls: calls, funcs: funcs, target: target, lookup: lookup}
	var out []Bound
	for fi, cs := range calls {
		for k, c := range cs {
			if c.Func < 0 || target(fi, k) != None || !bare(c.Callee) {
				continue
			}
			if r := b.param(fi, c.Func, c.Callee, 0); r != None {
				out = append(out, Bound{File: fi, Call: k, To: r})
			}
		}
	}
	return out
}

type binder struct {
	calls   [][]Call
	funcs   [][]Func
	target  func(fi, k int) Ref
	lookup  func(fi int, name string, line int) Ref
	callers map[Ref][][2]int // built on first use
	memo    map[[2]any]Ref
}

func bare(s string) bool {
	for _, r := range s {
		if r == '.' || r == '(' {
			return false
		}
	}
	return s != ""
}

// param resolves name, a parameter of function fn of file fi or of one it
// is declared in (the innermost that declares it), to the function its
// callers bind it to.
func (b *binder) param(fi, fn int, name string, depth int) Ref {
	for fn >= 0 && fn < len(b.funcs[fi]) {
		for j, p := range b.funcs[fi][fn].Params {
			if p == name {
				return b.bound(Ref{fi, fn}, j, name, depth)
			}
		}
		outer := b.funcs[fi][fn].Outer - 1
		if outer >= fn {
			break
		}
		fn = outer
	}
	return None
}

// bound is what every call of function f passes as its parameter j (named
// name), or None.
func (b *binder) bound(f Ref, j int, name string, depth int) Ref {
	if depth >= MaxDepth {
		return None
	}
	key := [2]any{f, j}
	if r, ok := b.memo[key]; ok {
		return r
	}
	if b.memo == nil {
		b.memo = map[[2]any]Ref{}
	}
	b.memo[key] = None // a cycle binds nothing
	if b.callers == nil {
		b.callers = map[Ref][][2]int{}
		for fi, cs := range b.calls {
			for k := range cs {
				if t := b.target(fi, k); t != None {
					b.callers[t] = append(b.callers[t], [2]int{fi, k})
				}
			}
		}
	}
	got := None
	for _, at := range b.callers[f] {
		c := b.calls[at[0]][at[1]]
		a, ok := ArgFor(c, j, name)
		if !ok || a.Name == "" {
			return None
		}
		r := b.lookup(at[0], a.Name, c.Line)
		if r == None && a.Kind == fwd.ArgParam && c.Func >= 0 {
			r = b.param(at[0], c.Func, a.Name, depth+1)
		}
		if r == None || got != None && r != got {
			return None
		}
		got = r
	}
	b.memo[key] = got
	return got
}

// ArgFor finds the argument call c passes for parameter j named name: a
// keyword argument of that name, else the j-th positional one; false when
// it passes none there (or spreads its positional arguments).
func ArgFor(c Call, j int, name string) (fwd.Arg, bool) {
	for _, a := range c.Kw {
		if a.Key == name {
			return a, true
		}
	}
	if j < len(c.Args) && !c.Spread {
		return c.Args[j], true
	}
	return fwd.Arg{}, false
}
