// Package paramcls resolves a method call on an untyped parameter (Python
// and JS/TS) by the class of the instance the function's callers hand it:
// Spira's tool modules run `_create_build_url_impl(spira_client, ...)` with
// `spira_client = get_spira_client()` (annotated `-> SpiraClient`) and the
// helper calls `spira_client.make_spira_api_post_request(url, body)`;
// motherduck's tools call `list_tables_fn(db_client, database)` with
// `db_client = DatabaseClient(...)` and list_tables calls
// `db_client.execute_raw(sql)`. The parameter holds an instance of the
// class when every call of the function that declares it (at least one,
// each resolved to that function by the summaries) passes, positionally or
// by keyword, a bare name the caller binds to an instance of that one class
// of the repository (summary.File.Instances: `x = Cls(...)`, `x =
// make_client()` with a known return, an annotated parameter), also through
// a parameter of the caller bound so in turn (at most MaxDepth levels). A
// call that passes anything else, passes nothing, or an instance of another
// class leaves the parameter unknown, and so does a parameter the function
// types itself (an annotation the summaries read: an SDK class stays the
// SDK's): what does not resolve stays unknown (docs/cross-file.md, "What
// resolves"). The sibling of package fnparam, which binds a
// function-valued parameter the same way.
package paramcls

import (
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/checks/summary/fnparam"
	"github.com/resilience-check/resilience-check/checks/summary/fwd"
)

// MaxDepth bounds how many parameters an instance is handed through
// (`tool -> _impl(client) -> _fetch(client)` is 2).
const MaxDepth = 3

// Class names a class of the repository: the index of the file that
// declares it and its name there.
type Class struct {
	File int
	Name string
}

// World is what Bind needs of the linked summaries, per file: the calls
// and functions (as package fnparam takes them), what each call resolved to
// (Target), the names instances are bound to (Instances: summary.File.Instances,
// keys "FN/name" for a local of function FN and "name" at module level),
// the class an instance's text names in a file (ClassOf: "Cls",
// "get_client()", as the file and name that declare it; false when it names
// none of the repository), a module name's home (Symbol: the file and name
// an imported or module-level name comes from) and the files whose
// parameters carry their types (Typed: Go), not asked.
type World struct {
	Calls     [][]fnparam.Call
	Funcs     [][]fnparam.Func
	Target    func(fi, k int) fnparam.Ref
	Instances func(fi int) map[string]string
	ClassOf   func(fi int, text string) (int, string, bool)
	Symbol    func(fi int, name string) (int, string, bool)
	Typed     func(fi int) bool
}

// Bound is one call Bind typed: call Call of file File calls method Method
// of an instance of Class.
type Bound struct {
	File, Call int
	Class      Class
	Method     string
}

// Bind returns the unresolved method calls `obj.m(...)` whose receiver obj is
// a parameter of the function they are made in, or of one it is declared
// in, that every caller binds to an instance of one class of the
// repository: each with that class (the caller looks the method up).
func Bind(w World) []Bound {
	b := &binder{w: w, memo: map[[2]any]*Class{}}
	var out []Bound
	for fi, cs := range w.Calls {
		if w.Typed(fi) {
			continue
		}
		for k, c := range cs {
			obj, m, ok := strings.Cut(c.Callee, ".")
			if !ok || c.Func < 0 || strings.ContainsAny(m, ".(") || strings.ContainsAny(obj, "([") || w.Target(fi, k) != fnparam.None {
				continue
			}
			if cls := b.param(fi, c.Func, obj, 0); cls != nil {
				out = append(out, Bound{File: fi, Call: k, Class: *cls, Method: m})
			}
		}
	}
	return out
}

type binder struct {
	w       World
	callers map[fnparam.Ref][][2]int // built on first use
	memo    map[[2]any]*Class
}

// param is the class of the instance parameter name of function fn of file
// fi (or of the innermost function it is declared in that declares it) is
// bound to, or nil. A function that binds the name itself (an annotation,
// an assignment: summary.File.Instances) is not asked.
func (b *binder) param(fi, fn int, name string, depth int) *Class {
	funcs, inst := b.w.Funcs[fi], b.w.Instances(fi)
	for fn >= 0 && fn < len(funcs) {
		if _, own := inst[strconv.Itoa(fn)+"/"+name]; own {
			return nil
		}
		for j, p := range funcs[fn].Params {
			if p == name {
				return b.bound(fnparam.Ref{File: fi, Fn: fn}, j, name, depth)
			}
		}
		outer := funcs[fn].Outer - 1
		if outer >= fn {
			break
		}
		fn = outer
	}
	return nil
}

// bound is the class every call of function f passes an instance of as its
// parameter j (named name), or nil.
func (b *binder) bound(f fnparam.Ref, j int, name string, depth int) *Class {
	if depth >= MaxDepth {
		return nil
	}
	key := [2]any{f, j}
	if c, ok := b.memo[key]; ok {
		return c
	}
	b.memo[key] = nil // a cycle binds nothing
	if b.callers == nil {
		b.callers = map[fnparam.Ref][][2]int{}
		for fi, cs := range b.w.Calls {
			for k := range cs {
				if t := b.w.Target(fi, k); t != fnparam.None {
					b.callers[t] = append(b.callers[t], [2]int{fi, k})
				}
			}
		}
	}
	var got *Class
	for _, at := range b.callers[f] {
		c := b.w.Calls[at[0]][at[1]]
		a, ok := arg(c, j, name)
		if !ok || a.Name == "" {
			return nil
		}
		cls := b.held(at[0], c.Func, a.Name)
		if cls == nil && a.Kind == fwd.ArgParam && c.Func >= 0 {
			cls = b.param(at[0], c.Func, a.Name, depth+1)
		}
		if cls == nil || got != nil && *cls != *got {
			return nil
		}
		got = cls
	}
	b.memo[key] = got
	return got
}

// held is the class of the instance a bare name holds where function fn of
// file fi uses it: a local of fn or of a function it is declared in, else a
// module-level instance of the file or one it imports; nil when none.
func (b *binder) held(fi, fn int, name string) *Class {
	funcs, inst := b.w.Funcs[fi], b.w.Instances(fi)
	for g := fn; g >= 0 && g < len(funcs); g = funcs[g].Outer - 1 {
		if t, ok := inst[strconv.Itoa(g)+"/"+name]; ok {
			return b.class(fi, t)
		}
		for _, p := range funcs[g].Params {
			if p == name {
				return nil // a parameter of its own: bound asks its callers
			}
		}
		if funcs[g].Outer-1 >= g {
			break
		}
	}
	if sf, sn, ok := b.w.Symbol(fi, name); ok {
		if t, ok := b.w.Instances(sf)[sn]; ok {
			return b.class(sf, t)
		}
	}
	return nil
}

func (b *binder) class(fi int, t string) *Class {
	if cf, cn, ok := b.w.ClassOf(fi, t); ok {
		return &Class{File: cf, Name: cn}
	}
	return nil
}

// arg finds the argument call c passes for parameter j named name: a
// keyword argument of that name, else the j-th positional one.
func arg(c fnparam.Call, j int, name string) (fwd.Arg, bool) {
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
