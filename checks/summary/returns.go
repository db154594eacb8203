package summary

import (
	"sort"
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// A factory function returns an instance of a class (`def get_conn():
// ... return _conn` with `_conn = Conn(...)`, `function client() { return
// new Api() }`); a caller that binds its result (`conn = get_conn()`) calls
// the class's methods on it. File.Returns records the first, Instances the
// second as "get_conn()", and Link's class resolution follows the one to the
// other (at most maxHops).

// notFactories are builtins whose result is no instance of a project class:
// `n = len(x)` records nothing.
var notFactories = map[string]bool{"len": true, "str": true, "int": true, "float": true, "bool": true, "dict": true,
	"list": true, "set": true, "tuple": true, "open": true, "range": true, "sorted": true, "isinstance": true,
	"getattr": true, "print": true, "type": true, "sum": true, "min": true, "max": true, "any": true, "all": true,
	"enumerate": true, "zip": true, "map": true, "filter": true, "repr": true, "format": true, "iter": true,
	"next": true, "abs": true, "round": true, "super": true, "vars": true, "id": true, "hash": true,
	"parseInt": true, "parseFloat": true, "String": true, "Number": true, "Boolean": true, "Array": true,
	"Object": true, "Symbol": true, "require": true, "fetch": true, "setTimeout": true, "setInterval": true}

// factoryCall returns "f()" when right is a call of a plain name f that may
// be a factory (not a builtin, not capitalised: a constructor is an instance
// already), else "".
func factoryCall(f *model.File, right *model.Node) string {
	if right.Sym() != model.SymCall && right.Sym() != model.SymCallExpression {
		return ""
	}
	callee := model.Callee(right)
	if callee == nil || callee.Sym() != model.SymIdentifier {
		return ""
	}
	name := f.Text(callee)
	if name == "" || notFactories[name] || name[0] >= 'A' && name[0] <= 'Z' {
		return ""
	}
	return name + "()"
}

// returnsInstance records that function fn returns an instance of a class:
// a return of a constructor call, or of a name bound to one in fn or at
// module level.
func (x *extractor) returnsInstance(n *model.Node, c ctx) {
	f := x.f
	if c.fn < 0 || !c.inline || f.Lang == model.LangGo || n.NamedChildCount() == 0 {
		return
	}
	v := model.Unwrap(n.NamedChild(0))
	if v == nil {
		return
	}
	cls := ""
	switch v.Sym() {
	case model.SymIdentifier:
		name := f.Text(v)
		if t, ok := x.out.Instances[strconv.Itoa(c.fn)+"/"+name]; ok {
			cls = t
		} else if t, ok := x.out.Instances[name]; ok {
			cls = t
		}
	case model.SymCall, model.SymNewExpression:
		if ctor := model.Callee(v); ctor != nil && (ctor.Sym() == model.SymIdentifier || ctor.Sym() == model.SymAttribute || ctor.Sym() == model.SymMemberExpression) {
			t := strings.Join(strings.Fields(f.Text(ctor)), "")
			if last := t[strings.LastIndex(t, ".")+1:]; last != "" && last[0] >= 'A' && last[0] <= 'Z' {
				cls = t
			}
		}
	}
	if cls == "" || strings.HasSuffix(cls, "()") {
		return
	}
	name := x.out.Funcs[c.fn].Name
	if x.out.Returns == nil {
		x.out.Returns = map[string]string{}
	}
	if _, ok := x.out.Returns[name]; !ok {
		x.out.Returns[name] = cls
	}
}

// factoryClass resolves "f()" in file fi to the class the function f
// returns: the file that declares the class and its name there.
func (p *Program) factoryClass(fi int, t string, hops int) (int, string, bool) {
	r := p.local(fi, strings.TrimSuffix(t, "()"), hops+1)
	if r == none {
		return 0, "", false
	}
	fn := p.files[r.file].Funcs[r.fn]
	cls, ok := p.files[r.file].Returns[fn.Name]
	if !ok {
		return 0, "", false
	}
	return p.class(r.file, cls, hops+1)
}

// budgetSink registers the RC104 finding at the timeout a handler's call c
// waits on (te, over the handler's budget: msg is the finding at the call):
// the defect is the literal, so it is reported once, there, with the
// handlers' calls as related locations (at most MaxSinkCallers), and the
// findings at the calls are covered by it when it is reported.
func (p *Program) budgetSink(c *Call, te TimeoutEffect, msg string, funcs []Func, fi int) {
	last := te.Chain[len(te.Chain)-1]
	key := sinkKey(last)
	caller := "a handler"
	if c.Func >= 0 && c.Func < len(funcs) {
		caller = funcs[c.Func].Name + "()"
	}
	h := c.Hop
	h.Name = caller + " waits on it through " + c.Name + " here"
	if x := p.bsinks[key]; x != nil {
		if len(x.Chain) < MaxSinkCallers {
			x.Chain = append(x.Chain, h)
		}
		return
	}
	if p.bsinks == nil {
		p.bsinks = map[string]*Site{}
	}
	p.bsinks[key] = &Site{RuleID: "RC104", Call: last, LineText: te.LineText, Sink: true, Callers: true, Chain: []Hop{h},
		Message: "this timeout (" + te.What + ") is set outside the handler that waits on it: " + msg}
}

// budgetSinks returns the RC104 sinks of the files report is true for, in
// the order of their keys.
func (p *Program) budgetSinks(report func(string) bool) []Site {
	keys := make([]string, 0, len(p.bsinks))
	for k, x := range p.bsinks {
		if report(x.Call.Path) {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	out := make([]Site, 0, len(keys))
	for _, k := range keys {
		out = append(out, *p.bsinks[k])
	}
	return out
}
