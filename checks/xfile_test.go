package checks_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/checks/summary"
)

// xfileRepo is a small repository: a changed handler that calls a process
// wrapper and a request helper in two files it imports, one of which
// imports a third.
var xfileRepo = map[string]string{
	"src/util/kube.ts": "import { execFileSync } from \"child_process\";\nexport function kubectl(args: string[]) {\n  return execFileSync(\"kubectl\", args).toString();\n}\n",
	"src/api.ts":       "import { base } from \"./base\";\nexport async function request(path: string, init?: RequestInit) {\n  return base(path, init);\n}\n",
	"src/base.ts":      "export async function base(path: string, init?: RequestInit) {\n  return fetch(\"https://api.example.com\" + path, init);\n}\n",
	"src/tools.ts":     "import { kubectl } from \"./util/kube.js\";\nimport { request } from \"./api\";\n\nexport async function nodes() {\n  await request(\"/nodes\");\n  return kubectl([\"get\", \"nodes\"]);\n}\n",
}

// xfileScan scans src/tools.ts with src as the repository and returns
// "path:line:rule" of the findings and "path: reason" of the notices.
func xfileScan(t *testing.T, src *checks.Source) (findings, notices []string) {
	t.Helper()
	rules := []*checks.Rule{checks.RuleByID("RC101"), checks.RuleByID("RC102"), checks.RuleByID("RC201")}
	b := []byte(xfileRepo["src/tools.ts"])
	e := &checks.Engine{Rules: rules, Workers: 1, Repo: src}
	res, err := e.Scan(context.Background(), []checks.Input{{Path: "src/tools.ts", Size: int64(len(b)), Read: func() ([]byte, error) { return b, nil }}})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range res.Findings {
		findings = append(findings, fmt.Sprintf("%s:%d:%s", f.Path, f.StartLine, f.RuleID))
	}
	for _, n := range res.Notices {
		notices = append(notices, fmt.Sprintf("%s: %v %s", n.Path, n.Incomplete, n.Reason))
	}
	sort.Strings(findings)
	return findings, notices
}

func xfileSource(read func(p string) ([]byte, error)) *checks.Source {
	return &checks.Source{
		Has:  func(p string) bool { _, ok := xfileRepo[p]; return ok },
		Read: read,
	}
}

// A summary kept through Source.Keep (as JSON, as the bot stores it) and
// given back by Source.Cached replaces reading the file: the same findings,
// and no file read the second time.
func TestContextSummariesCached(t *testing.T) {
	reads := map[string]int{}
	read := func(p string) ([]byte, error) {
		reads[p]++
		if s, ok := xfileRepo[p]; ok {
			return []byte(s), nil
		}
		return nil, errors.New("no such file")
	}
	kept := map[string][]byte{}
	src := xfileSource(read)
	src.Keep = func(p string, s *summary.File) {
		b, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		kept[p] = b
	}
	var prefetched [][]string
	src.Prefetch = func(paths []string) { prefetched = append(prefetched, paths) }
	first, notes := xfileScan(t, src)
	want := []string{"src/tools.ts:5:RC101", "src/tools.ts:6:RC102", "src/tools.ts:6:RC201"}
	if !reflect.DeepEqual(first, want) || len(notes) != 0 {
		t.Fatalf("first scan: %v %v, want %v and no notice", first, notes, want)
	}
	if len(kept) != 3 || reads["src/base.ts"] != 1 || reads["src/api.ts"] != 1 {
		t.Fatalf("kept %d summaries (want 3), reads %v", len(kept), reads)
	}
	if got := fmt.Sprint(prefetched); got != "[[src/api.ts src/util/kube.ts] [src/base.ts]]" {
		t.Errorf("prefetched %s, want the two levels of imports", got)
	}

	reads = map[string]int{}
	src2 := xfileSource(read)
	src2.Cached = func(paths []string) []*summary.File {
		out := make([]*summary.File, len(paths))
		for i, p := range paths {
			if b, ok := kept[p]; ok {
				out[i] = new(summary.File)
				if err := json.Unmarshal(b, out[i]); err != nil {
					t.Fatal(err)
				}
			}
		}
		return out
	}
	src2.Keep = func(p string, s *summary.File) { t.Errorf("%s summarised again", p) }
	src2.Prefetch = func(paths []string) { t.Errorf("prefetch %v with every summary cached", paths) }
	second, notes := xfileScan(t, src2)
	if !reflect.DeepEqual(second, first) || len(notes) != 0 {
		t.Errorf("cached scan: %v %v, want %v", second, notes, first)
	}
	if len(reads) != 0 {
		t.Errorf("cached scan read %v", reads)
	}
}

// A file the change imports that cannot be read leaves the calls into it
// unknown with an incomplete notice, never a silent pass; nothing of it is
// kept.
func TestContextReadFailureIsNoticed(t *testing.T) {
	src := xfileSource(func(p string) ([]byte, error) {
		if p == "src/util/kube.ts" {
			return nil, errors.New("GET blob: 502 Bad Gateway")
		}
		return []byte(xfileRepo[p]), nil
	})
	src.Keep = func(p string, s *summary.File) {
		if p == "src/util/kube.ts" {
			t.Errorf("kept the summary of a file not read")
		}
	}
	findings, notes := xfileScan(t, src)
	if want := []string{"src/tools.ts:5:RC101"}; !reflect.DeepEqual(findings, want) {
		t.Errorf("findings %v, want %v", findings, want)
	}
	if len(notes) != 1 || !strings.HasPrefix(notes[0], "src/util/kube.ts: true read for function summaries only: not scanned: cannot read file: GET blob: 502 Bad Gateway") ||
		!strings.HasSuffix(notes[0], "calls into it are not judged") {
		t.Errorf("notices %q, want one incomplete notice on src/util/kube.ts", notes)
	}
}
