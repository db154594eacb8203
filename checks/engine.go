package checks

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"github.com/resilience-check/resilience-check/checks/coverage"
	"reflect"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/dead"
	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/served"
	"github.com/resilience-check/resilience-check/checks/syntax"
	"github.com/resilience-check/resilience-check/finding"
	sitter "github.com/smacker/go-tree-sitter"
)

// Defaults for Engine's zero fields.
const (
	// DefaultMaxFileBytes is the largest file scanned (1 MiB). A larger file
	// is not scanned and makes the result incomplete (Notice.Incomplete):
	// parsing such files costs seconds (measured: a 21 MB minified bundle
	// took 6 s and 1.5 GB), and skipping them silently would let a file
	// padded past the limit pass.
	DefaultMaxFileBytes = 1 << 20
	// DefaultMaxLineBytes is the line length (10,000 bytes) over which a line
	// counts as long; a file most of whose lines are long is minified or
	// generated and skipped by policy. One long line, a comment say, does not
	// make a file minified.
	DefaultMaxLineBytes = 10_000
	// DefaultFileTimeout is the wall-clock backstop on one file's parse and
	// rules together (30 s). The rules are bounded first by counted steps
	// (DefaultStepsPerNode), which give the same result on any machine; the
	// clock only stops what the steps do not count (a parse of broken input
	// runs at ~0.16 MB/s, 6.5 s for 1 MiB) and is set far above it, so that
	// a loaded machine does not change the result.
	DefaultFileTimeout = 30 * time.Second
	// DefaultStepsPerNode bounds one rule's work on one file: the nodes its
	// walks visit (model.Tree.SetStepLimit) may be at most this many times
	// the file's nodes, plus DefaultMinSteps. The rules walk the tree a few
	// times each (the most measured on the fixtures and the real-code corpus
	// is noted in README, "Limits"); a rule that walks a function once per
	// call in it on a large file exceeds the limit on every machine alike.
	DefaultStepsPerNode = 200
	// DefaultMinSteps is the step allowance every rule has on any file,
	// however small.
	DefaultMinSteps = 2_000_000
	// DefaultMaxFindingsPerFile caps the findings kept for one file; the
	// rest are counted in a NoticeCapped notice. GitHub code scanning keeps
	// at most 5,000 results per run, "prioritized by severity"
	// (https://docs.github.com/en/code-security/code-scanning/integrating-with-code-scanning/sarif-support-for-code-scanning#validating-your-sarif-file);
	// the cap keeps the same order: reported before unreported, then by
	// severity, then by position.
	DefaultMaxFindingsPerFile = 1_000
	// DefaultMaxFindings caps the findings kept for the whole run, in the
	// same order, with the rest counted in a NoticeCapped notice.
	DefaultMaxFindings = 10_000
	// gitBinaryBytes is how far git looks for a NUL byte to call a file
	// binary (xdiff-interface.c, buffer_is_binary: FIRST_FEW_BYTES 8000).
	gitBinaryBytes = 8000
)

// Input is one file to scan. Read is called at most once, from a worker
// goroutine; it returns the file contents or an error that becomes a notice.
type Input struct {
	Path string // slash-separated, relative to the repository root
	Size int64  // bytes if known before reading, else -1
	Read func() ([]byte, error)
	// Text says that git has already judged the file not binary (a diff
	// that shows its lines, .gitattributes honoured), so the engine does not
	// apply git's NUL-byte test again: a file is binary only where git says
	// so.
	Text bool
	// Rules and Settings, when set, replace the engine's for this file:
	// those of the config that governs it (a config per folder, as Ruff and
	// golangci-lint find theirs; per-file-ignores).
	// imported, set by Scan, answers model.File.Imported for a Python file
	// (pyImportOracle) and a JS/TS one (jsImportOracle).
	imported func(path string) bool
	// registry, set by Scan, carries the handler model across the scan's
	// files (handlers.Registry).
	registry *handlers.Registry
	// trees, when set, may hold the file's tree-sitter tree, parsed
	// already (handlers.Registry.TakeTree).
	trees    *handlers.Registry
	Rules    []*model.Rule
	Settings *model.Settings
}

// The engine's report of what it scanned is the output contract's (package
// finding).
type (
	// Notice is finding.Notice: a file skipped or only partly scanned, and why.
	Notice = finding.Notice
	// ScannedFile is finding.ScannedFile: one file the rules ran on.
	ScannedFile = finding.ScannedFile
)

// Notice kinds (see finding.NoticeSkipped).
const (
	NoticeSkipped = finding.NoticeSkipped
	NoticePartial = finding.NoticePartial
	NoticeCapped  = finding.NoticeCapped
)

// Result is the outcome of a scan, in deterministic order: findings by path,
// line, column and rule ID; notices and files by path.
type Result struct {
	Findings []model.Finding `json:"findings"`
	Notices  []Notice        `json:"notices"`
	Files    []ScannedFile   `json:"files"`
}

// Languages returns the set of languages among the scanned files.
func (r *Result) Languages() map[model.Language]bool {
	m := map[model.Language]bool{}
	for _, f := range r.Files {
		m[f.Lang] = true
	}
	return m
}

// Engine runs rules over files with a bounded pool of parsers.
type Engine struct {
	// Settings are the options rules read (model.Settings); the zero value is
	// the default behaviour.
	Settings     model.Settings
	Rules        []*model.Rule // rules to run; nil means DefaultRules()
	Workers      int           // parallel parsers; 0 means GOMAXPROCS
	MaxFileBytes int64         // 0 means DefaultMaxFileBytes
	MaxLineBytes int           // 0 means DefaultMaxLineBytes
	FileTimeout  time.Duration // wall-clock backstop per file, parse and rules together; 0 means DefaultFileTimeout
	// StepsPerNode and MinSteps set each rule's step limit on a file,
	// MinSteps + StepsPerNode × nodes (see DefaultStepsPerNode); 0 means the
	// default, a negative value no step limit at all.
	StepsPerNode, MinSteps int64
	// MaxFindingsPerFile and MaxFindings cap the findings kept per file and
	// per run; 0 means DefaultMaxFindingsPerFile and DefaultMaxFindings, a
	// negative value no cap.
	MaxFindingsPerFile, MaxFindings int
	// Prefer, when set, tells which findings a person will see (those in the
	// diff): the caps keep them first. It must not modify the finding.
	Prefer func(f *model.Finding) bool
	// Progress, when set, is called once for each input as a worker
	// finishes it, scanned or skipped, with the bytes read (0 when the file
	// was not read). Calls come from several goroutines at once.
	Progress func(path string, bytes int64)
	// Repo, when set, is the repository around the inputs: the files they
	// import are read from it and summarised, so that calls into them are
	// judged (see Source). Nil means the inputs are judged with the
	// summaries of each other only.
	Repo *Source
	// NoSummaries turns the function summaries off: each file is judged
	// by itself, as before issue 18.
	NoSummaries bool
}

// Scan parses and checks every input. It never fails on one file: a file that
// cannot be read, is too large, minified, binary or does not parse within the
// time limit becomes a Notice. It returns an error only when ctx is done,
// together with the results gathered so far, in which every file not scanned
// has a skipped Notice.
func (e *Engine) Scan(ctx context.Context, inputs []Input) (*Result, error) {
	workers := e.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	if workers > len(inputs) {
		workers = max(len(inputs), 1)
	}
	type out struct {
		findings []model.Finding
		notices  []Notice
		file     *ScannedFile
	}
	outs := make([]out, len(inputs))
	var xc *xcollect
	if !e.NoSummaries {
		xc = &xcollect{scanned: map[string]bool{}, rules: map[string]map[string]*model.Rule{}, sups: map[string]func([]model.Finding) []supUse{},
			sites: map[string]map[[2]int]impact.Site{}, world: e.world(ctx, inputs)}
		if e.wholeRepository() {
			xc.served = map[string]*served.Info{}
		}
	}
	// One language after another, each in the callers' order (by path):
	// a parser that keeps its grammar finds its tables in the CPU's caches.
	// Largest files first cost 8 % more CPU with two workers on real
	// repositories (languages interleaved, big trees built side by side)
	// and bought no balance there: their files are many and small.
	langOf := make([]model.Language, len(inputs))
	for i, in := range inputs {
		langOf[i], _ = model.DetectLanguage(in.Path)
	}
	order := make([]int, len(inputs))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return langOf[order[a]] < langOf[order[b]] })
	// This goroutine feeds the workers through an unbuffered channel and
	// stops feeding once ctx is done; the files never sent get a notice
	// below. A shared atomic counter instead (fewer thread wake-ups) cut one
	// worker's CPU by about 2 % but cost two workers 7-9 % more CPU and
	// their wall-clock speedup fell from 1.78x to 1.66x (whole corpus,
	// paired runs, 2026-11-25).
	jobs := make(chan int)
	pyImported, jsImported := pyImportOracle(inputs), jsImportOracle(inputs)
	jsRepo := e.jsRepoImported(ctx, inputs) // diff mode: the unchanged importers too
	imported := func(p string) bool {
		if lang, _ := model.DetectLanguage(p); lang.IsJS() {
			return jsImported(p) || jsRepo != nil && jsRepo(p)
		}
		return pyImported(p)
	}
	registry, regNotices, shared := e.newRegistry(ctx, inputs)
	defer registry.Close() // the trees it kept that no worker and no summary read took
	if xc != nil {
		xc.trees = registry
	}
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p := sitter.NewParser()
			defer p.Close()
			hooked := hookCancel(ctx, p)
			if hooked != nil {
				defer hooked()
			}
			for i := range jobs {
				registry.Prepare() // before the first read: the registry's reads are handed to the workers
				in := shared[i]    // the registry's read of the file, handed on (sharedRead)
				in.imported = imported
				in.registry, in.trees = registry, registry
				f, n, sf := e.scanOneX(ctx, p, hooked != nil, in, xc, true)
				outs[i] = out{f, n, sf}
				if e.Progress != nil {
					var size int64
					if sf != nil {
						size = int64(sf.Bytes)
					}
					e.Progress(inputs[i].Path, size)
				}
			}
		}()
	}
	fed := 0 // files sent to a worker, which scans them or skips them (scanOne)
feed:
	for ; fed < len(order); fed++ {
		select {
		case jobs <- order[fed]:
		case <-ctx.Done():
			break feed
		}
	}
	close(jobs)
	wg.Wait()
	var err error
	if fed < len(order) {
		err = ctx.Err()
	} else if ctx.Err() != nil {
		// Every file was taken, but the ones still in their parse when ctx
		// ended were stopped (scanOne's skip): the scan is incomplete too.
		reason := cancelReason(ctx)
		for _, o := range outs {
			if o.file == nil && len(o.notices) == 1 && o.notices[0].Reason == reason {
				err = ctx.Err()
				break
			}
		}
	}
	for _, i := range order[fed:] { // never reached: say so, lose nothing silently
		if _, ok := model.DetectLanguage(inputs[i].Path); ok {
			outs[i].notices = []Notice{{Path: inputs[i].Path, Kind: NoticeSkipped, Reason: cancelReason(ctx), Incomplete: true}}
		}
	}

	res := &Result{Findings: []model.Finding{}, Notices: append([]Notice{}, regNotices...), Files: []ScannedFile{}}
	for _, o := range outs {
		res.Findings = append(res.Findings, o.findings...)
		res.Notices = append(res.Notices, o.notices...)
		if o.file != nil {
			res.Files = append(res.Files, *o.file)
		}
	}
	if limit := e.maxFindings(); limit >= 0 && len(res.Findings) > limit {
		dropped := len(res.Findings) - limit
		res.Findings = e.keepFirst(res.Findings, limit)
		res.Notices = append(res.Notices, Notice{Kind: NoticeCapped, Dropped: dropped,
			Reason: fmt.Sprintf("%d more findings were dropped over the cap of %d findings per run (max-findings); reported findings, then higher severities, were kept first", dropped, limit)})
	}
	SortFindings(res.Findings)
	sort.SliceStable(res.Notices, func(i, j int) bool { return res.Notices[i].Path < res.Notices[j].Path })
	sort.SliceStable(res.Files, func(i, j int) bool { return res.Files[i].Path < res.Files[j].Path })
	if xc != nil && ctx.Err() == nil {
		e.summaries(ctx, xc, res)
	}
	if reason := registry.Cut(); reason != "" { // handlers registered past its budget are unknown: incomplete, never green
		res.Notices = append(res.Notices, Notice{Kind: NoticePartial, Incomplete: true, Reason: reason})
	}
	if xc != nil {
		for _, reason := range xc.world.Spent() { // a per-scan budget of the facts ran out: incomplete, never green
			res.Notices = append(res.Notices, Notice{Kind: NoticePartial, Incomplete: true, Reason: reason})
		}
	}
	if xc != nil && xc.served != nil && ctx.Err() == nil {
		e.notServed(inputs, res, xc.served)
	}
	return res, err
}

// cancelReason says why a file was not scanned once ctx is done.
func cancelReason(ctx context.Context) string {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return "not scanned: the scan's time limit (--timeout) was reached first"
	}
	return "not scanned: the scan was cancelled"
}

// SortFindings orders findings by path, start line, start column and rule
// ID; see finding.Sort.
func SortFindings(fs []model.Finding) { finding.Sort(fs) }

// findingLess is SortFindings' order.
func findingLess(a, b *model.Finding) bool {
	if a.Path != b.Path {
		return a.Path < b.Path
	}
	if a.StartLine != b.StartLine {
		return a.StartLine < b.StartLine
	}
	if a.StartCol != b.StartCol {
		return a.StartCol < b.StartCol
	}
	return a.RuleID < b.RuleID
}

func (e *Engine) rules() []*model.Rule {
	if e.Rules != nil {
		return e.Rules
	}
	return DefaultRules()
}

// hookCancel makes ctx's end stop a parse running in p by setting p's
// cancellation flag (the one tree-sitter polls, ts_parser_set_cancellation_flag),
// and returns the function that undoes the hook; it returns nil when the
// binding's Parser has no such flag to reach. With the hook the parse needs
// no context of its own: the binding's ParseCtx starts a goroutine per parse
// to watch a cancellable context, and starting and ending it woke another OS
// thread twice per file (perf: most of the scan's context switches). Once
// ctx is done the flag stays set; the worker takes no more files then.
func hookCancel(ctx context.Context, p *sitter.Parser) (stop func()) {
	// The binding keeps the flag in Parser.cancel (bindings.go: cancel
	// *uintptr, handed to ts_parser_set_cancellation_flag in NewParser).
	f := reflect.ValueOf(p).Elem().FieldByName("cancel")
	if !f.IsValid() || f.Type() != reflect.TypeFor[*uintptr]() || f.IsNil() {
		return nil
	}
	flag := (*uintptr)(f.UnsafePointer())
	unhook := context.AfterFunc(ctx, func() { atomic.StoreUintptr(flag, 1) })
	return func() { unhook() }
}

// scanOne scans one input with parser p. hooked says that ctx's end already
// stops p's parses (hookCancel), so the parse itself need not watch ctx.
func (e *Engine) scanOne(ctx context.Context, p *sitter.Parser, hooked bool, in Input) ([]model.Finding, []Notice, *ScannedFile) {
	return e.scanOneX(ctx, p, hooked, in, nil, false)
}

// scanOneX is scanOne that also summarises the file into xc when xc is not
// nil; scanned says the file is an input (its calls are judged), not a file
// read only to summarise it.
func (e *Engine) scanOneX(ctx context.Context, p *sitter.Parser, hooked bool, in Input, xc *xcollect, scanned bool) ([]model.Finding, []Notice, *ScannedFile) {
	skip := func(incomplete bool, format string, a ...any) ([]model.Finding, []Notice, *ScannedFile) {
		return nil, []Notice{{Path: in.Path, Kind: NoticeSkipped, Reason: fmt.Sprintf(format, a...), Incomplete: incomplete}}, nil
	}
	if ctx.Err() != nil {
		return skip(true, "%s", cancelReason(ctx))
	}
	lang, ok := model.DetectLanguage(in.Path)
	if !ok {
		return nil, nil, nil
	}
	maxBytes := e.MaxFileBytes
	if maxBytes <= 0 {
		maxBytes = DefaultMaxFileBytes
	}
	if in.Size > maxBytes {
		return skip(true, "not scanned: file is %d bytes, over the %d-byte limit (--max-file-bytes)", in.Size, maxBytes)
	}
	src, err := in.Read()
	if err != nil {
		return skip(true, "not scanned: cannot read file: %v", err)
	}
	if int64(len(src)) > maxBytes {
		return skip(true, "not scanned: file is %d bytes, over the %d-byte limit (--max-file-bytes)", len(src), maxBytes)
	}
	if reason := unscannable(src, e.maxLine(), !in.Text); reason != "" {
		return skip(false, "%s", reason)
	}
	src = syntax.ParseInput(lang, src)
	timeout := e.FileTimeout
	if timeout <= 0 {
		timeout = DefaultFileTimeout
	}
	deadline := time.Now().Add(timeout)
	// The time limit is the parser's own, not a context deadline: the binding
	// sets its cancellation flag from a goroutine that may still see a
	// cancelled context after the parse has finished, and the flag then stays
	// set, failing every later parse with that parser.
	p.SetLanguage(model.Grammar(lang))
	p.SetOperationLimit(int(timeout / time.Microsecond))
	parseCtx := ctx
	if hooked {
		parseCtx = context.Background()
	}
	tree, err := in.trees.TakeTree(in.Path, src), error(nil) // the registry's parse of the file, handed on
	if tree == nil {
		tree, err = p.ParseCtx(parseCtx, nil, src)
	}
	if err != nil || tree == nil {
		p.Reset() // a parse stopped by a timeout resumes on the next call unless reset (tree-sitter api.h, ts_parser_reset)
		if ctx.Err() != nil {
			return skip(true, "%s", cancelReason(ctx))
		}
		if errors.Is(err, sitter.ErrOperationLimit) {
			return skip(true, "not scanned: parse did not finish within %s", timeout)
		}
		return skip(true, "not scanned: parse failed: %v", err)
	}
	file := model.NewFile(in.Path, lang, src, tree.RootNode())
	if in.imported != nil && (lang == model.LangPython || lang.IsJS()) {
		file.Imported = func() bool { return in.imported(in.Path) }
	}
	tree.Close() // the rules read the Go copy of the tree
	if xc != nil && xc.world != nil {
		thirdparty.Set(file, xc.world)
	} else {
		thirdparty.Set(file, e.world(ctx, nil))
	}
	if in.registry != nil {
		handlers.SetRegistry(file, in.registry)
	}
	root := file.Root
	var notices []Notice
	if root.HasError() {
		where := ""
		if line := firstErrorLine(file, root); line > 0 {
			where = fmt.Sprintf(" (first syntax error at line %d)", line)
		}
		notices = append(notices, Notice{Path: in.Path, Kind: NoticePartial,
			Reason: "file does not parse cleanly" + where + "; findings inside the broken parts may be missing"})
	}
	var findings []model.Finding
	file.Tree.SetDeadline(deadline)
	steps := e.stepLimit(file.Tree.Len())
	var unfinished []string // rules that did not finish, in order
	timedOut := false
	rules, settings := e.rules(), &e.Settings
	if in.Rules != nil {
		rules = in.Rules
	}
	if in.Settings != nil {
		settings = in.Settings
	}
	var ran []*model.Rule // the rules that finished on the file
	for _, r := range rules {
		if !r.AppliesTo(lang) || r.Check == nil {
			continue
		}
		if timedOut || time.Now().After(deadline) {
			timedOut = true
			unfinished = append(unfinished, r.ID)
			continue
		}
		file.Tree.SetStepLimit(steps)
		pass := &model.Pass{File: file, Rule: r, Settings: settings}
		failure := runRule(r, pass)
		if stepsHook != nil {
			stepsHook(r.ID, file.Tree.Len(), file.Tree.Steps())
		}
		testLow(pass)
		findings = append(findings, pass.Findings...) // what a stopped rule found so far is kept
		switch failure {
		case nil:
		case model.ErrStepLimit:
			unfinished = append(unfinished, r.ID)
			notices = append(notices, Notice{Path: in.Path, Kind: NoticePartial, Incomplete: true, Rules: []string{r.ID},
				Reason: fmt.Sprintf("rule %s did not finish: it reached its step limit (%d nodes visited, %d per node of the file's %d plus %d); the findings it reported before are kept",
					r.ID, steps, e.stepsPerNode(), file.Tree.Len(), e.minSteps())})
			continue
		case model.ErrTimeLimit:
			timedOut = true
			unfinished = append(unfinished, r.ID)
			continue
		default:
			unfinished = append(unfinished, r.ID)
			notices = append(notices, Notice{Path: in.Path, Kind: NoticePartial, Incomplete: true, Rules: []string{r.ID},
				Reason: fmt.Sprintf("rule %s failed on this file (%v); its findings here may be incomplete", r.ID, failure)})
			continue
		}
		ran = append(ran, r)
	}
	file.Tree.SetDeadline(time.Time{})
	file.Tree.SetStepLimit(0)
	upstreams := 0
	if timedOut {
		var stopped []string
		for _, id := range unfinished {
			if !slicesContains(notices, id) {
				stopped = append(stopped, id)
			}
		}
		notices = append(notices, Notice{Path: in.Path, Kind: NoticePartial, Incomplete: true, Rules: stopped,
			Reason: fmt.Sprintf("rules %s did not finish within the %s per-file time limit; the findings reported before it are kept", strings.Join(stopped, ", "), timeout)})
	}
	if len(unfinished) == 0 {
		upstreams = len(file.Upstreams().Sites)
	}
	// A finding inside a statement no execution reaches (after an
	// unconditional return or throw) describes code that never runs.
	findings = slices.DeleteFunc(findings, func(f model.Finding) bool { return dead.At(file, f.StartLine, f.StartCol) })
	findings = applySuppressions(file, findings, ran)
	// The summary reads every in-file finding, before the per-file cap.
	if xc != nil && !timedOut {
		if scanned && xc.served != nil && lang.IsJS() {
			xc.addServed(file)
		}
		if failed := xc.add(file, findings, scanned, ran, settings); failed != nil {
			notices = append(notices, Notice{Path: in.Path, Kind: NoticePartial, Incomplete: true,
				Reason: fmt.Sprintf("function summary failed on this file (%v); calls into it are not judged", failed)})
		}
	}
	if limit := e.maxFindingsPerFile(); limit >= 0 && len(findings) > limit {
		dropped := len(findings) - limit
		findings = e.keepFirst(findings, limit)
		notices = append(notices, Notice{Path: in.Path, Kind: NoticeCapped, Dropped: dropped,
			Reason: fmt.Sprintf("%d more findings in this file were dropped over the cap of %d per file (max-findings-per-file); reported findings, then higher severities, were kept first", dropped, limit)})
	}
	file.Complete(findings)
	if workHook != nil {
		workHook(in.Path, file.Tree.Len(), file.Tree.Work())
	}
	unmodelled := coverage.Of(file, model.LibrarySet(settings)) // the packages no rule's library model covers
	file.Release()                                              // findings hold positions, not nodes: the next file reuses the memory
	return findings, notices, &ScannedFile{Path: in.Path, Lang: lang, Bytes: len(src), UpstreamCalls: upstreams, Unmodelled: unmodelled}
}

// stepsHook, when set by a test, is told each rule's steps on each file.
var stepsHook func(rule string, nodes int, steps int64)

// workHook, when set by a test, is told each file's total work once its
// rules ran (syntax.Tree.Work: nodes walked plus parent links followed by the
// facts, the summaries and the rules together).
var workHook func(path string, nodes int, work int64)

// slicesContains reports whether a notice in ns already names rule id.
func slicesContains(ns []Notice, id string) bool {
	for _, n := range ns {
		for _, r := range n.Rules {
			if r == id {
				return true
			}
		}
	}
	return false
}

func (e *Engine) stepsPerNode() int64 {
	if e.StepsPerNode != 0 {
		return e.StepsPerNode
	}
	return DefaultStepsPerNode
}

func (e *Engine) minSteps() int64 {
	if e.MinSteps != 0 {
		return max(e.MinSteps, 0)
	}
	return DefaultMinSteps
}

// stepLimit is a rule's step limit on a file of nodes nodes; 0 for none.
func (e *Engine) stepLimit(nodes int) int64 {
	if e.StepsPerNode < 0 {
		return 0
	}
	return e.minSteps() + e.stepsPerNode()*int64(nodes)
}

func (e *Engine) maxFindingsPerFile() int {
	if e.MaxFindingsPerFile != 0 {
		return max(e.MaxFindingsPerFile, -1)
	}
	return DefaultMaxFindingsPerFile
}

func (e *Engine) maxFindings() int {
	if e.MaxFindings != 0 {
		return max(e.MaxFindings, -1)
	}
	return DefaultMaxFindings
}

// keepFirst returns the limit findings of fs that a person should see first:
// those Prefer keeps (in the diff) and not suppressed, then by severity,
// highest first, then in SortFindings order. fs is reordered.
func (e *Engine) keepFirst(fs []model.Finding, limit int) []model.Finding {
	rank := func(f *model.Finding) int {
		r := 0
		if f.Suppression == nil && (e.Prefer == nil || e.Prefer(f)) {
			r = 2
		}
		return r
	}
	ranks := make([]int, len(fs))
	idx := make([]int, len(fs))
	for i := range fs {
		ranks[i], idx[i] = rank(&fs[i]), i
	}
	sort.SliceStable(idx, func(a, b int) bool {
		x, y := idx[a], idx[b]
		if ranks[x] != ranks[y] {
			return ranks[x] > ranks[y]
		}
		if fs[x].Severity != fs[y].Severity {
			return fs[x].Severity > fs[y].Severity
		}
		return findingLess(&fs[x], &fs[y])
	})
	kept := make([]model.Finding, limit)
	for i := range kept {
		kept[i] = fs[idx[i]]
	}
	SortFindings(kept)
	return kept
}

// runRule runs one rule's Check and turns a panic into its return value:
// model.ErrStepLimit or model.ErrTimeLimit when the file's step or time
// limit stopped it, any other value when the rule failed. It returns nil
// when the rule finished.
func runRule(r *model.Rule, pass *model.Pass) (failure any) {
	defer func() { failure = recover() }()
	r.Check(pass)
	return nil
}

func (e *Engine) maxLine() int {
	if e.MaxLineBytes > 0 {
		return e.MaxLineBytes
	}
	return DefaultMaxLineBytes
}

// unscannable returns why src is skipped by policy ("" when it is scanned):
// binary by git's rule (a NUL byte in the first 8,000 bytes; only when
// binary is set, that is when git has not already judged the file), or
// minified: more than half of its lines longer than maxLine. One long line,
// a comment padded past the limit say, does not make a file minified.
func unscannable(src []byte, maxLine int, binary bool) string {
	head := src
	if len(head) > gitBinaryBytes {
		head = head[:gitBinaryBytes]
	}
	if binary && bytes.IndexByte(head, 0) >= 0 {
		return "binary file by git's rule (a NUL byte in the first 8,000 bytes)"
	}
	lines, long := 0, 0
	for rest := src; len(rest) > 0; {
		lines++
		i := bytes.IndexByte(rest, '\n')
		if i < 0 {
			i = len(rest)
		}
		if i > maxLine {
			long++
		}
		if i == len(rest) {
			break
		}
		rest = rest[i+1:]
	}
	if long > 0 && 2*long > lines {
		return fmt.Sprintf("looks minified or generated: %d of its %d lines are over %d bytes", long, lines, maxLine)
	}
	return ""
}

// firstErrorLine returns the 1-based line of the first ERROR or missing node
// under root, or 0. It descends only into subtrees that contain an error.
func firstErrorLine(f *model.File, root *model.Node) int {
	n := root
	for n != nil {
		if n.IsError() || n.IsMissing() {
			line, _ := f.Position(int(n.StartByte()))
			return line
		}
		var next *model.Node
		for i := 0; i < int(n.ChildCount()); i++ {
			if c := n.Child(i); c != nil && (c.HasError() || c.IsMissing()) {
				next = c
				break
			}
		}
		n = next
	}
	return 0
}

// testLow makes every finding of a pass over a test file or test support
// code low, with the reason in its message, for the rules that do not judge
// impact themselves (RC101 and RC201 do, through impact.Of): nothing in
// production waits on a test (issue 21; impact.IsTestPath). A severity the
// configuration gave the rule stands.
func testLow(p *model.Pass) {
	if len(p.Findings) == 0 || p.Rule.SeverityConfigured || !impact.IsTestPath(p.File.Path) && !impact.GoTestSuite(p.File) {
		return
	}
	why := impact.SiteOf(p.File, nil, p.Settings).Why
	for i := range p.Findings {
		f := &p.Findings[i]
		if f.Severity > model.SeverityLow {
			f.Severity = model.SeverityLow
			f.Message = impact.WithImpact(f.Message, model.Impact{Severity: model.SeverityLow, Why: why})
		}
	}
}
