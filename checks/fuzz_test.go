package checks

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// fuzzExts maps FuzzScan's language selector (modulo its length) to the
// file extension the input is scanned as: every language the engine parses.
var fuzzExts = []string{".py", ".js", ".ts", ".tsx", ".go"}

// fuzzFileTimeout is the per-file limit of the fuzzed engine: far above what
// any input of the seed corpus needs (the slowest takes well under a second
// on an idle core), so a scan that reaches it is a hang or a blow-up, not a
// slow machine.
const fuzzFileTimeout = 60 * time.Second

// fuzzSeeds returns FuzzScan's seed corpus as (language selector, source)
// pairs: every rule fixture, and per language the adversarial inputs of
// issue 19 and of the tree-sitter measurements behind the engine's limits:
// deep nesting (past the C walk's 4,096 frames), 10,000 unbalanced
// parentheses, NUL bytes (in the first 8 KiB: skipped as
// binary; after it: parsed), a line just under and one just over the
// 10,000-byte line limit, a comment line over it, bytes that are not UTF-8,
// a byte-order mark with CRLF line ends, an empty file, many calls on long
// lines (amplification) and many rebinds of one client (RC101's scope walk).
func fuzzSeeds(t testing.TB) (sels []uint8, srcs [][]byte) {
	add := func(sel int, src string) {
		sels = append(sels, uint8(sel))
		srcs = append(srcs, []byte(src))
	}
	paths, _ := filepath.Glob("rc*/testdata/*")
	fixtures := 0
	for _, p := range paths {
		for i, ext := range fuzzExts {
			if filepath.Ext(p) == ext {
				src, err := os.ReadFile(p)
				if err != nil {
					t.Fatal(err)
				}
				add(i, string(src))
				fixtures++
			}
		}
	}
	if fixtures < 100 {
		t.Fatalf("only %d rule fixtures found", fixtures)
	}
	const py, js, ts, tsx, golang = 0, 1, 2, 3, 4
	deep, open := strings.Repeat("(", 5000), strings.Repeat("(", 10000)
	closeDeep := strings.Repeat(")", 5000)
	callLine := strings.Repeat("fetch(u);", 1100) // 9,900 bytes: under the line limit
	add(py, "x = "+strings.Repeat("[", 5000)+strings.Repeat("]", 5000)+"\n")
	add(py, "import requests\nprint("+open+"\n")
	add(py, "import requests\n"+strings.Repeat("requests.get(u)\n", 600)+"\x00\n"+strings.Repeat("requests.get(u, timeout=1)\n", 300))
	add(py, "import requests\ns = requests.Session()\n"+strings.Repeat("s = requests.Session(); s.get(u)\n", 300))
	add(py, "# "+strings.Repeat("x", 10_001)+"\nimport requests\nrequests.get(u)\n")
	add(py, "\xef\xbb\xbfimport requests\r\nrequests.get(u)\r\nx = '\xc3\x28\xa0\xa1'\r\n\xff\xfe = 1\r\n")
	add(py, "")
	add(py, "\x00import requests\nrequests.get(u)\n")
	add(js, "x = "+deep+"1"+closeDeep+";\n")
	add(js, "f("+open+"\n")
	add(js, strings.Repeat(callLine+"\n", 2))
	add(js, callLine+strings.Repeat("f", 200)+"\n")
	add(js, "const s = '\xff\xfe\xc3\x28';\nfetch(u\xa0);\n")
	add(ts, "let x: "+strings.Repeat("A<", 3000)+"T"+strings.Repeat(">", 3000)+";\n")
	add(ts, "x = "+open+";\n")
	add(ts, "export type * from './a';\nfunction f<const T>(x: T) { return fetch(x as any); }\n")
	add(ts, "// "+strings.Repeat("y", 10_001)+"\nawait fetch(u);\n")
	add(tsx, "const x = "+strings.Repeat("<a>", 2500)+strings.Repeat("</a>", 2500)+";\n")
	add(tsx, "const y = <div>"+strings.Repeat("{(", 5000)+"\n")
	add(tsx, "const z = <p>Q & A \xff</p>;\nfetch(u);\n")
	add(golang, "package p\nvar x = "+deep+"1"+closeDeep+"\n")
	add(golang, "package p\nfunc f() {"+strings.Repeat("{", 5000)+strings.Repeat("}", 5000)+"}\n")
	add(golang, "package p\nvar x = "+open+"\n")
	add(golang, "package p\n\nimport \"net/http\"\n\nfunc f(u string) {\n\tc := &http.Client{}\n"+
		strings.Repeat("\tc = &http.Client{}\n\tc.Get(u)\n", 300)+"}\n")
	add(golang, "package p\n\ntype A[T any] = map[string]T\n\nvar p = new(42)\n\nfunc g() { http.Get(\"\xff\xc3\x28\") }\n")
	return sels, srcs
}

// FuzzScan runs the engine (parse, model, every default rule) on one file of
// any language, mutated from the rule fixtures and the adversarial seeds:
// the scan returns no error; no rule panics (a panic becomes a "failed on
// this file" notice); nothing reaches the per-file limit (a hang or a
// blow-up); the file is either scanned or skipped with a notice; findings lie
// inside the file; and a second scan gives the same result. Without -fuzz it
// runs the seeds as a regular test; .ci/run fuzzes it briefly.
func FuzzScan(f *testing.F) {
	sels, srcs := fuzzSeeds(f)
	for i := range sels {
		f.Add(sels[i], srcs[i])
	}
	f.Fuzz(func(t *testing.T, sel uint8, src []byte) {
		path := "fuzz" + fuzzExts[int(sel)%len(fuzzExts)]
		// The fuzzer's bytes live in memory it maps and remaps between
		// inputs, outside the Go heap; the model's strings share a file's
		// source (model.File.Text) and the engine's pools may keep them past
		// the call, so the engine gets its own copy, as os.ReadFile gives it.
		src = bytes.Clone(src)
		eng := &Engine{Workers: 1, FileTimeout: fuzzFileTimeout}
		scan := func() *Result {
			res, err := eng.Scan(context.Background(), []Input{memInput(path, src)})
			if err != nil {
				t.Fatalf("scan error: %v", err)
			}
			return res
		}
		res := scan()
		skipped := 0
		for _, n := range res.Notices {
			switch {
			case strings.Contains(n.Reason, "failed on this file"):
				t.Fatalf("a rule panicked: %s", n.Reason)
			case strings.Contains(n.Reason, "time limit"), strings.Contains(n.Reason, "did not finish"):
				t.Fatalf("over the budget: %s", n.Reason)
			case n.Kind == NoticeSkipped:
				skipped++
			}
		}
		if len(res.Files)+skipped != 1 {
			t.Fatalf("%d files scanned and %d skipped: want the file accounted for once", len(res.Files), skipped)
		}
		lines := bytes.Count(src, []byte("\n")) + 1
		for _, fd := range res.Findings {
			if fd.Path != path || fd.StartLine < 1 || fd.EndLine < fd.StartLine || fd.EndLine > lines || fd.StartCol < 1 || fd.EndCol < 1 {
				t.Fatalf("finding outside the %d-line file: %+v", lines, fd)
			}
		}
		first, _ := json.Marshal(res)
		if again, _ := json.Marshal(scan()); !bytes.Equal(first, again) {
			t.Fatalf("a second scan of the same input differs:\n%s\n%s", first, again)
		}
	})
}
