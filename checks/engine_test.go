package checks

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/resilience-check/resilience-check/checks/model"
	sitter "github.com/smacker/go-tree-sitter"
)

// memInput is an Input over bytes held in memory; Size is the true length.
func memInput(path string, src []byte) Input {
	return Input{Path: path, Size: int64(len(src)), Read: func() ([]byte, error) { return src, nil }}
}

// generatedInputs returns n small files of the languages RC101 covers. File i
// has i%5+1 calls without a timeout (one finding each) and one call with a
// timeout (none), so the expected RC101 count is known.
func generatedInputs(n int) (inputs []Input, wantRC101 int) {
	for i := 0; i < n; i++ {
		k := i%5 + 1
		var b strings.Builder
		var path string
		switch i % 3 {
		case 0:
			path = fmt.Sprintf("pkg%02d/mod_%03d.py", i%7, i)
			b.WriteString("import requests\n\n")
			fmt.Fprintf(&b, "def fetch_%d(url):\n", i)
			for j := 0; j < k; j++ {
				fmt.Fprintf(&b, "    r%d = requests.get(url + %q)\n", j, fmt.Sprint(j))
			}
			b.WriteString("    ok = requests.get(url, timeout=5)\n    return ok\n")
		case 1:
			path = fmt.Sprintf("web%02d/client_%03d.js", i%7, i)
			b.WriteString("const axios = require('axios');\n\n")
			fmt.Fprintf(&b, "async function load%d(url) {\n", i)
			for j := 0; j < k; j++ {
				fmt.Fprintf(&b, "  await axios.get(url + '/%d');\n", j)
			}
			b.WriteString("  return axios.get(url, { timeout: 5000 });\n}\n")
		default:
			path = fmt.Sprintf("svc%02d/get_%03d.go", i%7, i)
			b.WriteString("package svc\n\nimport (\n\t\"net/http\"\n\t\"time\"\n)\n\n")
			fmt.Fprintf(&b, "func get%d(u string) {\n", i)
			for j := 0; j < k; j++ {
				b.WriteString("\thttp.Get(u)\n")
			}
			b.WriteString("\tc := &http.Client{Timeout: 5 * time.Second}\n\tc.Get(u)\n}\n")
		}
		inputs = append(inputs, memInput(path, []byte(b.String())))
		wantRC101 += k
	}
	return inputs, wantRC101
}

// TestScanDeterministicAcrossWorkers guards the bug fixed in 10dd985: a
// per-file context cancelled after its parse had finished could still set the
// parser's cancellation flag, and every later parse with that parser then
// failed, skipping files at random when Workers > 1. The scan context here is
// cancellable (so the binding's watcher goroutine runs) but never cancelled.
func TestScanDeterministicAcrossWorkers(t *testing.T) {
	inputs, want := generatedInputs(201)
	rc101 := RuleByID("RC101")
	if rc101 == nil {
		t.Fatal("RC101 is not registered")
	}
	scan := func(workers int) *Result {
		t.Helper()
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		res, err := (&Engine{Workers: workers}).Scan(ctx, inputs)
		if err != nil {
			t.Fatalf("workers=%d: %v", workers, err)
		}
		for _, n := range res.Notices {
			t.Errorf("workers=%d: unexpected notice %+v", workers, n)
		}
		if len(res.Files) != len(inputs) {
			t.Errorf("workers=%d: scanned %d files, want %d", workers, len(res.Files), len(inputs))
		}
		got := 0
		for _, f := range res.Findings {
			if f.RuleID == rc101.ID {
				got++
			}
		}
		if got != want {
			t.Errorf("workers=%d: %d RC101 findings, want %d", workers, got, want)
		}
		return res
	}
	base := scan(1)
	for run := 0; run < 3; run++ {
		for _, w := range []int{4, 1} {
			if res := scan(w); !reflect.DeepEqual(res, base) {
				t.Fatalf("run %d workers=%d: result differs from the first workers=1 scan (%d vs %d findings)",
					run, w, len(res.Findings), len(base.Findings))
			}
		}
	}
	for i := 1; i < len(base.Findings); i++ {
		a, b := base.Findings[i-1], base.Findings[i]
		if a.Path > b.Path || (a.Path == b.Path && a.StartLine > b.StartLine) {
			t.Fatalf("findings not sorted: %s:%d before %s:%d", a.Path, a.StartLine, b.Path, b.StartLine)
		}
	}
}

// noticeFor returns the only notice of path in res, failing otherwise.
func noticeFor(t *testing.T, res *Result, path string) Notice {
	t.Helper()
	var found []Notice
	for _, n := range res.Notices {
		if n.Path == path {
			found = append(found, n)
		}
	}
	if len(found) != 1 {
		t.Fatalf("%s: want exactly one notice, got %+v", path, found)
	}
	return found[0]
}

func scannedPaths(res *Result) map[string]bool {
	m := map[string]bool{}
	for _, f := range res.Files {
		m[f.Path] = true
	}
	return m
}

func TestScanBadInputs(t *testing.T) {
	var readsOfHuge atomic.Int32
	minified := "var a=" + strings.Repeat("1+", 10_000) + "1;\n" // a 20,007-byte line
	inputs := []Input{
		memInput("bin/blob.py", append([]byte("import requests\n"), 0, 1, 2, 0)),
		{Path: "big/declared.py", Size: 2 << 20, Read: func() ([]byte, error) {
			readsOfHuge.Add(1)
			return nil, errors.New("must not be read")
		}},
		{Path: "big/undeclared.py", Size: -1, Read: func() ([]byte, error) {
			return []byte("x = 1\n" + strings.Repeat("# padding\n", 200_000)), nil
		}},
		memInput("dist/app.min.js", []byte(minified)),
		memInput("broken/half.py", []byte("import requests\n\ndef f(:\n    pass\n\nrequests.get('http://x')\n")),
		{Path: "io/gone.py", Size: 10, Read: func() ([]byte, error) { return nil, errors.New("permission denied") }},
		memInput("docs/readme.md", []byte("not a source file\x00")),
		memInput("ok/fine.py", []byte("import requests\nrequests.get('http://x')\n")),
	}
	res, err := (&Engine{Workers: 2}).Scan(context.Background(), inputs)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		path, kind, reason string
		incomplete         bool
	}{
		{"bin/blob.py", NoticeSkipped, "binary file by git's rule (a NUL byte in the first 8,000 bytes)", false},
		{"big/declared.py", NoticeSkipped, fmt.Sprintf("not scanned: file is %d bytes, over the %d-byte limit (--max-file-bytes)", 2<<20, DefaultMaxFileBytes), true},
		{"big/undeclared.py", NoticeSkipped, fmt.Sprintf("not scanned: file is %d bytes, over the %d-byte limit (--max-file-bytes)", 6+10*200_000, DefaultMaxFileBytes), true},
		{"dist/app.min.js", NoticeSkipped, fmt.Sprintf("looks minified or generated: 1 of its 1 lines are over %d bytes", DefaultMaxLineBytes), false},
		{"broken/half.py", NoticePartial, "file does not parse cleanly (first syntax error at line 3); findings inside the broken parts may be missing", false},
		{"io/gone.py", NoticeSkipped, "not scanned: cannot read file: permission denied", true},
	}
	for _, c := range cases {
		n := noticeFor(t, res, c.path)
		if n.Kind != c.kind || n.Reason != c.reason || n.Incomplete != c.incomplete {
			t.Errorf("%s: notice %s %q incomplete %v, want %s %q incomplete %v", c.path, n.Kind, n.Reason, n.Incomplete, c.kind, c.reason, c.incomplete)
		}
	}
	if len(res.Notices) != len(cases) {
		t.Errorf("got %d notices, want %d: %+v", len(res.Notices), len(cases), res.Notices)
	}
	if readsOfHuge.Load() != 0 {
		t.Error("a file whose declared size is over the limit was read")
	}
	files := scannedPaths(res)
	for _, p := range []string{"broken/half.py", "ok/fine.py"} {
		if !files[p] {
			t.Errorf("%s: not in Files", p)
		}
	}
	if len(files) != 2 {
		t.Errorf("Files = %v, want only the partial and the clean file", res.Files)
	}
	// The broken file is still checked: its intact call is reported.
	lines := map[string]int{}
	for _, f := range res.Findings {
		if f.RuleID == "RC101" {
			lines[f.Path] = f.StartLine
		}
	}
	if lines["broken/half.py"] != 6 || lines["ok/fine.py"] != 2 {
		t.Errorf("RC101 findings by path = %v, want broken/half.py:6 and ok/fine.py:2", lines)
	}
}

// TestScanFileTimeoutDoesNotPoisonParser: a parse stopped by the time limit
// gives a skipped notice, and the same parser then parses later files into
// correct trees (tree-sitter's api.h, ts_parser_reset: a parser stopped by a
// timeout resumes that parse on its next call unless it is reset, which gives
// a garbage tree for another file).
func TestScanFileTimeoutDoesNotPoisonParser(t *testing.T) {
	var slow strings.Builder
	for i := 0; i < 5_000; i++ {
		fmt.Fprintf(&slow, "def f%d(a, b):\n    return [x for x in range(a) if (x + b) %% 3]\n", i)
	}
	p := sitter.NewParser()
	defer p.Close()
	ctx := context.Background()
	short := &Engine{MaxFileBytes: 64 << 20, FileTimeout: time.Microsecond}
	normal := &Engine{}
	after := []Input{
		memInput("b/after.py", []byte("import requests\nrequests.get('http://x')\n")),
		memInput("c/after.go", []byte("package c\n\nimport \"net/http\"\n\nfunc g() { http.Get(\"u\") }\n")),
		memInput("d/after.py", []byte("import requests\n\ndef f():\n    return requests.post('http://x', data={})\n")),
	}
	for round := 0; round < 2; round++ {
		_, notices, sf := short.scanOne(ctx, p, false, memInput("a/slow.py", []byte(slow.String())))
		if sf != nil || len(notices) != 1 || notices[0].Kind != NoticeSkipped || notices[0].Reason != "not scanned: parse did not finish within 1µs" || !notices[0].Incomplete {
			t.Fatalf("round %d: slow file: file %v notices %+v", round, sf, notices)
		}
		for _, in := range after {
			findings, notices, sf := normal.scanOne(ctx, p, false, in)
			if sf == nil || len(notices) != 0 {
				t.Fatalf("round %d: %s after a timed-out parse: file %v notices %+v", round, in.Path, sf, notices)
			}
			n := 0
			for _, f := range findings {
				if f.RuleID == "RC101" {
					n++
				}
			}
			if n != 1 {
				t.Errorf("round %d: %s after a timed-out parse: %d RC101 findings, want 1", round, in.Path, n)
			}
		}
	}
}

// TestHookCancelStopsParse: once the context of hookCancel ends, a parse
// with the hooked parser stops (it gets no context of its own), scanOne
// reports the file as not scanned because of the cancel, and a parser whose
// hook was removed before the cancel parses normally.
func TestHookCancelStopsParse(t *testing.T) {
	var big strings.Builder
	for i := 0; big.Len() < 4<<20; i++ {
		fmt.Fprintf(&big, "def f%d(a, b):\n    return [x for x in range(a) if (x + b) %% 3]\n", i)
	}
	src := []byte(big.String())
	p := sitter.NewParser()
	defer p.Close()
	p.SetLanguage(model.Grammar(model.LangPython))
	ctx, cancel := context.WithCancel(context.Background())
	stop := hookCancel(ctx, p)
	if stop == nil {
		t.Fatal("hookCancel found no cancellation flag in the binding's Parser")
	}
	defer stop()
	cancel()
	// the hook sets the flag from its own goroutine, within microseconds;
	// the parse of 4 MB takes hundreds of milliseconds unless stopped
	if tree, err := p.ParseCtx(context.Background(), nil, src); err == nil || tree != nil {
		t.Fatalf("parse after the cancel: tree %v, err %v; want it stopped", tree, err)
	}
	p.Reset()
	e := &Engine{MaxFileBytes: 64 << 20, MaxLineBytes: 1 << 20}
	if _, notices, sf := e.scanOne(ctx, p, true, memInput("a.py", src)); sf != nil || len(notices) != 1 || notices[0].Reason != "not scanned: the scan was cancelled" {
		t.Fatalf("scanOne after the cancel: file %v, notices %+v", sf, notices)
	}

	q := sitter.NewParser()
	defer q.Close()
	q.SetLanguage(model.Grammar(model.LangPython))
	ctx2, cancel2 := context.WithCancel(context.Background())
	hookCancel(ctx2, q)()
	cancel2()
	tree, err := q.ParseCtx(context.Background(), nil, []byte("x = 1\n"))
	if err != nil || tree == nil {
		t.Fatalf("parse with an unhooked parser after its old context ended: %v", err)
	}
	tree.Close()
}

// TestScanCancelled: a cancelled context ends the scan with ctx.Err() and
// the files not reached are not reported as scanned.
func TestScanCancelled(t *testing.T) {
	inputs, _ := generatedInputs(50)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err := (&Engine{Workers: 2}).Scan(ctx, inputs)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	if res == nil {
		t.Fatal("nil result on cancel")
	}
	for _, n := range res.Notices {
		if n.Kind != NoticeSkipped || n.Reason != "not scanned: the scan was cancelled" {
			t.Errorf("notice %+v, want skipped: not scanned: the scan was cancelled", n)
		}
	}
	if len(res.Files) != 0 {
		t.Errorf("%d files scanned after cancel", len(res.Files))
	}
	if len(res.Notices) != len(inputs) {
		t.Errorf("%d notices for %d files not scanned: every one must be listed", len(res.Notices), len(inputs))
	}
}

// TestScanStoppedMidwayKeepsFilesDone: when the scan's deadline passes midway, the
// files done keep their findings and every other file has a skipped notice
// naming the time limit.
func TestScanStoppedMidwayKeepsFilesDone(t *testing.T) {
	inputs, _ := generatedInputs(40)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := 0
	slow := &Rule{ID: "RC999", Name: "slow", Severity: SeverityLow, Languages: []Language{LangPython, LangJavaScript, LangTypeScript, LangGo},
		Check: func(p *Pass) {
			done++ // one worker: no race
			if done == 10 {
				cancel()
			}
			p.Report(p.File.Root, "seen", "")
		}}
	res, err := (&Engine{Workers: 1, Rules: []*Rule{slow}}).Scan(ctx, inputs)
	if err == nil {
		t.Fatal("want the context's error")
	}
	if len(res.Files) < 10 || len(res.Findings) != len(res.Files) {
		t.Fatalf("%d files scanned, %d findings: want the files done (at least 10) with their findings", len(res.Files), len(res.Findings))
	}
	if len(res.Files)+len(res.Notices) != len(inputs) {
		t.Fatalf("%d scanned + %d notices for %d inputs: a file was lost silently", len(res.Files), len(res.Notices), len(inputs))
	}
}

// TestFileTimeLimitStopsRules: the per-file wall-clock backstop bounds the
// rules as well as the parse (here with the step limit off): a rule that
// never ends is stopped, what it reported before is kept, later rules do not
// run, and an incomplete notice names them all.
func TestFileTimeLimitStopsRules(t *testing.T) {
	endless := &Rule{ID: "RC998", Name: "endless", Severity: SeverityLow, Languages: []Language{LangPython},
		Check: func(p *Pass) {
			p.Report(p.File.Root, "before the limit", "")
			for {
				model.Walk(p.File.Root, func(*model.Node) bool { return true })
			}
		}}
	later := &Rule{ID: "RC999", Name: "later", Severity: SeverityLow, Languages: []Language{LangPython},
		Check: func(p *Pass) { p.Report(p.File.Root, "after", "") }}
	src := []byte("import requests\n" + strings.Repeat("requests.get(u)\n", 2000))
	start := time.Now()
	// 2 s: under a heavy load the parse alone took over 200 ms, so the
	// limit passed before the endless rule started.
	res, err := (&Engine{Workers: 1, Rules: []*Rule{endless, later}, FileTimeout: 2 * time.Second, StepsPerNode: -1}).Scan(
		context.Background(), []Input{memInput("a.py", src)})
	if err != nil {
		t.Fatal(err)
	}
	if elapsed := time.Since(start); elapsed > 15*time.Second {
		t.Fatalf("the scan took %s: the per-file limit did not stop the rule", elapsed)
	}
	if len(res.Findings) != 1 || res.Findings[0].RuleID != "RC998" {
		t.Fatalf("findings %+v: want only the endless rule's finding from before the limit", res.Findings)
	}
	n := noticeFor(t, res, "a.py")
	if n.Kind != NoticePartial || !n.Incomplete || strings.Join(n.Rules, ",") != "RC998,RC999" ||
		!strings.Contains(n.Reason, "rules RC998, RC999 did not finish within the 2s per-file time limit") {
		t.Fatalf("notice %+v: want an incomplete notice naming the limit and both rules", n)
	}
}

// TestStepLimitStopsRuleAlike: the step limit stops a rule that never ends
// at the same node on every run, whatever the clock says (the wall-clock
// backstop is an hour here); the rules after it still run, and the notice
// names only the stopped rule. Before the step limit a rule was bounded by
// the clock alone, so the same file gave other findings under load.
func TestStepLimitStopsRuleAlike(t *testing.T) {
	endless := &Rule{ID: "RC998", Name: "endless", Severity: SeverityLow, Languages: []Language{LangPython},
		Check: func(p *Pass) {
			for i := 0; ; i++ {
				model.Walk(p.File.Root, func(n *model.Node) bool {
					if n.Type() == "call" && i%7 == 0 {
						p.Report(n, "seen", "")
					}
					return true
				})
			}
		}}
	later := &Rule{ID: "RC999", Name: "later", Severity: SeverityLow, Languages: []Language{LangPython},
		Check: func(p *Pass) { p.Report(p.File.Root, "after", "") }}
	src := []byte("import requests\n" + strings.Repeat("requests.get(u)\n", 500))
	var counts []int
	for run := 0; run < 3; run++ {
		eng := &Engine{Workers: 1, Rules: []*Rule{endless, later}, FileTimeout: time.Hour, MinSteps: 1, StepsPerNode: 50,
			MaxFindingsPerFile: -1}
		res, err := eng.Scan(context.Background(), []Input{memInput("a.py", src)})
		if err != nil {
			t.Fatal(err)
		}
		n := noticeFor(t, res, "a.py")
		if !n.Incomplete || strings.Join(n.Rules, ",") != "RC998" || !strings.Contains(n.Reason, "rule RC998 did not finish: it reached its step limit") {
			t.Fatalf("notice %+v: want an incomplete notice naming RC998 and its step limit", n)
		}
		if first := res.Findings[0]; first.RuleID != "RC999" {
			t.Fatalf("the rule after the stopped one did not run: first finding %+v", first)
		}
		counts = append(counts, len(res.Findings))
	}
	if counts[0] != counts[1] || counts[1] != counts[2] || counts[0] < 500 {
		t.Fatalf("findings per run %v: want the same count every run, from several walks", counts)
	}
}

// TestRulePanicIsANotice: a rule that panics on a file becomes a partial
// notice; other rules still run on it.
func TestRulePanicIsANotice(t *testing.T) {
	bad := &Rule{ID: "RC998", Name: "bad", Severity: SeverityLow, Languages: []Language{LangPython},
		Check: func(p *Pass) { var n *model.Node; _ = n.Type() }}
	good := &Rule{ID: "RC999", Name: "good", Severity: SeverityLow, Languages: []Language{LangPython},
		Check: func(p *Pass) { p.Report(p.File.Root, "ok", "") }}
	res, err := (&Engine{Workers: 1, Rules: []*Rule{bad, good}}).Scan(context.Background(), []Input{memInput("a.py", []byte("x = 1\n"))})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Findings) != 1 || res.Findings[0].RuleID != "RC999" {
		t.Fatalf("findings %+v: want the good rule's", res.Findings)
	}
	if n := noticeFor(t, res, "a.py"); n.Kind != NoticePartial || !strings.Contains(n.Reason, "rule RC998 failed on this file") {
		t.Fatalf("notice %+v", n)
	}
}

// TestEvasionInputsDoNotPassSilently: issue 19's evasion files. One comment
// line over 10,000 bytes no longer makes a file "minified": it is scanned
// and its finding reported. A NUL byte in a comment in the first 8,000
// bytes makes the file binary by git's rule, a skip by policy that is
// counted (not Incomplete), unless git has judged the file text
// (Input.Text). A file padded past the size limit is not scanned and makes
// the result incomplete. Before, all three were skipped alike and the run
// passed.
func TestEvasionInputsDoNotPassSilently(t *testing.T) {
	call := "import requests\nrequests.get('http://x')\n"
	longComment := "# " + strings.Repeat("x", 12_000) + "\n" + call
	nul := "# \x00\n" + call
	padded := call + strings.Repeat("#", DefaultMaxFileBytes) + "\n"
	res, err := (&Engine{Workers: 1}).Scan(context.Background(), []Input{
		memInput("long.py", []byte(longComment)),
		memInput("nul.py", []byte(nul)),
		{Path: "nul-text.py", Size: int64(len(nul)), Text: true, Read: func() ([]byte, error) { return []byte(nul), nil }},
		memInput("padded.py", []byte(padded)),
	})
	if err != nil {
		t.Fatal(err)
	}
	found := map[string]bool{}
	for _, f := range res.Findings {
		found[f.Path] = true
	}
	if !found["long.py"] || !found["nul-text.py"] {
		t.Errorf("findings in %v: want long.py (one long comment line) and nul-text.py (git said text) scanned", found)
	}
	if n := noticeFor(t, res, "nul.py"); n.Kind != NoticeSkipped || n.Incomplete || !strings.Contains(n.Reason, "git's rule") {
		t.Errorf("nul.py notice %+v: want a counted policy skip by git's rule", n)
	}
	if n := noticeFor(t, res, "padded.py"); !n.Incomplete {
		t.Errorf("padded.py notice %+v: want incomplete", n)
	}
	for _, n := range res.Notices {
		if n.Path == "long.py" || n.Path == "nul-text.py" && n.Kind != NoticePartial { // tree-sitter reads the NUL as an error
			t.Errorf("unexpected notice %+v", n)
		}
	}
}

// TestMinifiedMeansMostLinesLong: a file is minified when more than half of
// its lines are over the line limit, not when one is.
func TestMinifiedMeansMostLinesLong(t *testing.T) {
	long := strings.Repeat("x", 10_001)
	for _, c := range []struct {
		src  string
		skip bool
	}{
		{long, true},
		{long + "\n" + long + "\nshort\n", true},
		{long + "\nshort\n", false},
		{"a\n" + long + "\nb\nc\n", false},
	} {
		if got := unscannable([]byte(c.src), DefaultMaxLineBytes, true) != ""; got != c.skip {
			t.Errorf("%d lines: minified %v, want %v", strings.Count(c.src, "\n")+1, got, c.skip)
		}
	}
}

// TestScanGoWithoutFinalNewline: a Go file whose last line is a const, var
// or type declaration with no newline after it parses cleanly (the grammar
// alone reports a syntax error there; syntax.ParseInput terminates it), and
// a call above it is still reported at its own line.
func TestScanGoWithoutFinalNewline(t *testing.T) {
	src := "package x\n\nimport \"net/http\"\n\nfunc f() { http.Get(\"http://x\") }\n\ntype Option func(int)"
	res, err := (&Engine{Workers: 1}).Scan(context.Background(), []Input{memInput("x/opt.go", []byte(src))})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Notices) != 0 {
		t.Errorf("notices %+v, want none", res.Notices)
	}
	var lines []int
	for _, f := range res.Findings {
		if f.RuleID == "RC101" {
			lines = append(lines, f.StartLine)
		}
	}
	if len(lines) != 1 || lines[0] != 5 {
		t.Errorf("RC101 lines %v, want [5]", lines)
	}
}
