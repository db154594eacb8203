package scan

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/annotate"
	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/diff"
)

// rc101 is an engine with only RC101, so that rules other people add do not
// change these tests.
func rc101(t *testing.T) *checks.Engine {
	t.Helper()
	r := checks.RuleByID("RC101")
	if r == nil {
		t.Fatal("RC101 is not registered")
	}
	return &checks.Engine{Rules: []*checks.Rule{r}, Workers: 2}
}

// git runs git in dir with a fixed identity and no user or system config.
func git(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-C", dir}, args...)...)
	cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL="+os.DevNull,
		"GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com",
		"GIT_AUTHOR_DATE=2026-01-01T00:00:00Z", "GIT_COMMITTER_DATE=2026-01-01T00:00:00Z")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}

func write(t *testing.T, root string, files map[string]string) {
	t.Helper()
	for p, content := range files {
		full := filepath.Join(root, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// findings returns "path:line:InDiff" for every RC101 finding.
func findings(rep *annotate.Report) []string {
	var out []string
	for _, f := range rep.Findings {
		if f.RuleID == "RC101" {
			out = append(out, fmt.Sprintf("%s:%d:%v", f.Path, f.StartLine, f.InDiff))
		}
	}
	sort.Strings(out)
	return out
}

func files(rep *annotate.Report) []string {
	var out []string
	for _, f := range rep.Files {
		out = append(out, f.Path)
	}
	sort.Strings(out)
	return out
}

func notices(rep *annotate.Report) []string {
	var out []string
	for _, n := range rep.Notices {
		out = append(out, n.Path+": "+n.Kind+": "+n.Reason)
	}
	sort.Strings(out)
	return out
}

func equal(t *testing.T, what string, got, want []string) {
	t.Helper()
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("%s:\ngot  %q\nwant %q", what, got, want)
	}
}

const oldBody = `import requests


def fetch(url):
    return requests.get(url)


def fetch_more(url):
    return requests.get(url, timeout=5)
`

// newRepo makes a repository with a base commit and a head commit that
// modifies, renames (with an edit), deletes and adds files, and returns the
// two commits.
func newRepo(t *testing.T) (dir, base, head string) {
	t.Helper()
	dir = t.TempDir()
	git(t, dir, "init", "-q", "-b", "main")
	write(t, dir, map[string]string{
		"app.py":          "import requests\n\nrequests.get('http://a')\n",
		"old/name.py":     oldBody,
		"gone.py":         "import requests\nrequests.get('http://gone')\n",
		"untouched.py":    "import requests\nrequests.get('http://u')\n",
		"notes/readme.md": "hello\n",
	})
	git(t, dir, "add", "-A")
	git(t, dir, "commit", "-q", "-m", "base")
	base = git(t, dir, "rev-parse", "HEAD")

	// head: app.py gains a call (line 4); old/name.py moves to new/name.py
	// and its timeout is dropped (line 9); gone.py is deleted; blob.py is a
	// binary file with a scannable name.
	write(t, dir, map[string]string{
		"app.py":      "import requests\n\nrequests.get('http://a')\nrequests.post('http://b')\n",
		"new/name.py": strings.Replace(oldBody, "requests.get(url, timeout=5)", "requests.get(url)", 1),
		"blob.py":     "import requests\x00\x01\x02\x00requests.get('x')\n",
	})
	git(t, dir, "rm", "-q", "old/name.py", "gone.py")
	git(t, dir, "add", "-A")
	git(t, dir, "commit", "-q", "-m", "head")
	head = git(t, dir, "rev-parse", "HEAD")
	return dir, base, head
}

func TestDiffMode(t *testing.T) {
	dir, base, head := newRepo(t)
	// The work tree changes after the commit: none of this may be scanned.
	write(t, dir, map[string]string{
		"app.py":      "# rewritten in the work tree\nimport requests\nrequests.get('http://w')\nrequests.get('http://w')\nrequests.get('http://w')\n",
		"new/name.py": "x = 1\n",
		"dirty.py":    "import requests\nrequests.get('http://dirty')\n",
	})
	if err := os.Remove(filepath.Join(dir, "untouched.py")); err != nil {
		t.Fatal(err)
	}

	rep, err := Run(context.Background(), Options{Repo: dir, Base: base, Engine: rc101(t)})
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "files", files(rep), []string{"app.py", "new/name.py"})
	// git calls blob.py binary: skipped by policy, but counted, not silent
	equal(t, "notices", notices(rep), []string{"blob.py: skipped: binary file by git's rule (git diff shows no lines)"})
	if rep.Incomplete() || rep.PolicySkipped() != 1 {
		t.Errorf("incomplete %v, policy skipped %d: want complete with one policy skip", rep.Incomplete(), rep.PolicySkipped())
	}
	equal(t, "findings", findings(rep), []string{
		"app.py:3:false", // in the head, not added by the change
		"app.py:4:true",
		"new/name.py:5:false", // renamed, but the line itself is unchanged
		"new/name.py:9:true",
	})
	if rep.FilterMode != string(diff.Added) {
		t.Errorf("FilterMode = %q, want added", rep.FilterMode)
	}

	// An explicit Head is read from that revision even when HEAD has moved on.
	write(t, dir, map[string]string{"app.py": "import requests\n"})
	git(t, dir, "add", "app.py")
	git(t, dir, "commit", "-q", "-m", "later")
	rep, err = Run(context.Background(), Options{Repo: dir, Base: base, Head: head, Engine: rc101(t), FilterMode: diff.File})
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "findings at an explicit head", findings(rep), []string{
		"app.py:3:true", "app.py:4:true", "new/name.py:5:true", "new/name.py:9:true",
	})
	rep, err = Run(context.Background(), Options{Repo: dir, Base: head, Engine: rc101(t)})
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "findings after the later commit", findings(rep), nil)
	equal(t, "files after the later commit", files(rep), []string{"app.py"})
}

func TestDiffModeBareRepository(t *testing.T) {
	dir, base, head := newRepo(t)
	bare := filepath.Join(t.TempDir(), "bare.git")
	git(t, dir, "clone", "-q", "--bare", dir, bare)
	rep, err := Run(context.Background(), Options{Repo: bare, Base: base, Head: head, Engine: rc101(t)})
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "files", files(rep), []string{"app.py", "new/name.py"})
}

func TestDiffModeBadRevision(t *testing.T) {
	dir, _, _ := newRepo(t)
	_, err := Run(context.Background(), Options{Repo: dir, Base: "no-such-branch", Engine: rc101(t)})
	if err == nil || !strings.Contains(err.Error(), "no-such-branch") {
		t.Fatalf("err = %v, want one naming the bad revision", err)
	}
}

func TestDiffModeExclude(t *testing.T) {
	dir, base, _ := newRepo(t)
	var asked []string
	rep, err := Run(context.Background(), Options{Repo: dir, Base: base, Engine: rc101(t), Exclude: func(p string) bool {
		asked = append(asked, p)
		return strings.HasPrefix(p, "new/")
	}})
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "files", files(rep), []string{"app.py"})
	equal(t, "findings", findings(rep), []string{"app.py:3:false", "app.py:4:true"})
	sort.Strings(asked)
	equal(t, "paths given to Exclude", asked, []string{"app.py", "blob.py", "new/name.py"})
}

func TestChangesAndRead(t *testing.T) {
	src := map[string]string{"a/x.py": "import requests\nrequests.get('u')\nrequests.get('v')\n"}
	rep, err := Run(context.Background(), Options{
		Changes: []diff.FileChange{
			{Path: "a/x.py", Status: diff.Modified, Added: []diff.LineRange{{Start: 3, End: 3}}, Hunks: []diff.LineRange{{Start: 1, End: 3}}},
			{Path: "a/gone.py", Status: diff.Deleted},
			{Path: "a/pic.py", Status: diff.Created, Binary: true},
		},
		Read: func(p string) ([]byte, error) {
			s, ok := src[p]
			if !ok {
				t.Errorf("read %s", p)
				return nil, os.ErrNotExist
			}
			return []byte(s), nil
		},
		Engine: rc101(t),
	})
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "findings", findings(rep), []string{"a/x.py:2:false", "a/x.py:3:true"})
}

// newTree lays out a folder for path mode.
func newTree(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	write(t, root, map[string]string{
		"src/app.py":                  "import requests\nrequests.get('http://a')\n",
		"src/web/client.ts":           "import axios from 'axios';\naxios.get('/x');\n",
		"src/gen/stub.py":             "import requests\nrequests.get('http://gen')\n",
		"src/app.min.js":              "fetch('/x')\n",
		"src/vendor.bundle.js":        "fetch('/x')\n",
		"node_modules/pkg/index.js":   "const axios = require('axios');\naxios.get('/x');\n",
		"vendor/lib/lib.go":           "package lib\n\nimport \"net/http\"\n\nfunc f() { http.Get(\"u\") }\n",
		".venv/lib/site.py":           "import requests\nrequests.get('http://v')\n",
		"dist/out.js":                 "const axios = require('axios');\naxios.get('/x');\n",
		"__pycache__/x.py":            "import requests\nrequests.get('http://c')\n",
		".git/hooks/h.py":             "import requests\nrequests.get('http://g')\n",
		"docs/notes.md":               "text\n",
		"pkg/tool/main.go":            "package main\n\nimport \"net/http\"\n\nfunc main() { http.Get(\"u\") }\n",
		"pkg/tool/testdata/sample.py": "import requests\nrequests.get('http://t')\n",
	})
	if err := os.Symlink("app.py", filepath.Join(root, "src", "link.py")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("web", filepath.Join(root, "src", "webdir")); err != nil {
		t.Fatal(err)
	}
	return root
}

func TestPathMode(t *testing.T) {
	root := newTree(t)
	rep, err := Run(context.Background(), Options{Repo: root, Engine: rc101(t)})
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "files", files(rep), []string{"pkg/tool/main.go", "pkg/tool/testdata/sample.py", "src/app.py", "src/gen/stub.py", "src/web/client.ts"})
	equal(t, "notices", notices(rep), []string{
		"src/app.min.js: skipped: minified bundle (by file name)",
		"src/link.py: skipped: symbolic link: not followed",
		"src/vendor.bundle.js: skipped: minified bundle (by file name)",
	})
	equal(t, "findings", findings(rep), []string{
		"pkg/tool/main.go:5:true", "pkg/tool/testdata/sample.py:2:true", "src/app.py:2:true",
		"src/gen/stub.py:2:true", "src/web/client.ts:2:true",
	})
	if rep.FilterMode != string(diff.NoFilter) {
		t.Errorf("FilterMode = %q, want nofilter", rep.FilterMode)
	}
}

func TestPathModeExplicitPaths(t *testing.T) {
	root := newTree(t)
	t.Chdir(root)
	// A skipped folder named explicitly is scanned; a file may be named
	// directly; a path given twice is scanned once; relative paths are
	// taken from the working directory and reported from Repo.
	rep, err := Run(context.Background(), Options{Repo: root, Engine: rc101(t),
		Paths: []string{"node_modules/pkg", "src/app.py", filepath.Join(root, "src"), "src/link.py"}})
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "files", files(rep), []string{"node_modules/pkg/index.js", "src/app.py", "src/gen/stub.py", "src/web/client.ts"})
	equal(t, "notices", notices(rep), []string{
		"src/app.min.js: skipped: minified bundle (by file name)",
		"src/link.py: skipped: symbolic link: not followed",
		"src/vendor.bundle.js: skipped: minified bundle (by file name)",
	})

	outside := t.TempDir()
	rep, err = Run(context.Background(), Options{Repo: filepath.Join(root, "src"), Engine: rc101(t), Paths: []string{outside, "src/app.py"}})
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "files with an outside path", files(rep), []string{"app.py"})
	equal(t, "notices with an outside path", notices(rep), []string{
		outside + ": skipped: not scanned: path is outside the repository root " + filepath.Join(root, "src"),
	})

	if _, err := Run(context.Background(), Options{Repo: root, Engine: rc101(t), Paths: []string{"src/missing.py"}}); err == nil {
		t.Error("a missing path gave no error")
	}
}

func TestPathModeExclude(t *testing.T) {
	root := newTree(t)
	rep, err := Run(context.Background(), Options{Repo: root, Engine: rc101(t), Exclude: func(p string) bool {
		return strings.HasPrefix(p, "src/gen/") || strings.HasPrefix(p, "pkg/") || p == "src/link.py" || strings.HasSuffix(p, ".min.js")
	}})
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "files", files(rep), []string{"src/app.py", "src/web/client.ts"})
	// An excluded file gives no notice either: the user asked not to hear of it.
	equal(t, "notices", notices(rep), []string{"src/vendor.bundle.js: skipped: minified bundle (by file name)"})
}

// TestPathModeSymlinkedRoot: a repository reached through a symbolic link
// (`scan ~/src/proj` where proj links elsewhere) is scanned, not skipped.
func TestPathModeSymlinkedRoot(t *testing.T) {
	root := newTree(t)
	link := filepath.Join(t.TempDir(), "proj")
	if err := os.Symlink(root, link); err != nil {
		t.Fatal(err)
	}
	rep, err := Run(context.Background(), Options{Repo: link, Engine: rc101(t)})
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "files", files(rep), []string{"pkg/tool/main.go", "pkg/tool/testdata/sample.py", "src/app.py", "src/gen/stub.py", "src/web/client.ts"})

	// Paths under the link, and the link itself, are inside the root.
	rep, err = Run(context.Background(), Options{Repo: link, Engine: rc101(t), Paths: []string{link, filepath.Join(link, "src", "web")}})
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "files of paths under the link", files(rep), []string{"pkg/tool/main.go", "pkg/tool/testdata/sample.py", "src/app.py", "src/gen/stub.py", "src/web/client.ts"})
	equal(t, "notices of paths under the link", notices(rep), []string{
		"src/app.min.js: skipped: minified bundle (by file name)",
		"src/link.py: skipped: symbolic link: not followed",
		"src/vendor.bundle.js: skipped: minified bundle (by file name)",
	})
}

// TestHeadModeAnyFileName: in --head mode a file whose name holds a
// newline, a tab or a non-ASCII letter is read by its blob's object name
// (git diff --full-index) and scanned. Before, git cat-file's request line
// could not name it: the file was skipped and the run passed.
func TestHeadModeAnyFileName(t *testing.T) {
	dir := t.TempDir()
	git(t, dir, "init", "-q", "-b", "main")
	git(t, dir, "commit", "-q", "--allow-empty", "-m", "base")
	base := git(t, dir, "rev-parse", "HEAD")
	body := "import requests\nrequests.get('http://x')\n"
	names := []string{"a\nb.py", "tab\tc.py", "é d.py"}
	for _, n := range names {
		write(t, dir, map[string]string{n: body})
	}
	git(t, dir, "add", "-A")
	git(t, dir, "commit", "-q", "-m", "head")
	rep, err := Run(context.Background(), Options{Repo: dir, Base: base, Head: "HEAD", Engine: rc101(t)})
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "notices", notices(rep), nil)
	want := append([]string(nil), names...)
	sort.Strings(want)
	equal(t, "files", files(rep), want)
	if len(rep.Findings) != len(names) || rep.Incomplete() {
		t.Errorf("%d findings, incomplete %v: want one per file, complete", len(rep.Findings), rep.Incomplete())
	}
}
