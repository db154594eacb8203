package summary

import (
	"fmt"

	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/facts/jsopts"
	"github.com/resilience-check/resilience-check/checks/facts/spreadopts"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary/fieldcall"
	"github.com/resilience-check/resilience-check/checks/summary/fwd"
)

// This file holds the closed-world judgement of forwarded options (issue
// 18, "forwarded options, no caller bounds them"): a helper that passes its
// options on to fetch or requests, and that no caller of the repository
// ever gives a bound, is a defect of the helper itself. It is reported once,
// at the helper's call, with the callers as related locations, and the
// callers' own findings for it are covered by that one (one defect, one
// finding). When some caller bounds the options and another does not, the
// fix is at that caller, which is reported as before.

// MaxSinkCallers is the most calls of a forwarding helper listed as related
// locations of its closed-world finding.
const MaxSinkCallers = 5

// closed reports whether the summarised files are the whole repository (a
// whole-repository scan, Options.Has nil): every call of a helper is among
// them, so "no caller bounds it" can be said. In diff mode the files that
// import a helper are not read, so it is never said there.
func (p *Program) closed() bool { return p.opt.Has == nil }

// deadline reports whether some non-test JS/TS file of the program creates
// a signal that times out (File.Deadline). Without one, no signal passed
// anywhere in the repository ends by time: an options object of unknown
// shape cannot carry a bounded signal.
func (p *Program) deadline() bool {
	if p.hasDeadline == 0 {
		p.hasDeadline = 2
		for _, f := range p.files {
			if f.Deadline && !impact.IsTestPath(f.Path) {
				p.hasDeadline = 1
				break
			}
		}
	}
	return p.hasDeadline == 1
}

// callRef is one call of the program: file index and index in its Calls.
type callRef struct{ file, call int }

// sinkKey names a forward's sink: the path, line and column of its call.
func sinkKey(h Hop) string { return fmt.Sprintf("%s:%d:%d", h.Path, h.Line, h.Col) }

// closedSinks returns, in a closed world, the sinks of the direct forwards
// (a fetch / requests call in the function's own body) that no call in the
// program ever bounds, each with the calls that leave it unbounded (at most
// MaxSinkCallers) as its site. A call that passes the caller's own
// parameter on (requestJSON(path, options) -> request(path, options) ->
// fetch) is judged through the caller's own calls, at most MaxDepth
// functions up; a call that bounds the options, or passes an argument of
// unknown shape while some file creates a deadline, or a chain longer than
// that, leaves the judgement to the callers. A sink no unbounded call
// reaches says nothing.
func (p *Program) closedSinks(report func(string) bool) map[string]*Site {
	p.sinkCuts = nil
	if !p.closed() {
		return nil
	}
	var into map[ref][]callRef // the calls that resolve to each function
	var out map[string]*Site
	for hi, hf := range p.files {
		if !report(hf.Path) {
			continue
		}
		for hj := range hf.Funcs {
			for w, fw := range hf.Funcs[hj].Forwards {
				if len(fw.Chain) != 1 || (fw.Key != "signal" && fw.Key != "timeout") || fw.Rule != "" {
					continue
				}
				if into == nil {
					into = map[ref][]callRef{}
					for i, f := range p.files {
						for k := range f.Calls {
							if t := p.target[i][k]; t != none {
								into[t] = append(into[t], callRef{i, k})
							}
						}
					}
				}
				if x := p.closedSink(hi, hj, w, func(r ref) []callRef { return into[r] }); x != nil {
					if out == nil {
						out = map[string]*Site{}
					}
					out[sinkKey(x.Call)] = x
				}
			}
		}
	}
	return out
}

// closedSink is closedSinks for forward w of function fn of file fi, or nil.
func (p *Program) closedSink(fi, fnIdx, w int, calls func(ref) []callRef) *Site {
	fn := &p.files[fi].Funcs[fnIdx]
	fw := fn.Forwards[w]
	type node struct {
		r     ref
		param int
		prop  string // the forward's own property of the parameter (Forward.Prop), at the first level only
	}
	type caller struct {
		c       *Call
		name    string
		unknown bool // an argument of unknown shape, unbounded for want of any deadline
	}
	var cs []caller
	seen := map[node]bool{}
	level := []node{{ref{fi, fnIdx}, fw.Param, fw.Prop}}
	for depth := 0; len(level) > 0; depth++ {
		if depth > MaxDepth { // forwarded further up than the chains go: the callers judge it
			sink := fw.Chain[0]
			p.sinkCuts = append(p.sinkCuts, Cut{Path: sink.Path, Reason: fmt.Sprintf(
				"the options %s() passes to %s at line %d are forwarded by callers more than %d calls up; whether any caller bounds them is not judged (RC101)",
				fn.Name, sink.Name, sink.Line, MaxDepth)})
			return nil
		}
		var next []node
		for _, nd := range level {
			if seen[nd] {
				continue
			}
			seen[nd] = true
			for _, cr := range calls(nd.r) {
				f := p.files[cr.file]
				c := &f.Calls[cr.call]
				j, v := judge(c, Forward{Param: nd.param, Key: fw.Key, Prop: nd.prop})
				unknown := false
				switch {
				case v == fwd.Forwarded && c.Func >= 0:
					next = append(next, node{ref{cr.file, c.Func}, j, ""})
					continue
				case v == fwd.Unbounded:
				case p.unknownUnbounded(c, Forward{Param: nd.param, Key: fw.Key}):
					unknown = true
				default:
					return nil
				}
				name := "module code"
				if c.Func >= 0 {
					name = f.Funcs[c.Func].Name + "()"
				}
				cs = append(cs, caller{c, name, unknown})
			}
		}
		level = next
	}
	if len(cs) == 0 {
		return nil
	}
	sink := fw.Chain[0]
	var chain []Hop
	for _, c := range cs {
		if len(chain) == MaxSinkCallers {
			break
		}
		h := c.c.Hop
		h.Name = fmt.Sprintf("%s calls %s here without a %s", c.name, c.c.Name, fw.Key)
		chain = append(chain, h)
	}
	param := "its options"
	if fw.Param >= 0 && fw.Param < len(fn.Params) && fn.Params[fw.Param] != "" {
		param = fn.Params[fw.Param]
	} else if fw.Prop != "" {
		param = fw.Prop // destructured from an object parameter
	} else if fw.Param < 0 && fn.Kwargs != "" {
		param = "**" + fn.Kwargs
	}
	opt := "signal"
	if fw.Key == "timeout" {
		opt = "timeout="
	}
	who := "its only caller passes no " + opt
	if len(cs) > 1 {
		who = fmt.Sprintf("none of its %d callers passes a %s", len(cs), opt)
	}
	for _, c := range cs {
		if c.unknown {
			who += " that times out (nothing in this repository creates a signal with a timeout)"
			break
		}
	}
	msg := fmt.Sprintf("%s forwards %s from %s(), but %s, so the request can hang for minutes or forever; give the call its own bound or have the callers pass one",
		sink.Name, param, fn.Name, who)
	fix := "pass signal: AbortSignal.timeout(10_000), combined with the caller's signal (AbortSignal.any)"
	if fw.Key == "timeout" {
		fix = "pass timeout=(5, 30) unless the caller gave one"
	}
	return &Site{RuleID: "RC101", Call: sink, LineText: fw.LineText, Message: msg, Fix: fix, Chain: chain, Callers: true, Sink: true}
}

// unknownUnbounded reports whether call c's argument for forward fw, of
// unknown shape (a variable, an attribute: ArgOther), cannot carry a
// bounded signal because no file of the program creates one.
func (p *Program) unknownUnbounded(c *Call, fw Forward) bool {
	if fw.Key != "signal" || fw.Param < 0 || fw.Param >= len(c.Args) || c.Args[fw.Param].Kind != ArgOther {
		return false
	}
	return !p.deadline()
}

// noteDeadline sets f.Deadline when call n creates a signal that times out
// (jsopts.CreatesDeadline).
func (x *extractor) noteDeadline(n, callee *model.Node) {
	if !x.out.Deadline && x.f.Lang.IsJS() && jsopts.CreatesDeadline(x.f, n, callee) {
		x.out.Deadline = true
	}
}

// fieldInstance records a class field set to a new instance
// (`protected api = new ApiClient(url)` in class Tools) as
// Instances["Tools.this.api"], as a `this.api = new ApiClient()` in a
// method is.
func (x *extractor) fieldInstance(n *model.Node, c ctx) {
	if c.class != "" && c.scope == nil {
		if name, cls := jsopts.NewField(x.f, n); cls != "" {
			x.addInstance(c.class+".this."+name, cls)
		} else if name, fac := fieldcall.Of(x.f, n); fac != "" {
			x.addInstance(c.class+".this."+name, fac) // = createApi(cfg)
		}
	}
}

// restAlias records, in function c.fn, a local that holds one of its
// parameters' options under another name (jsopts.OptionsAlias): forward
// then treats the local as the parameter.
func (x *extractor) restAlias(n *model.Node, c ctx) {
	if c.fn < 0 || !x.f.Lang.IsJS() {
		return
	}
	local, from := jsopts.OptionsAlias(x.f, n)
	if local == "" {
		local, from = spreadopts.Alias(x.f, n, "signal", "timeout") // const init = { ...options, headers }
	}
	for j, p := range x.out.Funcs[c.fn].Params {
		if local != "" && p != "" && p == from {
			if x.aliases == nil {
				x.aliases = map[int]map[string]int{}
			}
			if x.aliases[c.fn] == nil {
				x.aliases[c.fn] = map[string]int{}
			}
			x.aliases[c.fn][local] = j
		}
	}
}
