package checks

import (
	"fmt"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/gates"
	"github.com/resilience-check/resilience-check/checks/facts/memo"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary"
	"github.com/resilience-check/resilience-check/finding"
)

// This file holds two judgements of RC201's findings across files (issue
// 18's precision in whole scans): a blocking call that many async functions
// reach through one helper is one defect, reported once; and a chain through
// a call cached on first use blocks once per key, so it is low.

// onceCalls returns the calls of f (by the line and column of their callee,
// as summary.Hop places them) whose result is cached on first use
// (memo.Once). Only Python and JS/TS files are looked at.
func onceCalls(f *model.File) map[[2]int]bool {
	if f.Lang != model.LangPython && !f.Lang.IsJS() {
		return nil
	}
	var out map[[2]int]bool
	j := memo.NewJudge(f)
	f.NodesOf(callSyms, func(n *model.Node) bool {
		callee := model.Callee(n)
		if callee != nil && j.Once(n) {
			if out == nil {
				out = map[[2]int]bool{}
			}
			l, c := f.Position(int(callee.StartByte()))
			out[[2]int{l, c}] = true
		}
		return true
	})
	return out
}

var callSyms = model.NewSymBitset(model.SymCall, model.SymCallExpression)

// onceHop returns the first call of site s (the call itself, then its
// chain) whose result is cached on first use: the chain below it runs once
// per key, not on every call.
func (xc *xcollect) onceHop(s summary.Site) (summary.Hop, bool) {
	if xc.once[s.Call.Path][[2]int{s.Call.Line, s.Call.Col}] {
		return s.Call, true
	}
	for _, h := range s.Chain {
		if xc.once[h.Path][[2]int{h.Line, h.Col}] {
			return h, true
		}
	}
	return summary.Hop{}, false
}

// gateCalls returns the calls of f (keyed as onceCalls) that run only when
// a debug flag is on (gates.Debug), with the flag, and those that run as
// the module's entry code (gates.Judge.StartUpCall), which RC201 leaves
// alone in the file too; the start-up calls only when scanned (a file the
// scan reports on). A function that exits the process is not start-up here:
// cloud-run-mcp's deploy() exits on bad input yet runs per request, and the
// chain from it to a stat (batch 2) is a true finding. Only Python and JS/TS
// files are looked at.
func gateCalls(f *model.File, scanned bool) (debug map[[2]int]string, startup map[[2]int]bool) {
	possible := gates.Possible(f)
	if f.Lang != model.LangPython && !f.Lang.IsJS() || !scanned && !possible {
		return nil, nil
	}
	j := gates.NewJudge(f)
	f.NodesOf(callSyms, func(n *model.Node) bool {
		callee := model.Callee(n)
		if callee == nil {
			return true
		}
		l, c := f.Position(int(callee.StartByte()))
		if possible {
			if flag, ok := gates.Debug(f, n); ok {
				if debug == nil {
					debug = map[[2]int]string{}
				}
				debug[[2]int{l, c}] = flag
			}
		}
		if scanned && j.StartUpCall(n) {
			if startup == nil {
				startup = map[[2]int]bool{}
			}
			startup[[2]int{l, c}] = true
		}
		return true
	})
	return debug, startup
}

// debugHop returns the first call of site s (the call itself, then its
// chain) that runs only when a debug flag is on, and the flag.
func (xc *xcollect) debugHop(s summary.Site) (summary.Hop, string, bool) {
	if flag, ok := xc.debug[s.Call.Path][[2]int{s.Call.Line, s.Call.Col}]; ok {
		return s.Call, flag, true
	}
	for _, h := range s.Chain {
		if flag, ok := xc.debug[h.Path][[2]int{h.Line, h.Col}]; ok {
			return h, flag, true
		}
	}
	return summary.Hop{}, "", false
}

// blockGroups gathers, in a whole-repository scan, the low RC201 findings
// at async calls whose chains reach the same blocking call through the same
// called helper (the chain's first hop, in the helper): a helper that
// blocks once per key (memo.Once) or only for a small file operation
// (fsops) is one defect, the helper's, whatever calls it, so one finding
// reports it, at the first caller, with the others as related locations and
// counted in the message (gitlab-mcp's 192 calls of getFetchConfig(), whose
// CA read is cached per URL). CodeQL and Semgrep report a defect reached
// along many paths once, at one place, with the paths to it. A medium or
// high finding blocks on every request of its caller, whose fix is there
// too (awaiting the helper's async form): each call keeps its finding, as
// the blind set's reviewers marked each call (Flux159/mcp-server-kubernetes
// rows 50-65, one of four calls of executeCommand() in installHelmChart).
// In diff mode (closed false) nothing is grouped: a changed caller keeps
// its own finding, since the change is what the review is about.
type blockGroups struct {
	closed bool
	// suppressed reports whether a suppression comment silences f: such a
	// finding is not grouped, so that the comment stays used.
	suppressed func(f model.Finding) bool
	order      []string
	groups     map[string][]blockMember
}

type blockMember struct {
	site    summary.Site
	finding model.Finding
}

// MaxGroupRelated is the most other callers a grouped RC201 finding lists
// as related locations (the count in its message covers them all).
const MaxGroupRelated = 5

// add takes finding f of site s into its group and reports whether it did
// (the caller then leaves it out of the findings until flush).
func (g *blockGroups) add(s summary.Site, f model.Finding) bool {
	if !g.closed || s.RuleID != "RC201" || s.Sink || len(s.Chain) == 0 {
		return false
	}
	if f.Severity > model.SeverityLow || (g.suppressed != nil && g.suppressed(f)) {
		return false // blocks on every request: each call is its caller's defect
	}
	first, last := s.Chain[0], s.Chain[len(s.Chain)-1]
	key := fmt.Sprintf("%s:%d:%d|%s:%d:%d", last.Path, last.Line, last.Col, first.Path, first.Line, first.Col)
	if g.groups == nil {
		g.groups = map[string][]blockMember{}
	}
	if _, ok := g.groups[key]; !ok {
		g.order = append(g.order, key)
	}
	g.groups[key] = append(g.groups[key], blockMember{s, f})
	return true
}

// flush adds one finding per group to byPath: a group of one as it was;
// a larger one as its most severe member's finding, whose message counts
// the callers and whose related locations list the others (at most
// MaxGroupRelated) after its own chain.
func (g *blockGroups) flush(byPath map[string][]model.Finding) {
	for _, key := range g.order {
		ms := g.groups[key]
		best := 0
		for i, m := range ms {
			if m.finding.Severity > ms[best].finding.Severity {
				best = i
			}
		}
		f := ms[best].finding
		if len(ms) > 1 {
			helper := ms[best].site.Call.Name
			f.Message = fmt.Sprintf("%s [one finding for the %d async calls of %s that reach %s; the others are its related locations]",
				f.Message, len(ms), helper, ms[best].site.Chain[len(ms[best].site.Chain)-1].Name)
			f.Message = strings.Replace(f.Message, "; the others are its related locations]", "; the other calls follow its chain as related locations]", 1)
			listed := 0
			for i, m := range ms {
				if i == best {
					continue
				}
				if listed == MaxGroupRelated {
					break
				}
				listed++
				c := m.site.Call
				f.Related = append(f.Related, finding.Related{Path: c.Path, StartLine: c.Line, StartCol: c.Col, EndLine: c.EndLine, EndCol: c.EndCol,
					Message: "also here: " + firstClause(m.finding.Message)})
			}
			if more := len(ms) - 1 - listed; more > 0 {
				f.Message = strings.TrimSuffix(f.Message, "]") + fmt.Sprintf(", %d more not listed]", more)
			}
		}
		byPath[f.Path] = append(byPath[f.Path], f)
	}
}

// firstClause is a chain finding's message up to its first colon: "x()
// blocks the event loop in caller()".
func firstClause(msg string) string {
	if i := strings.Index(msg, ": "); i > 0 {
		return msg[:i]
	}
	return msg
}
