package checks_test

import (
	"context"
	"errors"
	"fmt"
	"path"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/checks/facts/handlers"
)

// importerRepo: a Python helper module that runs a process synchronously,
// an async tool in another module that calls it, a sync wrapper of it that
// an async handler in a third module calls, a sync CLI that calls it, a
// test that calls it, and a module that names the helper but calls
// something else.
var importerRepo = map[string]string{
	"pyproject.toml":       "[project]\nname = \"srv\"\n",
	"srv/util.py":          "import shlex\n\n\ndef run(cmd):\n    return shlex.join(cmd)\n\n\ndef other():\n    return 1\n",
	"srv/tools.py":         "from .util import run\n\n\nasync def pods():\n    return run([\"kubectl\", \"get\", \"pods\"])\n",
	"srv/cli.py":           "from srv.util import run\n\n\ndef main():\n    run([\"kubectl\", \"version\"])\n",
	"srv/plain.py":         "from .util import other\n\n\nasync def count():\n    return other()\n",
	"srv/mid.py":           "from .util import run\n\n\ndef wrapped(cmd):\n    return run(cmd)\n",
	"srv/server.py":        "from . import mid\n\n\nasync def handler():\n    return mid.wrapped([\"ls\"])\n",
	"tests/test_tools.py":  "from srv.util import run\n\n\nasync def test_run():\n    run([\"true\"])\n",
	"other/pyproject.toml": "",
	"other/util_user.py":   "from util import run\n\n\nasync def elsewhere():\n    return run([\"x\"])\n",
}

// importerSource is a checks.Source over files in diff mode, with Grep
// over their text; fail, when set, makes Read fail for a path.
func importerSource(files map[string]string, fail func(p string) error) (*checks.Source, *[][]string) {
	var greps [][]string
	src := &checks.Source{
		Diff: true,
		Has:  func(p string) bool { _, ok := files[p]; return ok },
		Read: func(p string) ([]byte, error) {
			if fail != nil {
				if err := fail(p); err != nil {
					return nil, err
				}
			}
			if s, ok := files[p]; ok {
				return []byte(s), nil
			}
			return nil, errors.New("no such file")
		},
		Grep: func(_ context.Context, words, globs []string) ([]string, error) {
			greps = append(greps, append(append([]string(nil), words...), globs...))
			var out []string
			for p, s := range files {
				match := false
				for _, g := range globs {
					dir, pat, _ := strings.Cut(g, "**/")
					if ok, _ := path.Match(pat, path.Base(p)); ok && strings.HasPrefix(p, dir) {
						match = true
					}
				}
				for _, w := range words {
					if match && strings.Contains(s, w) {
						out = append(out, p)
						break
					}
				}
			}
			sort.Strings(out)
			return out, nil
		},
	}
	return src, &greps
}

// scanChange scans changed (a path of files) as the change, with src as
// the repository.
func scanChange(t *testing.T, files map[string]string, changed string, src *checks.Source) *checks.Result {
	t.Helper()
	b := []byte(files[changed])
	rules := []*checks.Rule{checks.RuleByID("RC102"), checks.RuleByID("RC201")}
	e := &checks.Engine{Rules: rules, Workers: 1, Repo: src}
	res, err := e.Scan(context.Background(), []checks.Input{{Path: changed, Size: int64(len(b)), Read: func() ([]byte, error) { return b, nil }}})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func withFile(files map[string]string, p, s string) map[string]string {
	out := map[string]string{}
	for k, v := range files {
		out[k] = v
	}
	out[p] = s
	return out
}

// blockingUtil makes srv/util.py's run() block, and without a bound: a
// subprocess.run without timeout (RC102 at the line) in a sync function
// (RC201 at each async caller).
const blockingUtil = "import subprocess\n\n\ndef run(cmd):\n    return subprocess.run(cmd, capture_output=True)\n\n\ndef other():\n    return 1\n"

// TestImporterExposure: a change that makes a helper block is reported on
// the helper's changed line with the async callers in other files named
// (and as related locations); the sync CLI, the test, the module that
// calls another function and the file of another project are not callers
// of it. A helper that does not block looks for nothing.
func TestImporterExposure(t *testing.T) {
	files := withFile(importerRepo, "srv/util.py", blockingUtil)
	src, greps := importerSource(files, nil)
	res := scanChange(t, files, "srv/util.py", src)
	var got []string
	for _, f := range res.Findings {
		got = append(got, fmt.Sprintf("%s:%d:%s", f.Path, f.StartLine, f.RuleID))
	}
	sort.Strings(got)
	if want := []string{"srv/util.py:5:RC102", "srv/util.py:5:RC201"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("findings %v, want %v; notices %+v", got, want, res.Notices)
	}
	for _, f := range res.Findings {
		if f.RuleID != "RC201" {
			continue
		}
		if !strings.Contains(f.Message, "run() blocks the event loop") || !strings.Contains(f.Message, "2 async callers call it") ||
			!strings.Contains(f.Message, "async handler() at srv/server.py:5 through mid.wrapped(); async pods() at srv/tools.py:5") ||
			strings.Contains(f.Message, "cli.py") || strings.Contains(f.Message, "test_tools") || strings.Contains(f.Message, "elsewhere") {
			t.Errorf("message: %s", f.Message)
		}
		var rel []string
		for _, r := range f.Related {
			rel = append(rel, fmt.Sprintf("%s:%d %s", r.Path, r.StartLine, r.Message))
		}
		if want := []string{"srv/server.py:5 async handler() calls mid.wrapped() here", "srv/mid.py:5 mid.wrapped() calls run() here",
			"srv/tools.py:5 async pods() calls run() here"}; !reflect.DeepEqual(rel, want) {
			t.Errorf("related: %q", rel)
		}
	}
	if len(res.Notices) != 0 {
		t.Errorf("notices: %+v", res.Notices)
	}
	// The search stays in the helper's project (the folder with
	// pyproject.toml: the repository root here) and its language; the
	// sync callers made to block are looked for next (the wrapper; the
	// CLI's main() is a one-shot program's, no caller's).
	if want := [][]string{{"util", "**/*.py"}, {"mid", "**/*.py"}}; !reflect.DeepEqual(callerGreps(*greps), want) {
		t.Errorf("greps: %q, want %q", *greps, want)
	}

	// Unchanged helper, no blocking: nothing is looked for.
	src, greps = importerSource(importerRepo, nil)
	if res := scanChange(t, importerRepo, "srv/util.py", src); len(res.Findings) != 0 || len(callerGreps(*greps)) != 0 {
		t.Errorf("a helper that does not block: findings %+v, greps %q", res.Findings, *greps)
	}
	// Not diff mode: nothing is looked for.
	src, greps = importerSource(files, nil)
	src.Diff = false
	if res := scanChange(t, files, "srv/util.py", src); len(res.Findings) != 1 || len(*greps) != 0 {
		t.Errorf("path mode: findings %+v, greps %q", res.Findings, *greps)
	}
}

// callerGreps drops from greps the handler registry's search for the
// servers (handlers.AnchorWords), which a diff-mode scan makes once.
func callerGreps(greps [][]string) [][]string {
	var out [][]string
	for _, g := range greps {
		if len(g) > 0 && g[0] == handlers.AnchorWords[0] {
			continue
		}
		out = append(out, g)
	}
	return out
}

// TestImporterExposureIncomplete: a caller that cannot be read, a search
// that fails, and callers past MaxImporterFiles each make the result
// incomplete (never a false pass); a repository without Grep (the bot)
// says the callers were not looked for.
func TestImporterExposureIncomplete(t *testing.T) {
	files := withFile(importerRepo, "srv/util.py", blockingUtil)
	src, _ := importerSource(files, func(p string) error {
		if p == "srv/tools.py" {
			return errors.New("blob unavailable")
		}
		return nil
	})
	res := scanChange(t, files, "srv/util.py", src)
	if n := incomplete(res, "srv/tools.py", "cannot be read: blob unavailable"); n != 1 {
		t.Errorf("unreadable caller: %+v", res.Notices)
	}

	src, _ = importerSource(files, nil)
	src.Grep = func(context.Context, []string, []string) ([]string, error) {
		return nil, errors.New("git grep: killed")
	}
	res = scanChange(t, files, "srv/util.py", src)
	if n := incomplete(res, "srv/util.py", "could not be looked for: git grep: killed"); n != 1 {
		t.Errorf("failed search: %+v", res.Notices)
	}

	src, _ = importerSource(files, nil)
	src.Grep = nil
	res = scanChange(t, files, "srv/util.py", src)
	if len(res.Notices) != 1 || res.Notices[0].Incomplete || !strings.Contains(res.Notices[0].Reason, "run() blocks the thread; the files that call it were not looked for") {
		t.Errorf("no search: %+v", res.Notices)
	}

	many := withFile(files, "srv/tools.py", files["srv/tools.py"])
	for i := 0; i < checks.MaxImporterFiles+2; i++ {
		many[fmt.Sprintf("srv/t%03d.py", i)] = files["srv/tools.py"]
	}
	src, _ = importerSource(many, nil)
	res = scanChange(t, many, "srv/util.py", src)
	capped := 0
	for _, n := range res.Notices {
		if n.Incomplete && strings.Contains(n.Reason, fmt.Sprintf("not read: over %d such files", checks.MaxImporterFiles)) {
			capped++
		}
	}
	// 56 files name util and run: other/util_user.py, srv/cli.py,
	// srv/mid.py, the 52 copies and srv/tools.py; the first 50 are read,
	// 47 of them async callers; srv/server.py, found next, is not read.
	if capped != 7 {
		t.Errorf("%d capped notices, want 7: %+v", capped, res.Notices)
	}
	for _, f := range res.Findings {
		if f.RuleID == "RC201" && (len(f.Related) != 10 || !strings.Contains(f.Message, "47 async callers call it") || !strings.Contains(f.Message, "; 37 more)")) {
			t.Errorf("capped finding: %d related, %s", len(f.Related), f.Message)
		}
	}
}

func incomplete(res *checks.Result, p, reason string) int {
	n := 0
	for _, x := range res.Notices {
		if x.Path == p && x.Incomplete && strings.Contains(x.Reason, reason) {
			n++
		}
	}
	return n
}

// A suppression comment on the helper's line silences the callers'
// exposure there like any finding on it, and counts as used (no RC002).
func TestImporterExposureSuppressed(t *testing.T) {
	util := strings.Replace(blockingUtil, "capture_output=True)\n", "capture_output=True)  # noqa: RC201, RC102\n", 1)
	files := withFile(importerRepo, "srv/util.py", util)
	src, _ := importerSource(files, nil)
	b := []byte(util)
	rules := []*checks.Rule{checks.RuleByID("RC002"), checks.RuleByID("RC102"), checks.RuleByID("RC201")}
	e := &checks.Engine{Rules: rules, Workers: 1, Repo: src}
	res, err := e.Scan(context.Background(), []checks.Input{{Path: "srv/util.py", Size: int64(len(b)), Read: func() ([]byte, error) { return b, nil }}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range res.Findings {
		got = append(got, fmt.Sprintf("%s:%d:%s:%v", f.Path, f.StartLine, f.RuleID, f.Suppression != nil))
	}
	sort.Strings(got)
	if want := []string{"srv/util.py:5:RC102:true", "srv/util.py:5:RC201:true"}; !reflect.DeepEqual(got, want) {
		t.Errorf("findings %v, want %v", got, want)
	}
}
