package checks

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"reflect"
	"runtime"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/finding"
	sitter "github.com/smacker/go-tree-sitter"
)

// Defaults for Engine's zero fields.
const (
	// DefaultMaxFileBytes is the largest file scanned (1 MiB). Larger files are
	// skipped with a notice: they are generated bundles or data, and parsing
	// them costs seconds (measured: a 21 MB minified bundle took 6 s and 1.5 GB).
	DefaultMaxFileBytes = 1 << 20
	// DefaultMaxLineBytes is the longest line (10,000 bytes) a file may have
	// before it is treated as minified and skipped.
	DefaultMaxLineBytes = 10_000
	// DefaultFileTimeout bounds one file's parse and rules together (2 s);
	// broken input parses at ~0.16 MB/s, so 1 MiB of it fits within the limit
	// only just.
	DefaultFileTimeout = 2 * time.Second
)

// Input is one file to scan. Read is called at most once, from a worker
// goroutine; it returns the file contents or an error that becomes a notice.
type Input struct {
	Path string // slash-separated, relative to the repository root
	Size int64  // bytes if known before reading, else -1
	Read func() ([]byte, error)
	// Rules and Settings, when set, replace the engine's for this file:
	// those of the config that governs it (a config per folder, as Ruff and
	// golangci-lint find theirs; per-file-ignores).
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
	FileTimeout  time.Duration // per file, parse and rules together; 0 means DefaultFileTimeout
	// Progress, when set, is called once for each input as a worker
	// finishes it, scanned or skipped, with the bytes read (0 when the file
	// was not read). Calls come from several goroutines at once.
	Progress func(path string, bytes int64)
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
				f, n, sf := e.scanOne(ctx, p, hooked != nil, inputs[i])
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
			outs[i].notices = []Notice{{Path: inputs[i].Path, Kind: NoticeSkipped, Reason: cancelReason(ctx)}}
		}
	}

	res := &Result{Findings: []model.Finding{}, Notices: []Notice{}, Files: []ScannedFile{}}
	for _, o := range outs {
		res.Findings = append(res.Findings, o.findings...)
		res.Notices = append(res.Notices, o.notices...)
		if o.file != nil {
			res.Files = append(res.Files, *o.file)
		}
	}
	SortFindings(res.Findings)
	sort.SliceStable(res.Notices, func(i, j int) bool { return res.Notices[i].Path < res.Notices[j].Path })
	sort.SliceStable(res.Files, func(i, j int) bool { return res.Files[i].Path < res.Files[j].Path })
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
	skip := func(format string, a ...any) ([]model.Finding, []Notice, *ScannedFile) {
		return nil, []Notice{{Path: in.Path, Kind: NoticeSkipped, Reason: fmt.Sprintf(format, a...)}}, nil
	}
	if ctx.Err() != nil {
		return skip("%s", cancelReason(ctx))
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
		return skip("file is %d bytes, over the %d-byte limit (--max-file-bytes)", in.Size, maxBytes)
	}
	src, err := in.Read()
	if err != nil {
		return skip("cannot read file: %v", err)
	}
	if int64(len(src)) > maxBytes {
		return skip("file is %d bytes, over the %d-byte limit (--max-file-bytes)", len(src), maxBytes)
	}
	if reason := unscannable(src, e.maxLine()); reason != "" {
		return skip("%s", reason)
	}
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
	tree, err := p.ParseCtx(parseCtx, nil, src)
	if err != nil || tree == nil {
		p.Reset() // a parse stopped by a timeout resumes on the next call unless reset (tree-sitter api.h, ts_parser_reset)
		if ctx.Err() != nil {
			return skip("%s", cancelReason(ctx))
		}
		if errors.Is(err, sitter.ErrOperationLimit) {
			return skip("parse did not finish within %s", timeout)
		}
		return skip("parse failed: %v", err)
	}
	file := model.NewFile(in.Path, lang, src, tree.RootNode())
	tree.Close() // the rules read the Go copy of the tree
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
	stopped := ""
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
		if time.Now().After(deadline) {
			stopped = r.ID
			break
		}
		pass := &model.Pass{File: file, Rule: r, Settings: settings}
		failure := runRule(r, pass)
		findings = append(findings, pass.Findings...) // what a stopped rule found so far is kept
		if failure == model.ErrTimeLimit {
			stopped = r.ID
			break
		}
		if failure != nil {
			notices = append(notices, Notice{Path: in.Path, Kind: NoticePartial,
				Reason: fmt.Sprintf("rule %s failed on this file (%v); its findings here may be incomplete", r.ID, failure)})
			continue
		}
		ran = append(ran, r)
	}
	file.Tree.SetDeadline(time.Time{})
	upstreams := 0
	if stopped != "" {
		notices = append(notices, Notice{Path: in.Path, Kind: NoticePartial,
			Reason: fmt.Sprintf("rules stopped at the %s per-file time limit (at %s); the findings reported before it are kept", timeout, stopped)})
	} else {
		upstreams = len(file.Upstreams().Sites)
	}
	findings = applySuppressions(file, findings, ran)
	file.Release() // findings hold positions, not nodes: the next file reuses the memory
	return findings, notices, &ScannedFile{Path: in.Path, Lang: lang, Bytes: len(src), UpstreamCalls: upstreams}
}

// runRule runs one rule's Check and turns a panic into its return value:
// model.ErrTimeLimit when the file's time limit stopped it, any other value
// when the rule failed. It returns nil when the rule finished.
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

// unscannable returns why src should not be parsed ("" when it is fine): a NUL
// byte in the first 8 KiB (binary), or a line longer than maxLine (minified).
func unscannable(src []byte, maxLine int) string {
	head := src
	if len(head) > 8192 {
		head = head[:8192]
	}
	if bytes.IndexByte(head, 0) >= 0 {
		return "binary file (NUL byte in the first 8 KiB)"
	}
	for rest := src; len(rest) > 0; {
		i := bytes.IndexByte(rest, '\n')
		if i < 0 {
			i = len(rest)
		}
		if i > maxLine {
			return fmt.Sprintf("looks minified or generated: a line of %d bytes is over the %d-byte limit", i, maxLine)
		}
		if i == len(rest) {
			break
		}
		rest = rest[i+1:]
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
