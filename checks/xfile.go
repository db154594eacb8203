package checks

import (
	"context"
	"fmt"
	"os"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/resilience-check/resilience-check/checks/facts/fsops"
	"github.com/resilience-check/resilience-check/checks/facts/gates"
	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/facts/memo"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/godemand"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/served"
	"github.com/resilience-check/resilience-check/checks/summary"
	"github.com/resilience-check/resilience-check/checks/summary/demand"
	"github.com/resilience-check/resilience-check/checks/xresdiag"
	"github.com/resilience-check/resilience-check/finding"
	sitter "github.com/smacker/go-tree-sitter"
)

// Source is the repository around the scanned files, read for the function
// summaries of what they call (package summary): in diff mode the files a
// change imports are read from the same revision as the changed ones, so
// the changed code is judged with what it calls, changed or not.
type Source struct {
	// Has reports whether a slash-separated repository path is a file.
	Has func(path string) bool
	// Read returns a file's contents at the scanned revision.
	Read func(path string) ([]byte, error)
	// Size, when set, returns a file's size in bytes without reading it
	// (-1 when unknown): a file over the engine's limit is not read.
	Size func(path string) int64
	// List returns the names of the files in a folder ("" for the root);
	// it finds the other files of a Go package. It may be nil.
	List func(dir string) []string
	// GoModule is the module path of the repository's go.mod and GoRoot the
	// folder it is in ("" for the root).
	GoModule, GoRoot string
	// Config reads a configuration file of the repository (tsconfig.json,
	// whose paths and baseUrl resolve TS/JS imports), an error when it is
	// none; nil means Read. A whole-repository scan sets only this (and
	// GoModule): its files are the summaries' world.
	Config func(path string) ([]byte, error)
	// Cached, when set, returns the summaries an earlier scan made of the
	// files at paths as they are at this revision (the bot keeps them by
	// blob SHA), in the order of paths, nil for a file without one. A file
	// with a cached summary is not read; it counts toward MaxContextFiles
	// all the same, so that the files judged do not depend on what is
	// cached.
	Cached func(paths []string) []*summary.File
	// Keep, when set, is given the summary of each file read only for its
	// summary that was summarised completely (no notice that makes the
	// result incomplete), for Cached to return later. It must not keep s
	// itself past the call: Link reads it afterwards (a copy, such as its
	// JSON, is what to keep).
	Keep func(path string, s *summary.File)
	// Prefetch, when set, is told before each level of imports the paths
	// about to be read (those without a cached summary, at most
	// MaxContextFiles in all), so that a slow Read (an API) can fetch them
	// concurrently.
	Prefetch func(paths []string)
	// Diff says the scanned files are a change (diff mode): the callers of
	// a changed helper that now blocks are then looked for with Grep, and
	// their new exposure is reported on the helper's changed lines
	// (Engine.importerFindings), or a notice says they were not looked for.
	Diff bool
	// Grep, when set, returns the repository files at the scanned revision
	// whose text contains one of words as a whole word, among those that
	// globs name (git glob pathspecs from the repository root:
	// "src/**/*.py"). It is how diff mode finds the files that may import
	// a changed one without reading every file; an error leaves them
	// unknown (an incomplete result). It may leave out test files
	// (impact.IsTestPath): its callers drop them.
	Grep func(ctx context.Context, words, globs []string) ([]string, error)
	// GrepWords, when set, is Grep for several words in one search, with
	// the words each file holds, in Grep's order: the files Grep(ctx, ws,
	// globs) returns for any subset ws of words are the hits holding a word
	// of ws (diff.GrepWordsExcept). Its words are tokenWords.
	GrepWords func(ctx context.Context, words, globs []string) ([]GrepHit, error)
}

// GrepHit is a file Source.GrepWords found and the words it holds.
type GrepHit struct {
	Path  string
	Words []string
}

// MaxContextFiles is the most files a scan reads beyond its inputs only to
// summarise them (diff mode); past it, a notice says which imports were not
// followed.
const MaxContextFiles = 300

// xcollect gathers the summaries of a scan's files from the workers.
type xcollect struct {
	mu      sync.Mutex
	files   []*summary.File
	scanned map[string]bool // inputs, whose calls are judged; the rest are context
	// rules are, per input, the rules that ran on it (per-file
	// configuration may differ): a finding at a call needs its rule there.
	rules map[string]map[string]*model.Rule
	// sups mark the findings at an input's calls that its suppression
	// comments cover, and return the comment line and rule of each.
	sups map[string]func([]model.Finding) []supUse
	// budgets are, per input, RC104's budgets as its settings give them.
	budgets map[string]model.Budgets
	// sites are, per input, where each of its recorded calls runs (by the
	// call's line and column): the severity by impact of a finding at the
	// call, judged after the input's tree is released.
	sites map[string]map[[2]int]impact.Site
	// once are, per input, the calls (by line and column) whose result is
	// cached on first use (memo.Once): a chain through one blocks once.
	once map[string]map[[2]int]bool
	// debug are, per input, the calls that run only when a debug flag is
	// on (gates.Debug), with the flag: a chain through one is low.
	debug map[string]map[[2]int]string
	// startup are, per input, the calls that run as the module's entry
	// code (gates.Judge.StartUpCall): RC201 reports no chain from them, as
	// it reports none written there.
	startup map[string]map[[2]int]bool
	// world is what the scan knows of the repository's own imports
	// (thirdparty.World), for RC402's third-party SDK errors.
	world *thirdparty.World
	// trees are the trees the handler registry parsed, handed on to the
	// files read for summaries (handlers.Registry.TakeTree).
	trees *handlers.Registry
	// served are, in a whole-repository scan (else nil), what
	// served.Extract read of each JS/TS input, for Engine.notServed.
	served map[string]*served.Info
	// diag are the calls of each input for the resolution diagnostic
	// (xresdiag, RC_XRES_DIAG), nil when it is off.
	diag map[string][]xresdiag.Site
}

// addServed records what served.Extract reads of file f; a panic loses only
// that (the judgement is then unknown for the whole scan).
func (xc *xcollect) addServed(f *model.File) {
	defer func() { _ = recover() }()
	in := served.Extract(f)
	xc.mu.Lock()
	xc.served[f.Path] = in
	xc.mu.Unlock()
}

// world returns what the scan knows of the repository: e.Repo's Go module
// and files, or, without a Has (a whole-repository scan), the inputs' paths;
// its Search runs git grep (diff mode) under the scan's ctx.
func (e *Engine) world(ctx context.Context, inputs []Input) *thirdparty.World {
	w := &thirdparty.World{}
	if e.Repo != nil {
		w.GoModule, w.Has = e.Repo.GoModule, e.Repo.Has
		w.Read = e.Repo.configRead() // manifests (pydeps) are read as configuration files are
	}
	if w.Has == nil && len(inputs) > 0 {
		paths := make(map[string]bool, len(inputs))
		for _, in := range inputs {
			paths[in.Path] = true
		}
		w.Has = func(p string) bool { return paths[p] }
		// a whole-repository scan: its inputs are the repository's files
		list := make([]string, 0, len(inputs))
		for _, in := range inputs {
			list = append(list, in.Path)
		}
		sort.Strings(list)
		w.Search = func([]string) []string { return list }
		w.GoSearch = w.Search
		w.PySearch = w.Search
	} else if e.Repo != nil && e.Repo.Grep != nil {
		w.Search = e.grepIn(ctx, jsFamily.globs)
		w.GoSearch = e.grepIn(ctx, []string{"*.go"})
		w.PySearch = e.grepIn(ctx, []string{"*.py"})
	}
	return w
}

// grepIn returns a World search (thirdparty.World.Search) that runs
// e.Repo.Grep over the repository's files matching globs (in any folder),
// under the scan's ctx: a cancelled scan stops the search; nil on an error.
func (e *Engine) grepIn(ctx context.Context, globs []string) func(words []string) []string {
	grep := e.Repo.Grep
	in := make([]string, len(globs))
	for i, g := range globs {
		in[i] = "**/" + g
	}
	return func(words []string) []string {
		found, err := grep(ctx, words, in)
		if err != nil {
			return nil
		}
		return found
	}
}

// supUse is a suppression comment (its line) that silenced a rule.
type supUse struct {
	line int
	rule string
}

// add records file f's summary; findings are its in-file findings with
// suppressions applied and ran the rules that finished on it. A panic in
// the extraction loses only the summary.
func (xc *xcollect) add(f *model.File, findings []model.Finding, scanned bool, ran []*model.Rule, settings *model.Settings) (failed any) {
	defer func() { failed = recover() }()
	var sites map[[2]int]impact.Site
	var onCall func(*model.Node, *summary.Call)
	if scanned {
		sites = map[[2]int]impact.Site{}
		// impact.SiteOf per call, with its file-level part (a test, a
		// script, browser code) taken once: only the handler is per call,
		// and a test wins over it, as in impact.PlaceOf.
		fileSite, isTest := impact.SiteOf(f, nil, settings), impact.IsTestPath(f.Path)
		onCall = func(n *model.Node, c *summary.Call) {
			st := fileSite
			if !isTest {
				if h := f.HandlerOf(n); h != model.NotHandler {
					st = impact.HandlerSite(h)
				}
			}
			if st != (impact.Site{}) {
				sites[[2]int{c.Line, c.Col}] = st
			}
		}
	}
	s := summary.ExtractWith(f, findings, onCall)
	if scanned && xresdiag.On() {
		ds := xresdiag.Sites(f, s)
		xc.mu.Lock()
		if xc.diag == nil {
			xc.diag = map[string][]xresdiag.Site{}
		}
		xc.diag[f.Path] = ds
		xc.mu.Unlock()
	}
	var once map[[2]int]bool
	var debug map[[2]int]string
	var startup map[[2]int]bool
	if scanned {
		once = onceCalls(f)
	}
	// a chain's hops in a context file may be gated too; start-up code is
	// a server's only when the settings say scripts are servers
	debug, startup = gateCalls(f, scanned && (settings == nil || !settings.ScriptsAreServers))
	var sup func([]model.Finding) []supUse
	if scanned {
		if sups := f.Suppressions(); len(sups) > 0 {
			// applySuppressions' marking, with the suppressions taken now:
			// the file is released before the findings at its calls exist.
			sup = func(fs []model.Finding) []supUse {
				var used []supUse
				for i := range fs {
					for _, s := range sups {
						if s.Covers(fs[i].StartLine) && s.Silences(fs[i].RuleID) {
							fs[i].Suppression = &model.Suppression{Kind: "inSource", Justification: s.Reason}
							used = append(used, supUse{s.Line, fs[i].RuleID})
							break
						}
					}
				}
				return used
			}
		}
	}
	xc.mu.Lock()
	defer xc.mu.Unlock()
	xc.files = append(xc.files, s)
	if len(debug) > 0 {
		if xc.debug == nil {
			xc.debug = map[string]map[[2]int]string{}
		}
		xc.debug[f.Path] = debug
	}
	if scanned {
		xc.scanned[f.Path] = true
		if len(sites) > 0 {
			xc.sites[f.Path] = sites
		}
		if len(once) > 0 {
			if xc.once == nil {
				xc.once = map[string]map[[2]int]bool{}
			}
			xc.once[f.Path] = once
		}
		if len(startup) > 0 {
			if xc.startup == nil {
				xc.startup = map[string]map[[2]int]bool{}
			}
			xc.startup[f.Path] = startup
		}
		rs := map[string]*model.Rule{}
		for _, r := range ran {
			rs[r.ID] = r
		}
		xc.rules[f.Path] = rs
		if settings != nil {
			if xc.budgets == nil {
				xc.budgets = map[string]model.Budgets{}
			}
			xc.budgets[f.Path] = settings.Budgets.WithDefaults()
		}
		if sup != nil {
			xc.sups[f.Path] = sup
		}
	}
	return nil
}

// summaries is the engine's hook after its per-file pass: it summarises the
// files the scanned ones import (from e.Repo, up to MaxContextFiles), links
// every summary and adds the findings at calls whose chain reaches another
// file, and a notice for each chain cut at summary.MaxDepth.
func (e *Engine) summaries(ctx context.Context, xc *xcollect, res *Result) {
	opt := summary.Options{}
	if e.Repo != nil {
		opt = summary.Options{Has: e.Repo.Has, List: e.Repo.List, GoModule: e.Repo.GoModule, GoRoot: e.Repo.GoRoot, Config: e.Repo.configRead()}
	}
	notices := len(res.Notices)
	if e.Repo != nil && e.Repo.Read != nil && e.Repo.Has != nil {
		e.readContext(ctx, xc, opt, res)
	}
	sort.Slice(xc.files, func(i, j int) bool { return xc.files[i].Path < xc.files[j].Path })
	prog := summary.Link(xc.files, opt)
	if xc.diag != nil {
		_ = xresdiag.Report(prog, xc.files, xc.diag, opt)
	}
	prog.SetBudgets(func(p string) model.Budgets {
		if b, ok := xc.budgets[p]; ok {
			return b
		}
		return e.Settings.Budgets.WithDefaults()
	})
	enabled := map[string]bool{}
	for _, rs := range xc.rules {
		for id := range rs {
			enabled[id] = true
		}
	}
	sites, cuts := prog.Report(func(p string) bool { return xc.scanned[p] }, func(id string) bool { return enabled[id] })
	have := map[string]bool{}
	at := map[string]finding.Place{} // in-file findings, by path:line:rule
	weak := map[string]int{}         // RC402's low findings of unknown origin, by key: a site that knows the origin replaces one
	for i, f := range res.Findings {
		k := fmt.Sprintf("%s:%d:%s", f.Path, f.StartLine, f.RuleID)
		have[k] = true
		at[k] = finding.Place{Path: f.Path, Line: f.StartLine, Col: f.StartCol}
		if f.RuleID == "RC402" && f.Open != nil && f.Open.Unseen {
			weak[k] = i
		}
	}
	for _, s := range sites {
		if s.Sink { // a helper's own call, a finding there: the chains that end at it are covered
			at[fmt.Sprintf("%s:%d:%s", s.Call.Path, s.Call.Line, s.RuleID)] = finding.Place{Path: s.Call.Path, Line: s.Call.Line, Col: s.Call.Col}
		}
	}
	byPath := map[string][]model.Finding{}
	groups := &blockGroups{closed: opt.Has == nil, suppressed: func(f model.Finding) bool {
		sup := xc.sups[f.Path]
		return sup != nil && len(sup([]model.Finding{f})) > 0
	}}
	for _, s := range sites {
		r := xc.rules[s.Call.Path][s.RuleID] // the rule as the caller's file runs it
		lang, _ := model.DetectLanguage(s.Call.Path)
		key := fmt.Sprintf("%s:%d:%s", s.Call.Path, s.Call.Line, s.RuleID)
		if i, ok := weak[key]; ok && r != nil {
			res.Findings[i].RuleID, have[key] = "", false // dropped below
			delete(weak, key)
		}
		if r == nil || !r.AppliesTo(lang) || have[key] {
			continue
		}
		if s.RuleID == "RC201" && xc.startup[s.Call.Path][[2]int{s.Call.Line, s.Call.Col}] {
			continue // start-up code: run once, before anything is served
		}
		have[key] = true
		f := model.Finding{RuleID: r.ID, RuleName: r.Name, Severity: r.Severity, CWE: r.CWE, Checklist: r.Checklist,
			Path: s.Call.Path, StartLine: s.Call.Line, StartCol: s.Call.Col, EndLine: s.Call.EndLine, EndCol: s.Call.EndCol,
			Message: s.Message, Fix: s.Fix, LineText: s.LineText, InDiff: true}
		// Severity by impact at the call, as the rule judges its in-file
		// findings (impact.Of): a chain from a CLI or a test is low.
		if !handlerRules[s.RuleID] {
			im := xc.sites[s.Call.Path][[2]int{s.Call.Line, s.Call.Col}].Of(r.Severity, siteWait(s))
			// a log-line append (fsops.LogLine) gated by a debug flag is named by the flag
			logLine := s.RuleID == "RC201" && len(s.Chain) > 0 && strings.HasSuffix(s.Chain[len(s.Chain)-1].Name, fsops.LogLine)
			if s.RuleID == "RC201" && (im.Severity != model.SeverityLow || logLine) {
				if h, ok := xc.onceHop(s); ok && im.Severity != model.SeverityLow { // a memoised hop: it blocks once per key
					im = model.Impact{Severity: model.SeverityLow, Why: fmt.Sprintf("%s (%s at %s:%d)", memo.Why, h.Name, h.Path, h.Line)}
				}
				if h, flag, ok := xc.debugHop(s); ok && (im.Severity != model.SeverityLow || logLine) { // a debug aid
					im = model.Impact{Severity: model.SeverityLow, Why: fmt.Sprintf(gates.DebugWhy+" (%s at %s:%d)", flag, h.Name, h.Path, h.Line)}
				}
			}
			if s.Low != "" && im.Severity != model.SeverityLow {
				im = model.Impact{Severity: model.SeverityLow, Why: s.Low}
			}
			if r.SeverityConfigured {
				im.Severity = f.Severity // a configured severity stands (impact.Apply)
			}
			f.Severity = im.Severity
			f.Message = impact.WithImpact(f.Message, im)
		}
		if n := len(s.Chain); n > 0 && s.AtSink {
			// the defect at the chain's end is a finding of its own here:
			// reported once, there, unless that one is not reported
			last := s.Chain[n-1]
			if pl, ok := at[fmt.Sprintf("%s:%d:%s", last.Path, last.Line, s.RuleID)]; ok {
				f.Covers = &pl
			}
		}
		prev := s.Call.Name
		if s.From != "" {
			prev = s.From
		}
		for _, h := range s.Chain {
			verb := " calls "
			if !strings.HasSuffix(h.Name, ")") { // a bound it sets: timeout=300
				verb = " sets "
			}
			msg := prev + verb + h.Name + " here"
			if s.Callers { // the calls into a helper, each named in full
				msg = h.Name
			}
			f.Related = append(f.Related, finding.Related{Path: h.Path, StartLine: h.Line, StartCol: h.Col, EndLine: h.EndLine, EndCol: h.EndCol,
				Message: msg})
			prev = h.Name
		}
		if groups.add(s, f) {
			continue
		}
		byPath[f.Path] = append(byPath[f.Path], f)
	}
	groups.flush(byPath)
	dropSeenUnknown(res.Findings, prog)       // RC402's low tool-result findings whose calls the summaries read (unseen.go)
	dropSettledAggregates(res.Findings, prog) // RC602's Promise.all over another module's helpers that catch (settled.go)
	res.Findings = slices.DeleteFunc(res.Findings, func(f model.Finding) bool { return f.RuleID == "" })
	// The callers in other files of a changed helper that blocks: their
	// exposure, on the helper's changed lines.
	if fs, ns := e.importerFindings(ctx, xc, opt, prog, have); len(fs)+len(ns) > 0 {
		for _, f := range fs {
			byPath[f.Path] = append(byPath[f.Path], f)
		}
		res.Notices = append(res.Notices, ns...)
	}
	// A comment that silences one of these findings is used: RC002's
	// "silences nothing" on it, written before they existed, is dropped.
	answered := map[string]bool{}
	for p, fs := range byPath {
		if sup := xc.sups[p]; sup != nil {
			for _, u := range sup(fs) {
				answered[fmt.Sprintf("%s:%d:%s", p, u.line, u.rule)] = true
				answered[fmt.Sprintf("%s:%d:ignore", p, u.line)] = true // a bare ignore used
			}
		}
		res.Findings = append(res.Findings, fs...)
	}
	if len(answered) > 0 {
		kept := res.Findings[:0]
		for _, f := range res.Findings {
			if f.RuleID == model.UnusedSuppressionID {
				if code, _, ok := strings.Cut(f.Message, " silences nothing"); ok {
					code = code[strings.LastIndex(code, " ")+1:]
					if answered[fmt.Sprintf("%s:%d:%s", f.Path, f.StartLine, code)] {
						continue
					}
				}
			}
			kept = append(kept, f)
		}
		res.Findings = kept
	}
	// A chain cut at summary.MaxDepth is the analysis' documented bound,
	// as any static analyser's call depth: said, but not an incomplete
	// result (Notice.Incomplete).
	for _, c := range cuts {
		res.Notices = append(res.Notices, Notice{Path: c.Path, Kind: NoticePartial, Reason: c.Reason})
	}
	if len(byPath) > 0 {
		SortFindings(res.Findings)
	}
	if len(cuts) > 0 || len(res.Notices) > notices {
		sort.SliceStable(res.Notices, func(i, j int) bool { return res.Notices[i].Path < res.Notices[j].Path })
	}
}

// readContext summarises, level by level up to summary.MaxDepth imports
// away, the repository files the summarised ones import and that were not
// scanned. Only RC101, RC102 and RC104 run on them (their findings and
// records are facts of the summary); nothing else of theirs is reported. A
// file that could not be read or summarised gets an incomplete notice:
// calls into it are not judged.
func (e *Engine) readContext(ctx context.Context, xc *xcollect, opt summary.Options, res *Result) {
	ce := e.contextEngine()
	p := sitter.NewParser()
	defer p.Close()
	// one summarises the file at path (src: its contents, or nil to read
	// them); cached is its summary from an earlier scan, or nil.
	one := func(path string, src []byte, cached *summary.File) {
		if s := cached; s != nil && s.Path == path {
			xc.files = append(xc.files, s)
			return
		}
		in := Input{Path: path, Size: -1, Read: func() ([]byte, error) { return e.Repo.Read(path) }, trees: xc.trees}
		if src != nil {
			in.Size, in.Read = int64(len(src)), func() ([]byte, error) { return src, nil }
		} else if e.Repo.Size != nil {
			in.Size = e.Repo.Size(path)
		}
		before := len(xc.files)
		_, notices, _ := ce.scanOneX(ctx, p, false, in, xc, false)
		complete := true
		for _, n := range notices {
			if n.Incomplete {
				complete = false
				// Calls into it stay unknown, never judged safe.
				res.Notices = append(res.Notices, Notice{Path: path, Kind: NoticePartial, Incomplete: true, Rules: n.Rules,
					Reason: "read for function summaries only: " + n.Reason + "; calls into it are not judged"})
			}
		}
		if len(notices) > 0 && notices[0].Kind == NoticeSkipped {
			// Not summarised: an empty summary keeps it from being asked
			// for again; calls into it stay unknown.
			xc.files = append(xc.files, &summary.File{Path: path})
			return
		}
		// a summary whose facts read other files (LoopBy: the manifests'
		// version pin, a server object's module) is not the file's alone:
		// not kept by blob
		if complete && e.Repo.Keep != nil && len(xc.files) == before+1 && !readsBeyond(xc.files[before]) {
			e.Repo.Keep(path, xc.files[before])
		}
	}
	// Where reads are local (no cache, no prefetch: the CLI and the
	// Action), the Go files of the packages are read on demand
	// (godemand) rather than whole.
	var dem *godemand.Demand
	lazy := e.Repo.Cached == nil && e.Repo.Prefetch == nil && e.Repo.Keep == nil
	read := 0
	for level := 0; level < summary.MaxDepth && ctx.Err() == nil; level++ {
		need := demand.Needed(xc.files, opt, func(p string) bool { return xc.scanned[p] })
		if level == 0 && lazy && len(need) <= MaxContextFiles {
			need, dem = e.goDemand(need)
			read += len(dem.Pending())
		} else if dem != nil {
			need = dem.Drop(need)
		}
		if len(need) == 0 {
			break
		}
		// The files this level reads, up to the cap: those with a cached
		// summary are taken as they are, the rest prefetched.
		take := need[:min(len(need), max(MaxContextFiles-read, 0))]

		cached := make([]*summary.File, len(need))
		if e.Repo.Cached != nil && len(take) > 0 {
			copy(cached, e.Repo.Cached(take))
		}
		if e.Repo.Prefetch != nil {
			var fetch []string
			for i, path := range take {
				if cached[i] == nil {
					fetch = append(fetch, path)
				}
			}
			if len(fetch) > 0 {
				e.Repo.Prefetch(fetch)
			}
		}
		for i, path := range need {
			if read >= MaxContextFiles {
				// Calls into it go unjudged: the result is not complete.
				res.Notices = append(res.Notices, Notice{Path: path, Kind: NoticePartial, Incomplete: true,
					Reason: fmt.Sprintf("not read for function summaries: over %d imported files; calls into it are not judged", MaxContextFiles)})
				continue
			}
			read++
			one(path, nil, cached[i])
		}
	}
	// The Go files on demand: link the Go summaries, read what their live
	// calls look up, until nothing more is asked.
	for dem != nil && ctx.Err() == nil {
		var gofiles []*summary.File
		for _, f := range xc.files {
			if f.Lang == model.LangGo {
				gofiles = append(gofiles, f)
			}
		}
		sort.Slice(gofiles, func(i, j int) bool { return gofiles[i].Path < gofiles[j].Path })
		o := opt
		o.GoAsk = dem.Ask
		summary.Link(gofiles, o)
		next := dem.Next(gofiles, func(p string) bool { return xc.scanned[p] })
		if len(next) == 0 {
			break
		}
		for _, path := range next {
			one(path, dem.Source(path), nil)
		}
	}
}

// goDemand takes the Go files out of need, the first level of files read
// for summaries, into a godemand.Demand; a Go file that cannot be read or
// is over the size limit stays in need, to be read now and give its notice
// as a whole-package read does.
func (e *Engine) goDemand(need []string) ([]string, *godemand.Demand) {
	maxBytes := e.MaxFileBytes
	if maxBytes <= 0 {
		maxBytes = DefaultMaxFileBytes
	}
	src := map[string][]byte{}
	var rest []string
	for _, q := range need {
		if strings.HasSuffix(q, ".go") {
			if b, err := e.Repo.Read(q); err == nil && int64(len(b)) <= maxBytes {
				src[q] = b
				continue
			}
		}
		rest = append(rest, q)
	}
	return rest, godemand.New(src)
}

// processWhat matches the blocking call of an RC201 chain that runs a child
// process (execSync, subprocess.run, os.system, ...).
var processWhat = regexp.MustCompile(`(?i)exec|spawn|subprocess|popen|system\(|fork`)

// siteWait is what the call at the head of a chain finding waits on, for
// its severity: a child process for RC102 and for an RC201 chain that ends
// in a process call, a remote service otherwise (an RC201 chain that ends in
// a file read is large or unbounded reading, which impact treats as it
// treats a remote wait).
// handlerRules are the rules whose findings across files are about an MCP
// handler itself (a leak into its result, a tool without an idempotency
// key, a timeout over its budget): their in-file findings take no severity
// by impact, and neither do these.
var handlerRules = map[string]bool{"RC104": true, "RC402": true, "RC601": true}

func siteWait(s summary.Site) model.Wait {
	switch {
	case s.RuleID == "RC102":
		return model.WaitProcess
	case s.RuleID == "RC201" && len(s.Chain) > 0 && processWhat.MatchString(s.Chain[len(s.Chain)-1].Name):
		return model.WaitProcess
	case s.RuleID == "RC201" && len(s.Chain) > 0 && fsops.SmallCall(s.Chain[len(s.Chain)-1].Name):
		return model.WaitDiskSmall // as the in-file rule rates a stat, exists or mkdir
	}
	return model.WaitRemote
}

// readsBeyond reports whether a fact of summary s was decided from files
// other than its own (summary.Func.LoopExt): such a summary is not kept by
// the file's contents alone (Source.Keep).
func readsBeyond(s *summary.File) bool {
	for i := range s.Funcs {
		if s.Funcs[i].LoopExt {
			return true
		}
	}
	return false
}

// configRead returns how a configuration file of the repository is read:
// Config, else Read guarded by Has (no read, such as a git process, for a
// file that is not there); nil when neither is set.
func (s *Source) configRead() func(string) ([]byte, error) {
	if s.Config != nil || s.Read == nil {
		return s.Config
	}
	return func(p string) ([]byte, error) {
		if s.Has != nil && !s.Has(p) {
			return nil, os.ErrNotExist
		}
		return s.Read(p)
	}
}
