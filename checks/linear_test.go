package checks

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
)

// linearShapes are the inputs whose scan cost once grew faster than their
// size, each as a head, a unit repeated 500 times per copy, and a tail:
//   - adv.py, adv.js: issue 11's adversarial shape (one name rebound and used
//     on every line; a lookup that walked every earlier binding of the name,
//     65 % of 19 s on 31k lines);
//   - chain.go: a Go selector chain x.M0().M1()... (retry.goSDKMutation tried
//     every suffix of the callee text against every SDK path: doubling the
//     size multiplied the time by 6.8, 4,000 links 13 s);
//   - retry.py: a Python retry loop of many try blocks (retry.iteratesInput
//     re-walked the loop body per attempt: x4.4, 4,000 blocks 6.5 s);
//   - elseif.js: a JS else-if chain (model.EnclosingFunc and
//     rc101.InMemoryURL walked every enclosing if per call: x5.8, 4,000
//     branches 2.5 s);
//   - longfn.go: a Go function of many client calls (rc101.goStreamingCall
//     searched the whole function's text per call: x3.1);
//   - then.js: a JS .then() chain (summary.shortName split the whole callee
//     text per call: x3.8; TestShortNameTail checks its fix);
//   - poll.py: many counted loops that sleep, bounded by one local (RC104's
//     poll deadlines read the local's assignments once per function).
//   - tools.ts: many MCP tools, each with a zod-optional timeout and a
//     `timeout_ms ?? D` fallback (RC104's inputfb.optionalKey ran a regex over
//     the whole file per fallback: 100/200/400 tools took 0.16/0.58/2.18 s
//     CPU, 124 KB hit the 30 s per-file limit; now one tree walk per file).
//
// Found by hand-made inputs and FuzzScan (seeds in testdata/fuzz/FuzzScan).
var linearShapes = []struct{ path, head, body, tail string }{
	{"adv.py", "import requests\ndef f(u):\n", "    s = requests.Session(); s.get(u)\n", ""},
	{"adv.js", "const axios = require(\"axios\");\nfunction f(u) {\n", "  s = axios.create(); s.get(u);\n", "}\n"},
	{"chain.go", "package p\n\nfunc f() {\n\tx", ".\n\t\tM()", "\n}\n"},
	{"retry.py", "import requests\n\ndef f(u):\n    while True:\n", "        try:\n            return requests.get(u, timeout=1)\n        except Exception:\n            continue\n", ""},
	{"longfn.go", "package p\n\nimport \"net/http\"\n\nfunc f(u string) {\n", "\t_, _ = http.Get(u)\n", "}\n"},
	{"elseif.js", "function f(u) {\n  ", "if (u) { fetch(u); } else\n  ", "{}\n}\n"},
	{"then.js", "function f(u) {\n  return fetch(u)", ".then((r) => r)", ";\n}\n"},
	{"poll.py", "import time\n\ndef f(u):\n    n = 30\n", "    for _ in range(n):\n        time.sleep(20)\n", ""},
	{"tools.ts", "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nimport { spawn } from \"node:child_process\";\nimport { z } from \"zod\";\nconst server = new McpServer({ name: \"s\", version: \"1\" });\nconst D = 120_000;\n",
		"server.registerTool(\"t\", { inputSchema: { command: z.string(), timeout_ms: z.number().optional() } }, async ({ command, timeout_ms }) => {\n  const timeout = timeout_ms ?? D;\n  spawn(command, { shell: true, timeout });\n  return { content: [] };\n});\n", ""},
}

// linearUnits is how many times each shape's unit repeats in one copy.
const linearUnits = 500

// linearSource returns copies copies of shape sh as one file.
func linearSource(sh int, copies int) []byte {
	s := linearShapes[sh]
	return []byte(s.head + strings.Repeat(s.body, linearUnits*copies) + s.tail)
}

// TestWorkScalesLinearly scans 1, 2, 4 and 8 copies of each of linearShapes
// and checks that the work per copy stays flat: the nodes the facts,
// summaries and rules walk plus the parent links they follow
// (syntax.Tree.Work), a count that is the same on every machine under any
// load, unlike CPU time (the CPU-timed version of this test failed CI on a
// busy machine: 2.2x at 4 copies from noise alone). Linear code measures
// 1.00-1.05x at 8 copies; a walk to the top of the else-if chain per call, or
// a re-walk of the loop body per attempt, makes 8 copies cost 4-8x per copy.
// Work on text (suffix searches over a callee's text, chain.go and then.js,
// longfn.go's text search) is not counted: BenchmarkLinearShapes times those
// and bench/scan.sh reads its ratios. It also checks that every scan finished
// (no notice says a rule stopped).
func TestWorkScalesLinearly(t *testing.T) {
	work := map[string]int64{}
	workHook = func(path string, nodes int, w int64) { work[path] = w }
	defer func() { workHook = nil }()
	for i, sh := range linearShapes {
		perCopy := map[int]float64{}
		for _, copies := range []int{1, 2, 4, 8} {
			eng := &Engine{Workers: 1, FileTimeout: time.Hour, MaxFindingsPerFile: -1, MaxFindings: -1}
			res, err := eng.Scan(context.Background(), []Input{memInput(sh.path, linearSource(i, copies))})
			if err != nil {
				t.Fatal(err)
			}
			for _, n := range res.Notices {
				if n.Incomplete {
					t.Fatalf("%s x%d: %s", sh.path, copies, n.Reason)
				}
			}
			if work[sh.path] == 0 {
				t.Fatalf("%s x%d: no work counted", sh.path, copies)
			}
			perCopy[copies] = float64(work[sh.path]) / float64(copies)
		}
		t.Logf("%s: work per copy of %d units: 1 copy %.0f, 2 %.0f, 4 %.0f, 8 %.0f", sh.path, linearUnits, perCopy[1], perCopy[2], perCopy[4], perCopy[8])
		for _, c := range []int{2, 4, 8} {
			if perCopy[c] > 1.25*perCopy[1] {
				t.Errorf("%s: %d copies cost %.0f work per copy, over 1.25x the %.0f of one copy: not linear", sh.path, c, perCopy[c], perCopy[1])
			}
		}
	}
}

// TestGoClientRebindsFinish: issue 19's Go file that rebinds one http.Client
// 5,000 times (150 KB) is checked completely: RC101 reports every literal
// and stays within a few steps per node. Before, RC101 walked the whole
// function once per literal (quadratic: 500/1,000/2,000 rebinds took
// 0.10/0.36/1.30 s) and at 5,000 was stopped by the time limit with none
// of its findings, or now by its step limit (29 M steps).
func TestGoClientRebindsFinish(t *testing.T) {
	const rebinds = 5000
	src := []byte("package main\n\nimport \"net/http\"\n\nfunc f(u string) {\n\tc := &http.Client{}\n" +
		strings.Repeat("\tc = &http.Client{}; c.Get(u)\n", rebinds) + "}\n")
	var rc101Steps int64
	var nodes int
	stepsHook = func(rule string, n int, steps int64) {
		if rule == "RC101" {
			rc101Steps, nodes = steps, n
		}
	}
	defer func() { stepsHook = nil }()
	eng := &Engine{Workers: 1, MaxFindingsPerFile: -1, MaxFindings: -1}
	res, err := eng.Scan(context.Background(), []Input{{Path: "rebind.go", Size: int64(len(src)), Read: func() ([]byte, error) { return src, nil }}})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range res.Notices {
		t.Errorf("notice %+v: want none", n)
	}
	n := 0
	for _, f := range res.Findings {
		if f.RuleID == "RC101" {
			n++
		}
	}
	if n != rebinds {
		t.Errorf("%d RC101 findings, want %d (one per rebinding literal)", n, rebinds)
	}
	if rc101Steps > 20*int64(nodes) {
		t.Errorf("RC101 visited %d nodes on a file of %d: not linear", rc101Steps, nodes)
	}
}

// BenchmarkLinearShapes scans 1 and 8 copies of each of linearShapes (one
// worker): the CPU cost per copy at 8 copies over that at 1 copy must stay
// near 1 (bench/scan.sh prints the ratios). It times what
// TestWorkScalesLinearly cannot count, the work on text.
func BenchmarkLinearShapes(b *testing.B) {
	for i, sh := range linearShapes {
		for _, copies := range []int{1, 8} {
			b.Run(fmt.Sprintf("shape=%s/copies=%d", sh.path, copies), func(b *testing.B) {
				in := []Input{memInput(sh.path, linearSource(i, copies))}
				eng := &Engine{Workers: 1, FileTimeout: time.Hour, MaxFindingsPerFile: -1, MaxFindings: -1}
				b.SetBytes(int64(len(linearSource(i, copies))))
				cpu := processCPU(b)
				b.ResetTimer()
				for n := 0; n < b.N; n++ {
					if _, err := eng.Scan(context.Background(), in); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(processCPU(b)-cpu)/float64(b.N)/float64(copies), "cpu-ns/copy")
			})
		}
	}
}
