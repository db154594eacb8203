package summary

import (
	"fmt"
	"slices"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/summary/dispatch"
	"github.com/resilience-check/resilience-check/checks/summary/errtext"
)

// paramUse returns, for leak l of file i whose text is that of a parameter
// of the function starting at l.ParamOf (package errparam), the first call
// of that function, in any file (file useIn only when useIn >= 0), that
// passes it the error its catch clause caught (Call.ErrArg) and whose try
// block calls a function whose errors carry an origin (state s), and that
// call's file; l.Region becomes that try block and l.Sink names the call.
// A leak that is a value the function returns (l.Owners) needs the call's
// value to reach a sink too (File.Results). Nil when there is none.
func (p *Program) paramUse(s *state, i int, l *xfacts.Leak, useIn int) (*Call, int) {
	fn, j := p.files[i].Owner([][2]int{l.ParamOf}), -1
	if fn >= 0 {
		j = slices.Index(p.files[i].Funcs[fn].Params, l.ParamName)
	}
	if j < 0 {
		return nil, i
	}
	if p.errArgs == nil { // the calls handing a caught error on, in file and call order, once (extraction alone sets ErrArg)
		p.errArgs = [][2]int{}
		for k, g := range p.files {
			for ci := range g.Calls {
				if g.Calls[ci].ErrArg > 0 && g.Calls[ci].CatchOf != nil {
					p.errArgs = append(p.errArgs, [2]int{k, ci})
				}
			}
		}
	}
	for _, kc := range p.errArgs {
		k, ci := kc[0], kc[1]
		g := p.files[k]
		c := &g.Calls[ci]
		if useIn >= 0 && k != useIn || c.ErrArg != j+1 || p.target[k][ci] != (ref{i, fn}) ||
			len(l.Owners) > 0 && !slices.Contains(g.Results, [2]int{c.Line, c.Col}) && !p.thrownOut(k, c) {
			continue
		}
		for _, e := range g.ErrPasses { // the caller's file shows the origin
			if e.Line == c.Line && e.Col == c.Col && e.Arg == j+1 {
				l.Region, l.Excludes, l.Origin = *c.CatchOf, nil, e.Origin
				l.Sink += fmt.Sprintf(", built from the error %s at %s:%d hands it", errtext.Handing(g.Path), g.Path, c.Line)
				return c, k
			}
		}
		if p.thrownOut(k, c) { // thrown: a call of the try shows the origin (package thrownres)
			for _, e := range s.x.errs[k][c.Func] {
				if len(e.Chain) > 0 && c.CatchOf.Contains(e.Chain[0].Line, e.Chain[0].Col) {
					l.Region, l.Excludes, l.Origin = *c.CatchOf, nil, e.Origin
					l.Sink += fmt.Sprintf(", built from the error %s at %s:%d hands it", errtext.Handing(g.Path), g.Path, c.Line)
					return c, k
				}
			}
		}
		for cj := range g.Calls {
			d := &g.Calls[cj]
			for _, t := range p.callTargets(k, cj) {
				if c.CatchOf.Contains(d.Line, d.Col) && len(s.x.errs[t.file][t.fn]) > 0 {
					l.Region, l.Excludes = *c.CatchOf, nil
					l.Sink += fmt.Sprintf(", built from the error %s at %s:%d hands it", errtext.Handing(g.Path), g.Path, c.Line)
					return c, k
				}
			}
		}
	}
	return nil, i
}

// thrownOut: call c of file k makes an error's text (File.Thrown) that its
// function raises and a tool handler lets out to the client (thrownUse).
func (p *Program) thrownOut(k int, c *Call) bool {
	g := p.files[k]
	return slices.Contains(g.Thrown, [2]int{c.Line, c.Col}) && c.Func >= 0 && p.thrownUse(k, &xfacts.Leak{Owners: [][2]int{{g.Funcs[c.Func].Line, g.Funcs[c.Func].Col}}}, -1) != nil
}

// callTargets are the functions call k of file fi runs: the one it is
// linked to, or else the functions of the dispatch table its callee is an
// entry of (Call.Alts, package dispatch) that resolve in the file, or the
// function or bound method a Python thread offload runs.
func (p *Program) callTargets(fi, k int) []ref {
	c, t, out := &p.files[fi].Calls[k], p.target[fi][k], []ref(nil)
	alts := dispatch.Runs(c.Alts, t != none && p.files[t.file].Funcs[t.fn].Offloads == 1) // a helper's thread offload (dispatch.Handed)
	if t != none && alts == nil {
		return []ref{t}
	}
	for _, a := range alts {
		r := none
		if strings.Contains(a, ".") { // a thread offload's bound method, resolved as a call of it (dispatch.Offloaded)
			r = p.resolveCall(fi, &Call{Callee: a, Func: c.Func, Hop: c.Hop})
		} else {
			r = p.local(fi, a, 0)
		}
		if r != none {
			out = append(out, r)
		}
	}
	return out
}
