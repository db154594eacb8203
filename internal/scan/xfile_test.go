package scan

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/annotate"
	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/diff"
)

// TestDiffModeReadsWhatTheChangeCalls: a change adds calls, in an async
// handler, to helpers in files it does not touch (a sync process wrapper,
// a request helper that forwards its options to fetch). Diff mode reports
// them on the changed lines only, with the helpers read from the head
// revision (not the work tree), the chain in the message and SARIF
// relatedLocations; the unchanged call stays out of the diff.
func TestDiffModeReadsWhatTheChangeCalls(t *testing.T) {
	dir := t.TempDir()
	git(t, dir, "init", "-q", "-b", "main")
	write(t, dir, map[string]string{
		"src/util/kube.ts": "import { execFileSync } from \"child_process\";\nexport function kubectl(args: string[]) {\n  return execFileSync(\"kubectl\", args).toString();\n}\n",
		"src/api.ts":       "export async function request(url: string, init?: RequestInit) {\n  return fetch(url, init);\n}\n",
		"src/tools.ts":     "import { kubectl } from \"./util/kube.js\";\nimport { request } from \"./api\";\n\nexport async function pods() {\n  return kubectl([\"get\", \"pods\"]);\n}\n",
	})
	git(t, dir, "add", "-A")
	git(t, dir, "commit", "-q", "-m", "base")
	base := git(t, dir, "rev-parse", "HEAD")
	write(t, dir, map[string]string{
		"src/tools.ts": "import { kubectl } from \"./util/kube.js\";\nimport { request } from \"./api\";\n\nexport async function pods() {\n  return kubectl([\"get\", \"pods\"]);\n}\n\nexport async function nodes() {\n  await request(\"https://k8s.example.com/nodes\");\n  return kubectl([\"get\", \"nodes\"]);\n}\n",
	})
	git(t, dir, "add", "-A")
	git(t, dir, "commit", "-q", "-m", "head")
	// The work tree's helper differs from the head's: the head's is read.
	write(t, dir, map[string]string{"src/util/kube.ts": "export function kubectl(args: string[]) { return \"\"; }\n"})

	rules := []*checks.Rule{checks.RuleByID("RC101"), checks.RuleByID("RC201")}
	rep, err := Run(context.Background(), Options{Repo: dir, Base: base, Engine: &checks.Engine{Rules: rules, Workers: 1}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range rep.Findings {
		got = append(got, fmt.Sprintf("%s:%d:%s:%v", f.Path, f.StartLine, f.RuleID, f.InDiff))
	}
	sort.Strings(got)
	equal(t, "findings", got, []string{
		"src/tools.ts:10:RC201:true",
		"src/tools.ts:5:RC201:false", // the unchanged call: judged, but not in the diff
		"src/tools.ts:9:RC101:true",
	})
	for _, f := range rep.Findings {
		if f.StartLine == 10 && !strings.Contains(f.Message, "kubectl() -> child_process.execFileSync() (src/util/kube.ts:3)") {
			t.Errorf("message lacks the chain: %s", f.Message)
		}
		if f.StartLine == 9 && (len(f.Related) != 1 || f.Related[0].Path != "src/api.ts" || f.Related[0].StartLine != 2) {
			t.Errorf("related locations of the forwarded fetch: %+v", f.Related)
		}
	}
	sarifPath := filepath.Join(t.TempDir(), "out.sarif")
	out, err := os.Create(sarifPath)
	if err != nil {
		t.Fatal(err)
	}
	if err := annotate.WriteSARIF(out, rep); err != nil {
		t.Fatal(err)
	}
	out.Close()
	b, _ := os.ReadFile(sarifPath)
	if !strings.Contains(string(b), `"relatedLocations"`) || !strings.Contains(string(b), `"uri": "src/util/kube.ts"`) {
		t.Errorf("SARIF lacks relatedLocations into the helper's file:\n%s", b)
	}
}

// helperChange is a repository whose pull request changes only a helper:
// kubectl() goes from an async execFile with a timeout to execFileSync
// without one, and the handlers that call it (src/tools.ts, unchanged)
// now block the event loop through it. internal/bot tests the same change.
var helperChange = struct{ base, head map[string]string }{
	base: map[string]string{
		"src/util/kube.ts": "import { execFile } from \"child_process\";\nexport function kubectl(args: string[]) {\n  return execFile(\"kubectl\", args, { timeout: 10000 });\n}\n",
		"src/tools.ts":     "import { kubectl } from \"./util/kube.js\";\n\nexport async function pods() {\n  return kubectl([\"get\", \"pods\"]);\n}\n",
	},
	head: map[string]string{
		"src/util/kube.ts": "import { execFileSync } from \"child_process\";\nexport function kubectl(args: string[]) {\n  return execFileSync(\"kubectl\", args).toString();\n}\n",
	},
}

// TestDiffModeHelperChange: a change to a helper alone is reported on the
// helper's changed line, never on the unchanged callers, which diff mode
// does not scan: the helper's own defect (RC102, a child process without a
// timeout), and what its callers in other files gain (their async code now
// blocks through it, RC201), found by looking for the files that import
// the changed one (git grep at the head revision, in the work tree, or at
// the head of the Action's diff from its clone, Options.ChangesFromGit):
// the message names the caller and SARIF relatedLocations point at it.
// A file that names the helper but is excluded by the configuration is no
// caller.
func TestDiffModeHelperChange(t *testing.T) {
	for _, mode := range []string{"commit", "worktree", "changes"} {
		workTree := mode == "worktree"
		t.Run(mode, func(t *testing.T) {
			dir := t.TempDir()
			git(t, dir, "init", "-q", "-b", "main")
			write(t, dir, helperChange.base)
			write(t, dir, map[string]string{"vendored/tools.ts": helperChange.base["src/tools.ts"]})
			git(t, dir, "add", "-A")
			git(t, dir, "commit", "-q", "-m", "base")
			base := git(t, dir, "rev-parse", "HEAD")
			write(t, dir, helperChange.head)
			o := Options{Repo: dir, Base: base, Engine: &checks.Engine{Workers: 1},
				Exclude: func(p string) bool { return strings.HasPrefix(p, "vendored/") }}
			if workTree {
				o.WorkTree = true
			} else {
				git(t, dir, "add", "-A")
				git(t, dir, "commit", "-q", "-m", "head")
			}
			if mode == "changes" { // the Action's diff from the local clone
				head := git(t, dir, "rev-parse", "HEAD")
				changes, err := diff.FromGit(context.Background(), dir, base, head)
				if err != nil {
					t.Fatal(err)
				}
				br, err := diff.NewBlobReader(context.Background(), dir)
				if err != nil {
					t.Fatal(err)
				}
				defer br.Close()
				o.Base, o.Head, o.Changes, o.ChangesFromGit = base, head, changes, true
				o.Read = func(p string) ([]byte, error) { return br.Read(head, p) }
			}
			rep, err := Run(context.Background(), o)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, f := range rep.Findings {
				got = append(got, fmt.Sprintf("%s:%d:%s:%v", f.Path, f.StartLine, f.RuleID, f.InDiff))
			}
			sort.Strings(got)
			equal(t, "findings", got, []string{"src/util/kube.ts:3:RC102:true", "src/util/kube.ts:3:RC201:true"})
			for _, f := range rep.Findings {
				if f.RuleID != "RC201" {
					continue
				}
				if !strings.Contains(f.Message, "kubectl() blocks the event loop of the async code that calls it from other files") ||
					!strings.Contains(f.Message, "async pods() at src/tools.ts:4") || strings.Contains(f.Message, "vendored") {
					t.Errorf("message: %s", f.Message)
				}
				if len(f.Related) != 1 || f.Related[0].Path != "src/tools.ts" || f.Related[0].StartLine != 4 {
					t.Errorf("related: %+v", f.Related)
				}
			}
			if len(rep.Notices) != 0 {
				t.Errorf("notices: %+v", rep.Notices)
			}
			var sarif strings.Builder
			if err := annotate.WriteSARIF(&sarif, rep); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(sarif.String(), `"relatedLocations"`) || !strings.Contains(sarif.String(), `"uri": "src/tools.ts"`) {
				t.Errorf("SARIF lacks relatedLocations at the caller:\n%s", sarif.String())
			}
		})
	}
}

// TestDiffModeSkipsVendoredGo: a Go request sent with only its function's
// context on a client without Timeout is reported in a whole scan and in a
// pull request that changes it alike, although vendor/ holds a
// context.WithTimeout: neither scan reads the folders a path-mode scan
// skips (skipDirs), so the diff scan's git grep of the Go files must not
// see it either (review33 H-1).
func TestDiffModeSkipsVendoredGo(t *testing.T) {
	dir := t.TempDir()
	git(t, dir, "init", "-q", "-b", "main")
	client := "package svc\n\nimport (\n\t\"context\"\n\t\"net/http\"\n)\n\nvar client = &http.Client{}\n\nfunc Get(ctx context.Context) (*http.Response, error) {\n\treq, err := http.NewRequestWithContext(ctx, http.MethodGet, \"https://api.example\", nil)\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\treturn client.Do(req)\n}\n"
	write(t, dir, map[string]string{
		"go.mod":                       "module example.com/svc\n\ngo 1.22\n",
		"svc/svc.go":                   "package svc\n",
		"vendor/golang.org/x/foo/a.go": "package foo\n\nimport (\n\t\"context\"\n\t\"time\"\n)\n\nfunc F() { ctx, c := context.WithTimeout(context.Background(), time.Second); defer c(); _ = ctx }\n",
	})
	git(t, dir, "add", "-A")
	git(t, dir, "commit", "-q", "-m", "base")
	base := git(t, dir, "rev-parse", "HEAD")
	write(t, dir, map[string]string{"svc/svc.go": client})
	git(t, dir, "add", "-A")
	git(t, dir, "commit", "-q", "-m", "head")
	lines := func(rep *annotate.Report) []string {
		var out []string
		for _, f := range rep.Findings {
			if f.Path == "svc/svc.go" && f.RuleID == "RC101" {
				out = append(out, fmt.Sprint(f.StartLine))
			}
		}
		sort.Strings(out)
		return out
	}
	whole, err := Run(context.Background(), Options{Repo: dir, Paths: []string{dir}, Engine: rc101(t)})
	if err != nil {
		t.Fatal(err)
	}
	pr, err := Run(context.Background(), Options{Repo: dir, Base: base, Engine: rc101(t)})
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "whole scan", lines(whole), []string{"15", "8"})
	equal(t, "diff scan", lines(pr), []string{"15", "8"})
}
