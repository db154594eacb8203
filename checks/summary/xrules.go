package summary

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/clsorigin"
	"github.com/resilience-check/resilience-check/checks/facts/gorecv"
	"github.com/resilience-check/resilience-check/checks/facts/objkeys"
	"github.com/resilience-check/resilience-check/checks/facts/thrownres"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/resolve"
	"github.com/resilience-check/resilience-check/checks/summary/argval"
	"github.com/resilience-check/resilience-check/checks/summary/callfx"
	"github.com/resilience-check/resilience-check/checks/summary/chainsite"
	"github.com/resilience-check/resilience-check/checks/summary/effect"
	"github.com/resilience-check/resilience-check/checks/summary/errtext"
	"github.com/resilience-check/resilience-check/checks/summary/gochain"
	"github.com/resilience-check/resilience-check/checks/summary/handerr"
	"github.com/resilience-check/resilience-check/checks/summary/heldrecv"
	"github.com/resilience-check/resilience-check/checks/summary/helpersite"
	"github.com/resilience-check/resilience-check/checks/summary/leakdiag"
	"github.com/resilience-check/resilience-check/checks/summary/narrowexc"
	"github.com/resilience-check/resilience-check/checks/summary/passarg"
	"github.com/resilience-check/resilience-check/checks/summary/passval"
	"github.com/resilience-check/resilience-check/checks/summary/pkgconst"
	"github.com/resilience-check/resilience-check/checks/summary/readsite"
	"github.com/resilience-check/resilience-check/checks/summary/tryguard"
	"github.com/resilience-check/resilience-check/checks/summary/wrapcls"
)

// leaves is effect.Leaves: whether a chain reaches a file other than path.
var leaves = effect.Leaves

// readFacts takes what the rules recorded on the file (package xfacts):
// RC402's leaks and RC601's tools whose judgement needs the summaries of
// what they call, RC104's timeouts outside handlers.
func (x *extractor) readFacts() {
	f := x.f
	xf := xfacts.Of(f)
	if !xf.Walked && xfacts.LeakWalk != nil {
		xfacts.LeakWalk(f)
	}
	if len(xf.Leaks)+len(xf.Tools) > 0 {
		x.out.Leaks = append([]xfacts.Leak(nil), xf.Leaks...)
		x.out.Tools = append([]xfacts.Tool(nil), xf.Tools...)
	}
	x.out.Results, x.out.ErrPasses, x.out.ErrReads = append([][2]int(nil), xf.Results...), append([]xfacts.ErrPass(nil), xf.ErrPasses...), slices.Clone(xf.ErrReads)
	x.out.Passes, x.out.Thrown = append([][2]int(nil), xf.Passes...), thrownres.Calls(x.f) // throw new Error(format(e)) (paramleak.go)
	x.out.GoConsts, x.out.SinkParams = xf.GoConsts, append([]xfacts.SinkParam(nil), xf.SinkParams...)
	x.out.NumConsts, x.out.NumConstAt, x.out.GoFieldWrites = xf.NumConsts, xf.NumConstAt, xf.GoFieldWrites
	x.out.ImpOpts, x.out.ObjKeys = append([]xfacts.ImpOpt(nil), xf.ImpOpts...), objkeys.Of(x.f) // for impopts.Resolver.Sites
	if len(xf.Timeouts) > 0 {
		x.timeouts = map[int]xfacts.Timeout{}
		for _, t := range xf.Timeouts {
			if _, dup := x.timeouts[t.Off]; !dup {
				x.timeouts[t.Off] = t
			}
		}
	}
}

// timeout records literal timeout t in fn: the longest of its kind.
func (x *extractor) timeout(fn *Func, t xfacts.Timeout) {
	e := TimeoutEffect{Dur: t.Dur, Kind: t.Kind, LineText: x.f.Line(t.At.Line), Param: t.Param, ParamName: t.ParamName, Opt: t.Opt, Const: t.Const, Unit: t.Unit, Arg: t.Arg, Effect: Effect{What: t.What,
		Chain: []Hop{{Path: x.f.Path, Line: t.At.Line, Col: t.At.Col, EndLine: t.At.Line, EndCol: errtext.EndCol(t.At), Name: t.What}}}}
	fn.Timeouts = effect.AddTimeout(fn.Timeouts, e)
}

// handler returns the MCP handler kind that code in scope runs in.
func (x *extractor) handler(scope *model.Node) model.HandlerKind {
	if scope == nil {
		return model.NotHandler
	}
	k, ok := x.handlers[scope]
	if !ok {
		if cnt := int(scope.NamedChildCount()); cnt > 0 {
			k = x.f.HandlerOf(scope.NamedChild(cnt - 1))
		}
		if x.handlers == nil {
			x.handlers = map[*model.Node]model.HandlerKind{}
		}
		x.handlers[scope] = k
	}
	return k
}

// raises records the origin class of the errors call n raises (RC402, xfacts.CallOrigin) and
// the mutation it makes (RC601, xfacts.Mutation) as fn's direct effects. A call in a try
// block that handles its errors raises nothing out of fn.
func (x *extractor) raises(n, callee *model.Node, fn *Func, c ctx) {
	f := x.f
	// A function of this file is followed by Link, which keeps the chain.
	handled := c.caught || errtext.Within(x.catches, n) || f.Lang.IsJS() && errtext.PromiseCaught(f, n) != nil
	if !handled && (callee.Sym() != model.SymIdentifier || f.LocalFunc(callee) == nil) && !errtext.SelfCall(f, callee) {
		o := clsorigin.Caught(f, n, errtext.CallOrigin(f, n)) // or the library class a rewrapping except clause names
		if w := wrapcls.Of(f, n); o != 0 && !effect.MergeWraps(fn.Errors, o, narrowexc.Module(f, n), w) {
			what := errtext.CalleeName(f, callee)
			fn.Errors = append(fn.Errors, ErrorEffect{Origin: o, Mod: narrowexc.Module(f, n), Wraps: w, Effect: Effect{What: what, Chain: []Hop{x.hop(callee, what)}}})
		} else if r := gorecv.Root(f, callee); o == 0 && r != "" && gochain.Roots(fn.Recvs, func(e Effect) string { return e.What }) < maxRecvs && xfacts.ErrPassed != nil && xfacts.ErrPassed(f, n) && x.recv(r, n, c) {
			fn.Recvs = append(fn.Recvs, Effect{What: r, Chain: []Hop{x.hop(callee, errtext.CalleeName(f, callee))}})
		}
		if k := x.chainRecv(callee, c); o == 0 && k != "" && len(fn.Recvs) < 2*maxRecvs && xfacts.ErrPassed != nil && xfacts.ErrPassed(f, n) { // cfg.VMC().ListRegions(ctx): the getter's declared result (gochain.RecvOf)
			fn.Recvs = append(fn.Recvs, Effect{What: k, Chain: []Hop{x.hop(callee, errtext.CalleeName(f, callee))}})
		}
	}
	if r := heldrecv.Root(f, callee, c.fn, fn.Class, x.out.Instances); r != "" && len(fn.HeldRecvs) < maxRecvs && !errtext.SelfCall(f, callee) {
		fn.HeldRecvs = append(fn.HeldRecvs, Effect{What: r, Chain: []Hop{x.hop(callee, errtext.CalleeName(f, callee))}})
	}
	x.mutation(n, callee, fn)
}

// mutation records the mutation call n makes (RC601, xfacts.Mutation) as fn's.
func (x *extractor) mutation(n, callee *model.Node, fn *Func) {
	if fn.Mutates == nil || fn.Mutates.What == xfacts.WeakMutation {
		if m := callfx.Mutation(x.f, n); m != "" && (fn.Mutates == nil || m != xfacts.WeakMutation) {
			fn.Mutates = &Effect{What: m, Chain: []Hop{x.hop(callee, errtext.CalleeName(x.f, callee))}}
		}
	}
}

// xstate is the effects of RC402, RC601 and RC104 after some rounds.
type xstate struct {
	errs  [][][]ErrorEffect
	muts  [][]*Effect
	touts [][][]TimeoutEffect
}

func (p *Program) xinitial() *xstate {
	s := &xstate{errs: make([][][]ErrorEffect, len(p.files)), muts: make([][]*Effect, len(p.files)), touts: make([][][]TimeoutEffect, len(p.files))}
	for i, f := range p.files {
		s.errs[i] = make([][]ErrorEffect, len(f.Funcs))
		s.muts[i] = make([]*Effect, len(f.Funcs))
		s.touts[i] = make([][]TimeoutEffect, len(f.Funcs))
		for j := range f.Funcs {
			s.errs[i][j] = f.Funcs[j].Errors
			for _, r := range f.Funcs[j].Recvs {
				if o := p.recvOrigin(i, j, r.What); o != 0 && !f.Funcs[j].ErrOwn && !effect.Merge(s.errs[i][j], o, "") {
					s.errs[i][j] = append(append([]ErrorEffect(nil), s.errs[i][j]...), ErrorEffect{Origin: o, Effect: Effect{What: r.Chain[0].Name, Chain: r.Chain}})
				}
			}
			s.muts[i][j] = f.Funcs[j].Mutates
			if m := s.muts[i][j]; m == nil || m.What == xfacts.WeakMutation {
				if e := p.importedClientPost(i, j, -1); e != nil {
					s.muts[i][j] = e
				}
			}
			s.touts[i][j] = p.constTimeouts(i, f.Funcs[j].Timeouts)
		}
	}
	return s
}

// constTimeouts returns ts, of file fi, with the timeouts whose value is a constant (Const)
// read: a Go one from the files of the file's package (its folder), an imported Python or
// JavaScript one (Unit set) from its module (importedConst). One no file holds as one value
// is dropped (unknown, not judged).
func (p *Program) constTimeouts(fi int, ts []TimeoutEffect) []TimeoutEffect {
	f := p.files[fi]
	var out []TimeoutEffect
	for i, t := range ts {
		if t.Const == "" {
			if out != nil {
				out = append(out, t)
			}
			continue
		}
		if out == nil {
			out = append(make([]TimeoutEffect, 0, len(ts)), ts[:i]...)
		}
		if t.Unit > 0 {
			if d, home, key, ok := p.importedConst(fi, t.Const, t.Unit); ok {
				t.Dur, t.Const, t.Unit = d, "", 0
				if c, ok := p.files[home].NumConstAt[key]; ok { // reported where its module binds it
					h := t.Chain[len(t.Chain)-1]
					h.Path, h.Line, h.Col, h.EndLine, h.EndCol = p.files[home].Path, c.At.Line, c.At.Col, c.At.EndLine, c.At.EndCol
					t.Chain, t.LineText = append(append([]Hop(nil), t.Chain[:len(t.Chain)-1]...), h), c.LineText
				}
				out = effect.AddTimeout(out, t)
			}
			continue
		}
		if w, ok := p.fields.Resolve(t.Const, p.goFieldWrites); ok && p.closed() { // a Go struct field's writes (gofield), all of them read
			t.Dur, t.Const, t.LineText = w.Dur, "", w.LineText
			h := t.Chain[len(t.Chain)-1]
			h.Path, h.Line, h.Col, h.EndLine, h.EndCol = w.Path, w.At.Line, w.At.Col, w.At.EndLine, w.At.EndCol
			t.Chain = append(append([]Hop(nil), t.Chain[:len(t.Chain)-1]...), h)
			out = effect.AddTimeout(out, t)
		} else if dir, name, ok := p.constHome(f, t.Const); ok {
			if d, ok := p.goPkgConsts(dir)[name]; ok && d > 0 {
				t.Dur, t.Const = d, ""
				out = effect.AddTimeout(out, t)
			}
		}
	}
	if out == nil {
		return ts
	}
	return out
}

// importedConst is the number (File.NumConsts) times unit of constant name, with the file home that binds it and its key there,
// that file fi imports from a module of the repository (symbol); ok is
// false when it resolves to no one number.
func (p *Program) importedConst(fi int, name string, unit time.Duration) (d time.Duration, home int, key string, ok bool) {
	head, field, dotted := strings.Cut(name, ".") // config.timeout: a configuration object's field (tval.FieldConst)
	if _, ok := p.files[fi].Imports[head]; !ok {
		return 0, 0, "", false
	}
	if t, tn, ok := p.symbol(fi, head, 0); ok && t != fi && dotted && p.files[t].NumConsts[tn+"."+field] > 0 {
		return time.Duration(p.files[t].NumConsts[tn+"."+field] * float64(unit)), t, tn + "." + field, true
	} else if ok && t != fi && !dotted && p.files[t].NumConsts[tn] > 0 {
		return time.Duration(p.files[t].NumConsts[tn] * float64(unit)), t, tn, true
	}
	return 0, 0, "", false
}

// constHome is pkgconst.Home for constant c of a timeout of file f.
func (p *Program) constHome(f *File, c string) (dir, name string, ok bool) {
	return pkgconst.Home(f.Path, c, func(pkg string) (string, bool) { imp, ok := f.Imports[pkg]; return imp.Spec, ok },
		func(spec string) (string, bool) { return resolve.GoPackage(p.opt.GoModule, p.opt.GoRoot, spec) })
}

// goPkgConsts returns the duration constants of the Go package in folder dir (pkgconst.Cache).
func (p *Program) goPkgConsts(dir string) map[string]time.Duration {
	return p.pkgConsts.Of(dir, func(yield func(string, map[string]time.Duration)) {
		for _, g := range p.files {
			if g.Lang == model.LangGo {
				yield(g.Path, g.GoConsts)
			}
		}
	})
}

// goFieldWrites yields each Go file's struct field writes (gofield.Index).
func (p *Program) goFieldWrites(yield func(string, map[string][]xfacts.FieldWrite)) {
	for _, g := range p.files {
		if len(g.GoFieldWrites) > 0 {
			yield(g.Path, g.GoFieldWrites)
		}
	}
}

// copy returns a state whose per-function entries can be replaced without
// changing s.
func (s *xstate) copy() *xstate {
	n := &xstate{errs: make([][][]ErrorEffect, len(s.errs)), muts: make([][]*Effect, len(s.muts)), touts: make([][][]TimeoutEffect, len(s.touts))}
	for i := range s.errs {
		n.errs[i] = append([][]ErrorEffect(nil), s.errs[i]...)
		n.muts[i] = append([]*Effect(nil), s.muts[i]...)
		n.touts[i] = append([][]TimeoutEffect(nil), s.touts[i]...)
	}
	return n
}

// xstep takes into the function around call c (file i) the effects of its
// target t after the previous round: the errors it raises (unless c is in
// a try that handles them), its mutation and its timeouts. A callback's
// calls (c.Nested) run later, if ever: not the function's effects.
func (p *Program) xstep(prev, next *xstate, i int, c *Call, t ref) {
	if c.Nested && !c.Returned { // a returned handler's calls: its mutation only
		return
	}
	g := c.Func
	if !c.Nested && (!c.Caught || p.uncaught[c]) && !p.files[i].Funcs[g].ErrOwn {
		for _, e := range prev.errs[t.file][t.fn] {
			if !effect.MergeWraps(next.errs[i][g], e.Origin, effect.KeptMod(c.Hop, e.Mod), effect.WrapsThrough(c.Hop, e.Wraps)) {
				next.errs[i][g] = append(append([]ErrorEffect(nil), next.errs[i][g]...), ErrorEffect{Origin: e.Origin, Mod: effect.KeptMod(c.Hop, e.Mod), Wraps: effect.WrapsThrough(c.Hop, e.Wraps), Effect: *via(c, &e.Effect)})
			}
		}
		next.errs[i][g] = handerr.Pass(next.errs[i][g], c, p.files[t.file], t.fn, &handerr.Hidden{File: p.files[i], Target: func(k int) (int, int) { return p.target[i][k].file, p.target[i][k].fn }, Errs: prev.errs}, via) // a callable c hands a helper that calls it (package handerr)
	}
	if m := prev.muts[t.file][t.fn]; m != nil && !c.Judged && (next.muts[i][g] == nil || next.muts[i][g].What == xfacts.WeakMutation && m.What != xfacts.WeakMutation) {
		next.muts[i][g] = via(c, m)
	}
	if c.Nested {
		return
	}
	for _, te := range prev.touts[t.file][t.fn] {
		if r, ok := argval.Apply(te, c.Vals, c.Args, c.Kw, c.Hop, c.LineText, c.Name, p.files[i].Funcs[g].Params); te.Arg { // a value passed for a helper's parameter (package argval)
			if ok && (i != t.file || len(te.Chain) > 1 || r.Arg) { // a value of this file passed straight in is the in-file pass's (paramTimeouts)
				next.touts[i][g] = effect.AddTimeout(next.touts[i][g], r)
			}
			continue
		}
		if passarg.Passes(c, te) {
			continue // the call passes the parameter whose default this is
		}
		next.touts[i][g] = effect.AddTimeout(next.touts[i][g], TimeoutEffect{Dur: te.Dur, Kind: te.Kind, LineText: te.LineText, Effect: *via(c, &te.Effect)})
	}
}

// SetBudgets sets the RC104 budgets of each file (a scan's settings may
// differ per file); without it the defaults apply.
func (p *Program) SetBudgets(b func(path string) model.Budgets) { p.budgets = b }

// xsites are the findings of RC402, RC601 and RC104 in file i that the
// summaries of what it calls give:
//   - RC402 at a leak (xfacts.Leak) whose region calls a function that
//     raises errors of an origin that carries internal detail, in this
//     file or another;
//   - RC601 at a tool (xfacts.Tool) whose handler calls a function in
//     another file that mutates;
//   - RC104 at a call in a tool or resource handler of a function that
//     sets a literal timeout over the handler's budget (also one a
//     dispatch table or a thread offload runs, Call.Alts).
func (p *Program) xsites(s *state, i int, enabled, report func(string) bool) []Site {
	f := p.files[i]
	var out []Site
	in := func(sp xfacts.Span, c *Call) bool { return sp.Contains(c.Line, c.Col) }
	if enabled("RC402") && xfacts.LeakMessage != nil {
		for _, l := range f.Leaks {
			if site, _, ok := p.leakSite(s, i, l, -1); ok {
				out = append(out, site)
			}
		}
		out = append(append(out, p.valueSites(s, i, report)...), p.readSites(s, i, report)...)
		_, target, _ := p.Linked() // a Go builder of this file formatting the error a handler of another file hands it
		out = append(out, helpersite.Sites(i, p.files, target, report, func(j int, l xfacts.Leak) (Site, bool) { st, _, ok := p.leakSite(s, j, l, -1); return st, ok })...)
	}
	if enabled("RC601") && xfacts.MutationMessage != nil {
		for _, tool := range f.Tools {
			if site, ok := p.clientPostSite(i, tool); ok {
				out = append(out, site)
				continue
			}
			for k := range f.Calls {
				c := &f.Calls[k]
				t := p.target[i][k]
				xfacts.ToolCallTrace(f.Path, tool.At.Line, tool.Name, c.Name, in(tool.Handler, c), t != none, t != none && s.x.muts[t.file][t.fn] != nil)
				if t == none || !in(tool.Handler, c) {
					continue
				}
				if m := s.x.muts[t.file][t.fn]; m != nil && leaves(f.Path, m.Chain) {
					msg := ""
					switch {
					case !tool.Hinted:
						msg = xfacts.MutationMessage(tool.Name, m.What, chainsite.Text(c, m.Chain))
					case xfacts.HintedMutationMessage != nil: // "" when the mutation agrees with the hint
						msg = xfacts.HintedMutationMessage(tool.Name, m.What, chainsite.Text(c, m.Chain))
					}
					if msg == "" {
						continue
					}
					at := Hop{Path: f.Path, Line: tool.At.Line, Col: tool.At.Col, EndLine: tool.At.Line, EndCol: errtext.EndCol(tool.At), Name: c.Name}
					out = append(out, Site{RuleID: "RC601", Call: at, LineText: tool.LineText, From: tool.Name, Fix: tool.Fix,
						Message: msg, Chain: append([]Hop{c.Hop}, m.Chain...)})
					break
				}
			}
		}
	}
	if enabled("RC104") && xfacts.BudgetMessage != nil {
		b := model.DefaultBudgets
		if p.budgets != nil {
			b = p.budgets(f.Path)
		}
		for k := range f.Calls {
			c := &f.Calls[k]
			for _, t := range p.callTargets(i, k) { // a dispatch table's or a thread offload's functions too (Call.Alts)
				if (c.Handler != model.ToolHandler && c.Handler != model.ResourceHandler) || xfacts.Detached(c.LineText) {
					continue
				}
				atCall := false // one finding at the call; each timeout over the budget at its place (budgetSink)
				for _, te := range s.x.touts[t.file][t.fn] {
					direct := te.Arg // a value this call passes for a helper's parameter: the finding is the call's (package argval)
					if r, ok := argval.Apply(te, c.Vals, nil, nil, c.Hop, c.LineText, c.Name, nil); direct && (!ok || r.Arg || i == t.file && len(te.Chain) == 1) {
						continue
					} else if direct {
						te, direct = r, r.Chain[0].Line == c.Line && r.Chain[0].Col == c.Col // a constant's: where its module binds it (budgetSink)
					}
					if passarg.Passes(c, te) {
						continue
					}
					names := []string{c.Name}
					for _, h := range te.Chain[:len(te.Chain)-1] {
						names = append(names, h.Name)
					}
					last := te.Chain[len(te.Chain)-1]
					msg, over := xfacts.BudgetMessage(xfacts.Timeout{Dur: te.Dur, Kind: te.Kind, What: te.What}, b, c.Handler == model.ResourceHandler,
						c.Name, strings.Join(names, " -> "), fmt.Sprintf("%s:%d", last.Path, last.Line))
					if over && !atCall {
						out, atCall = append(out, Site{RuleID: "RC104", Call: c.Hop, LineText: c.LineText, Message: msg, Chain: te.Chain, AtSink: !direct}), true
					}
					if over && !direct {
						p.budgetSink(c, te, msg, f.Funcs, i)
					}
				}
			}
		}
	}
	return out
}

// valueUse returns a call of the function that returns leak l's text as a
// value (the first of l.Owners that is a function of file i) whose value
// reaches a sink (File.Results), in any file, directly or through functions
// that return it in turn (File.Passes, package passval), or nil; l.Sink
// then names where the value goes.
func (p *Program) valueUse(i int, l *xfacts.Leak, useIn int) *Call {
	fn := p.files[i].Owner(l.Owners)
	if fn < 0 {
		return nil
	}
	if p.passes == nil {
		p.passes = passval.New(p.eachPass)
	}
	r, chain, ok := p.passes.Reach(passval.Ref{File: i, Fn: fn}, useIn)
	if !ok {
		return nil
	}
	for _, pc := range chain {
		g := p.files[pc.File]
		l.Sink += fmt.Sprintf(", which `%s()` returns (%s:%d)", g.Funcs[pc.Caller.Fn].Name, g.Path, g.Calls[pc.Index].Line)
	}
	g, c := p.files[r.File], &p.files[r.File].Calls[r.Index]
	by := "the code"
	if c.Func >= 0 {
		by = "`" + g.Funcs[c.Func].Name + "()`"
	}
	l.Sink += fmt.Sprintf(", which %s %s (%s:%d)", by, map[bool]string{true: "sends to the client", false: "raises in an error a tool handler lets out to the client"}[slices.Contains(g.Results, [2]int{c.Line, c.Col})], g.Path, c.Line)
	return c
}

// eachPass yields, for passval.New, every call of a function of the files
// with whether its value reaches a sink (Results) or its function's return
// (Passes), in the files' and calls' order.
func (p *Program) eachPass(yield func(passval.Ref, passval.Call)) {
	for k, g := range p.files {
		for ci := range g.Calls {
			c := &g.Calls[ci]
			for _, t := range p.valueTargets(k, ci) {
				at := [2]int{c.Line, c.Col}
				yield(passval.Ref{File: t.file, Fn: t.fn}, passval.Call{File: k, Index: ci, Caller: passval.Ref{File: k, Fn: c.Func},
					Result: slices.Contains(g.Results, at) || p.thrownOut(k, c), Pass: slices.Contains(g.Passes, at)})
			}
		}
	}
}

// valueTargets returns the functions whose returned value call k of file
// fi returns: its target, or the one function a Python thread offload it
// awaits runs (`await asyncio.to_thread(fetch, url)` returns what fetch
// returns; dispatch.Offloaded, the only Call.Alts of one entry: a dispatch
// table has two or more, and which of them runs is left to its own
// summaries).
func (p *Program) valueTargets(fi, k int) []ref {
	if r := p.files[fi].Calls[k].Runs; r != "" && p.target[fi][k] == none { // executor.submit(fn, ...): its future's result() is fn's value (pyfuture)
		if t := p.local(fi, r, 0); t != none {
			return []ref{t}
		}
	}
	if t := p.target[fi][k]; t != none || len(p.files[fi].Calls[k].Alts) != 1 {
		if t == none {
			return nil
		}
		return []ref{t}
	}
	return p.callTargets(fi, k)
}

// leakSite is the RC402 finding at leak l of file i, if the summaries give
// its error an origin that carries internal detail; for error text a
// function returns as a value (l.Owners), also the call that sends the
// value on (valueUse), in file useIn only when useIn >= 0.
func (p *Program) leakSite(s *state, i int, l xfacts.Leak, useIn int) (Site, *Call, bool) {
	f, rf := p.files[i], i // rf: the file of l.Region's calls
	in := func(sp xfacts.Span, c *Call) bool { return sp.Contains(c.Line, c.Col) }
	caller := func(c *Call) string {
		if c.Func >= 0 {
			return p.files[rf].Funcs[c.Func].Name + "()"
		}
		return "the handler"
	}
	var origins []xfacts.Origin
	best, raising := (*ErrorEffect)(nil), false // raising: a call of the region reaches a function that raises anything (clsorigin below)
	var bestCall, via *Call
	if l.ParamName != "" { // a parameter's error text: a caller's caught error (paramleak.go)
		if via, rf = p.paramUse(s, i, &l, useIn); via == nil {
			return Site{}, nil, false
		} else if l.Origin != 0 {
			origins, best, bestCall = []xfacts.Origin{l.Origin}, &ErrorEffect{Origin: l.Origin}, via
		}
	} else if len(l.Owners) > 0 || l.Arg > 0 { // error text a function returns, or raises from an argument
		use := p.valueUse
		switch {
		case l.Arg > 0:
			use = p.rethrowsArg
		case l.Thrown:
			use = p.thrownUse
		}
		if via = use(i, &l, useIn); via == nil {
			return Site{}, nil, false
		}
		if l.Origin != 0 {
			origins, best, bestCall = []xfacts.Origin{l.Origin}, &ErrorEffect{Origin: l.Origin}, via
		}
	}
	for k := range p.files[rf].Calls {
		c := &p.files[rf].Calls[k]
		if l.Origin != 0 || !in(l.Region, c) || !p.uncaught[c] && tryguard.Guarded(&l, c.Try) {
			continue
		}
		for _, t := range p.callTargets(rf, k) { // a dispatch table's functions too (Call.Alts)
			for j, e := range s.x.errs[t.file][t.fn] {
				if raising = true; narrowexc.Misses(l.Catches, e.Mod) || wrapcls.Misses(l.Wraps, e.Wraps) { // except ValueError: an httpx error is none (package narrowexc); except ApiError: one raised again as ApiError only (wrapcls)
					continue
				}
				if !errtext.ContainsOrigin(origins, e.Origin) {
					origins = append(origins, e.Origin)
				}
				if best == nil || e.Origin > best.Origin {
					best, bestCall = &s.x.errs[t.file][t.fn][j], c
				}
			}
			if e, os := handerr.Origin(c, p.files[t.file], t.fn, origins, nil); e != nil && len(l.Catches)+len(l.Wraps) == 0 && (best == nil || e.Origin > best.Origin) { // a helper that calls the callable c hands it (package handerr)
				best, bestCall, origins = e, c, os
			}
		}
		if e, os := handerr.Back(p.files, func(fi, k int) (int, int) { return p.target[fi][k].file, p.target[fi][k].fn }, s.x.errs, rf, c, origins); e != nil && len(l.Catches)+len(l.Wraps) == 0 && (best == nil || e.Origin > best.Origin) { // the callable the callers hand the parameter c calls (package handerr)
			best, bestCall, origins = e, c, os
		}
	}
	for j := range p.files[rf].Funcs { // an SDK call on a receiver typed in another file (Func.Recvs)
		if l.Origin != 0 || len(l.Wraps) > 0 {
			break
		}
		for _, r := range slices.Concat(p.files[rf].Funcs[j].Recvs, p.files[rf].Funcs[j].LitRecvs, p.files[rf].Funcs[j].HeldRecvs) {
			if o := p.recvOrigin(rf, j, r.What); o != 0 && l.Region.Contains(r.Chain[0].Line, r.Chain[0].Col) {
				if !errtext.ContainsOrigin(origins, o) {
					origins = append(origins, o)
				}
				if best == nil || o > best.Origin {
					h := r.Chain[0]
					h.Name = gochain.Display(r.What)
					best, bestCall = &ErrorEffect{Origin: o, Effect: r}, &Call{Func: j, Hop: h}
				}
			}
		}
	}
	if best == nil && l.Opaque && !raising && via == nil && l.Origin == 0 { // except OwnError whose try's calls raise nothing the summaries see: the class's raises elsewhere (clsorigin)
		best, bestCall, origins = clsorigin.Pick(l.Wraps, s.x.errs, p.files)
	}
	if best == nil {
		if leakdiag.On() { // RC_LEAK_DIAG: the leak the origin is missing for, with its region's calls
			var cs []string
			for k := range p.files[rf].Calls {
				if c := &p.files[rf].Calls[k]; in(l.Region, c) {
					cs = append(cs, leakdiag.Call(c.Callee, p.target[rf][k] != none, !p.uncaught[c] && tryguard.Guarded(&l, c.Try)))
				}
			}
			leakdiag.Note(f.Path, l.At.Line, l.Sink, l.What, l.ParamName, cs)
		}
		return Site{}, nil, false
	}
	sort.Slice(origins, func(a, b int) bool { return origins[a] < origins[b] })
	at := Hop{Path: f.Path, Line: l.At.Line, Col: l.At.Col, EndLine: l.At.Line, EndCol: errtext.EndCol(l.At), Name: bestCall.Name}
	chain, hops, from := "", []Hop{bestCall.Hop}, "" // the origin in the file: the chain is the value's way out
	if l.Origin == 0 {
		chain, hops, from = chainsite.Text(bestCall, best.Chain), append(hops, best.Chain...), caller(bestCall)
	}
	if via != nil && via != bestCall {
		hops = append(hops, via.Hop)
	}
	return Site{RuleID: "RC402", Call: at, LineText: l.LineText, From: from,
		Message: xfacts.LeakMessage(l, f.Lang, origins, chain), Fix: l.Fix, Chain: hops}, via, true
}

// valueSites are the findings, at the calls in reported file i, of the error
// text that functions of files not reported return as a value (a pull
// request that changes the tool, not the helper): the call is where the
// text enters what the change sends to the client.
func (p *Program) valueSites(s *state, i int, report func(string) bool) []Site {
	var out []Site
	for j, g := range p.files {
		if j == i || len(g.Leaks) == 0 || report == nil || report(g.Path) { // Leaks first: report hashes a path, for every pair of files
			continue
		}
		for _, l := range g.Leaks {
			if len(l.Owners) == 0 {
				continue
			}
			l.What += fmt.Sprintf(" (%s:%d)", g.Path, l.At.Line)
			site, via, ok := p.leakSite(s, j, l, i)
			if !ok {
				continue
			}
			site.Chain = append([]Hop{site.Call}, site.Chain...)
			site.Call, site.LineText, site.From = via.Hop, via.LineText, ""
			out = append(out, site)
		}
	}
	return out
}

// thrownUse returns the call of a tool or resource handler whose chain of
// calls, none in a try that handles the error, reaches the function that
// raises leak l's error (the first of l.Owners that is a function of file
// i), at most MaxDepth calls down, in file useIn only when useIn >= 0; the
// SDKs send an error a handler lets out to the client (FastMCP and the TS
// SDK as the error result's text, mcp-go as the JSON-RPC error message).
func (p *Program) thrownUse(i int, l *xfacts.Leak, useIn int) *Call {
	if p.reach == nil {
		p.reach = map[ref]map[int]*Call{} // per function, a handler's call reaching it, per file
		var edges [][2]ref                // uncaught calls between functions
		// called: per function, 1 when a call of it is in a try that handles its errors, 2 when one
		// is not; a handler called only under such a try, or an exported dispatcher with no call in
		// sight (Func.Dispatch), lets nothing out: its caller's catch decides what the client sees.
		called := map[ref]uint8{}
		for k, g := range p.files {
			for ci, t := range p.target[k] {
				called[t] |= map[bool]uint8{true: 1, false: 2}[g.Calls[ci].Caught]
			}
		}
		for k, g := range p.files {
			for ci := range g.Calls {
				c, t := &g.Calls[ci], p.target[k][ci]
				switch {
				case t == none || c.Caught:
				case c.Handler != model.NotHandler && c.Func >= 0 && !c.Nested && (called[ref{k, c.Func}] == 1 || called[ref{k, c.Func}] == 0 && g.Funcs[c.Func].Dispatch):
				case c.Handler != model.NotHandler:
					if p.reach[t] == nil {
						p.reach[t] = map[int]*Call{}
					}
					if p.reach[t][k] == nil {
						p.reach[t][k] = c
					}
				case c.Func >= 0:
					edges = append(edges, [2]ref{{k, c.Func}, t})
				}
			}
		}
		for d := 1; d < MaxDepth; d++ {
			for _, e := range edges {
				for k, c := range p.reach[e[0]] {
					if p.reach[e[1]] == nil {
						p.reach[e[1]] = map[int]*Call{}
					}
					if m := p.reach[e[1]]; m[k] == nil {
						m[k] = c
					}
				}
			}
		}
	}
	if roots := p.reach[ref{i, p.files[i].Owner(l.Owners)}]; len(roots) > 0 {
		k := useIn
		for f := range roots {
			if useIn < 0 && (k < 0 || f < k) {
				k = f
			}
		}
		if roots[k] != nil {
			l.Sink += fmt.Sprintf(", which the tool handler calling %s lets out to the client (%s:%d)", roots[k].Name, p.files[k].Path, roots[k].Line)
			return roots[k]
		}
	}
	return nil
}

// rethrowsArg returns the call that leak l's text is an argument of
// (l.ArgOf, l.Arg) when it raises an error built from that parameter
// (Func.Rethrows) or, in Go, puts that parameter into a sink of its body
// (File.SinkParams: a result builder of another file of the package), else nil.
func (p *Program) rethrowsArg(i int, l *xfacts.Leak, _ int) *Call {
	for k := range p.files[i].Calls {
		if c, t := &p.files[i].Calls[k], p.target[i][k]; c.Line == l.ArgOf[0] && c.Col == l.ArgOf[1] && t != none &&
			(slices.Contains(p.files[t.file].Funcs[t.fn].Rethrows, l.Arg-1) && (l.HandlerErr || p.files[i].Lang != model.LangGo) || !l.HandlerErr && p.sinksParam(t, l.Arg)) { // Go: the error a handler returns (gowrap)
			return c
		}
	}
	return nil
}

// sinksParam reports whether parameter arg (1-based) of function t reaches
// an RC402 sink in its body (File.SinkParams).
func (p *Program) sinksParam(t ref, arg int) bool {
	fn := &p.files[t.file].Funcs[t.fn]
	for _, s := range p.files[t.file].SinkParams {
		if s.Line == fn.Line && s.Col == fn.Col && (s.Param == arg || s.Variadic && arg > s.Param) {
			return true
		}
	}
	return false
}

// importedClientPost is the first of function j's PostUses (file i) whose
// callee hands out an HTTP client (pyhttpret: `async with client._client()
// as c: c.post(...)`), as a mutation of the function, or nil; k >= 0 takes
// use k only.
func (p *Program) importedClientPost(i, j, k int) *Effect {
	for n, u := range p.files[i].Funcs[j].PostUses {
		if k >= 0 && n != k {
			continue
		}
		if r := p.resolveCall(i, &Call{Func: j, Callee: u.Callee}); r != none && p.files[r.file].Funcs[r.fn].HTTPClient {
			g := p.files[r.file].Funcs[r.fn]
			return &Effect{What: u.Method, Chain: []Hop{u.Hop, {Path: p.files[r.file].Path, Line: g.Line, Col: g.Col, Name: g.Name + "()"}}}
		}
	}
	return nil
}

// clientPostSite is the RC601 finding at tool of file i whose own handler
// POSTs on an HTTP client another module's function hands out
// (importedClientPost), or false.
func (p *Program) clientPostSite(i int, tool xfacts.Tool) (Site, bool) {
	f := p.files[i]
	for j := range f.Funcs {
		for k, u := range f.Funcs[j].PostUses {
			if !tool.Handler.Contains(u.Hop.Line, u.Hop.Col) {
				continue
			}
			m := p.importedClientPost(i, j, k)
			if m == nil {
				continue
			}
			msg := ""
			switch {
			case !tool.Hinted:
				msg = xfacts.MutationMessage(tool.Name, m.What, chainsite.Text(&Call{Hop: m.Chain[0], LineText: u.LineText}, m.Chain[1:]))
			case xfacts.HintedMutationMessage != nil:
				msg = xfacts.HintedMutationMessage(tool.Name, m.What, chainsite.Text(&Call{Hop: m.Chain[0], LineText: u.LineText}, m.Chain[1:]))
			}
			if msg == "" {
				continue
			}
			at := Hop{Path: f.Path, Line: tool.At.Line, Col: tool.At.Col, EndLine: tool.At.Line, EndCol: errtext.EndCol(tool.At), Name: u.Hop.Name}
			return Site{RuleID: "RC601", Call: at, LineText: tool.LineText, From: tool.Name, Fix: tool.Fix, Message: msg, Chain: m.Chain}, true
		}
	}
	return Site{}, false
}

// readSites are the findings at the reads of an error field in reported file i (package readsite).
func (p *Program) readSites(s *state, i int, report func(string) bool) (out []Site) {
	for j, g := range readsite.Files(p.files, p.files[i], report) {
		for _, l := range g.Leaks {
			if fn := g.Owner(l.Owners); fn >= 0 && readsite.Wanted(p.files[i], report, g.Path, l) {
				if site, _, ok := p.leakSite(s, j, l, -1); ok {
					out = readsite.Add(out, site, p.files[i], p.passes.All(passval.Ref{File: j, Fn: fn}, i))
				}
			}
		}
	}
	return out
}
