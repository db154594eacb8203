package scan

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/resilience-check/resilience-check/diff"
)

// TestNamedPathsBypassExclude: as Ruff does, a file named explicitly, or a
// folder that is excluded itself, is scanned although Exclude matches it;
// files below a named folder that is not excluded itself are still matched;
// ForceExclude keeps every exclusion; Stats lists what was left out.
func TestNamedPathsBypassExclude(t *testing.T) {
	root := newTree(t)
	t.Chdir(root)
	exclude := func(p string) bool { return p == "src/gen" || strings.HasPrefix(p, "src/gen/") || p == "src/app.py" }
	run := func(force bool, paths ...string) ([]string, *Stats) {
		t.Helper()
		st := &Stats{}
		rep, err := Run(context.Background(), Options{Repo: root, Engine: rc101(t), Exclude: exclude, Paths: paths, ForceExclude: force, Stats: st})
		if err != nil {
			t.Fatal(err)
		}
		return files(rep), st
	}
	got, _ := run(false, "src/app.py", "src/gen")
	equal(t, "named excluded paths", got, []string{"src/app.py", "src/gen/stub.py"})
	got, st := run(false, "src")
	equal(t, "folder not excluded itself", got, []string{"src/web/client.ts"})
	equal(t, "stats excluded", st.Excluded, []string{"src/app.py", "src/gen/stub.py"})
	if st.Candidates != 3 {
		t.Errorf("candidates %d, want 3", st.Candidates)
	}
	got, st = run(true, "src/app.py", "src/gen")
	equal(t, "force-exclude", got, nil)
	equal(t, "force-exclude stats", st.Excluded, []string{"src/app.py", "src/gen/stub.py"})
}

type countProgress struct {
	mu          sync.Mutex
	total, done int
	bytes       int64
	finished    bool
}

func (c *countProgress) Start(n int) { c.total = n }
func (c *countProgress) Done(_ string, b int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.done++
	c.bytes += b
}
func (c *countProgress) Finish() { c.finished = true }

// TestWorkTreeStagedAndPaths: diff mode on the work tree sees uncommitted
// and untracked files with the work tree's line numbers; Staged sees only
// what is staged; Paths restrict the diff; Progress counts every file.
func TestWorkTreeStagedAndPaths(t *testing.T) {
	dir, base, _ := newRepo(t)
	write(t, dir, map[string]string{
		"app.py":         "import requests\n\n\nrequests.get('http://a')\nrequests.post('http://b')\nrequests.put('http://c')\n",
		"svc/untrack.py": "import requests\nrequests.get('http://u')\n",
	})
	git(t, dir, "add", "app.py")
	write(t, dir, map[string]string{"untouched.py": "import requests\nrequests.get('http://u')\nrequests.get('http://v')\n"})
	t.Chdir(filepath.Join(dir, "svc"))

	prog := &countProgress{}
	rep, err := Run(context.Background(), Options{Repo: dir, Base: base, WorkTree: true, Engine: rc101(t), Progress: prog})
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "work tree findings", findings(rep), []string{
		"app.py:4:false", "app.py:5:true", "app.py:6:true", "new/name.py:5:false", "new/name.py:9:true", "svc/untrack.py:2:true",
		"untouched.py:2:false", "untouched.py:3:true",
	})
	if !prog.finished || prog.total != len(rep.Files) || prog.done != prog.total || prog.bytes == 0 {
		t.Errorf("progress %+v for %d files", prog, len(rep.Files))
	}

	rep, err = Run(context.Background(), Options{Repo: dir, Staged: true, Engine: rc101(t)})
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "staged findings", findings(rep), []string{"app.py:4:false", "app.py:5:false", "app.py:6:true"})

	// Paths are taken from the working directory (svc/ here).
	rep, err = Run(context.Background(), Options{Repo: dir, Base: base, WorkTree: true, Engine: rc101(t), Paths: []string{"."}})
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "work tree below svc/", findings(rep), []string{"svc/untrack.py:2:true"})
	rep, err = Run(context.Background(), Options{Repo: dir, Base: base, Head: "HEAD", Engine: rc101(t), Paths: []string{"../new"}})
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "commit diff below new/", findings(rep), []string{"new/name.py:5:false", "new/name.py:9:true"})
	if rep.FilterMode != string(diff.Added) {
		t.Errorf("filter mode %s", rep.FilterMode)
	}
	if _, err := Run(context.Background(), Options{Repo: dir, Base: base, WorkTree: true, Engine: rc101(t), Paths: []string{"/"}}); err == nil || !strings.Contains(err.Error(), "outside the repository") {
		t.Errorf("a path outside the repository: %v", err)
	}
}

// TestWorkTreeSkipsLinks: in work-tree diff mode (`scan --base main`) a link
// the branch adds, to a file outside the repository or to a folder outside
// it, is not read: each is skipped with a notice, as path mode does.
func TestWorkTreeSkipsLinks(t *testing.T) {
	dir, base, _ := newRepo(t)
	outside := t.TempDir()
	write(t, outside, map[string]string{"secret.py": "import requests\nrequests.get('http://outside')\n", "lib/mod.py": "import requests\nrequests.get('http://o')\n"})
	mustLink := func(target, name string) {
		t.Helper()
		if err := os.Symlink(target, filepath.Join(dir, name)); err != nil {
			t.Fatal(err)
		}
	}
	mustLink(filepath.Join(outside, "secret.py"), "x.py")       // untracked link to a file outside
	mustLink(filepath.Join(outside, "secret.py"), "tracked.py") // committed link
	git(t, dir, "add", "tracked.py")
	git(t, dir, "commit", "-qm", "link")
	mustLink(filepath.Join(outside, "lib"), "lib") // a linked folder
	rep, err := Run(context.Background(), Options{Repo: dir, Base: base, WorkTree: true, Engine: rc101(t)})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range rep.Findings {
		if f.Path == "x.py" || f.Path == "tracked.py" || strings.HasPrefix(f.Path, "lib/") || strings.Contains(f.LineText, "outside") {
			t.Errorf("finding read through a link: %s:%d %q", f.Path, f.StartLine, f.LineText)
		}
	}
	var skipped []string
	for _, n := range rep.Notices {
		if strings.Contains(n.Reason, "symbolic link") {
			skipped = append(skipped, n.Path)
		}
	}
	equal(t, "links skipped with a notice", skipped, []string{"tracked.py", "x.py"})
}
