package diff

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// gitRun runs git in dir with a fixed identity and no user configuration.
func gitRun(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-C", dir}, args...)...)
	cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1",
		"GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("git %s: %v: %s", strings.Join(args, " "), err, stderr.String())
	}
	return strings.TrimSpace(string(out))
}

func writeFile(t *testing.T, dir, name, content string, mode os.FileMode) {
	t.Helper()
	p := filepath.Join(dir, filepath.FromSlash(name))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(content), mode); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(p, mode); err != nil {
		t.Fatal(err)
	}
}

func numbered(prefix string, n int) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "%s%d\n", prefix, i)
	}
	return b.String()
}

// testRepo builds a repository with a main branch and a feature branch that
// modifies, adds, renames (with an edit), deletes and chmods files, adds a
// binary file and files with odd names; main moves on after the branch point.
// It returns the repository and the expected changes of main...feature.
func testRepo(t *testing.T) (dir string, want []FileChange, files map[string]string) {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed; the git tests need it")
	}
	t.Setenv("GIT_CONFIG_GLOBAL", "/dev/null") // the code under test must not see the user's config
	t.Setenv("GIT_CONFIG_NOSYSTEM", "1")
	dir = t.TempDir()
	gitRun(t, dir, "init", "-q", "-b", "main")
	keep := numbered("line", 30)
	writeFile(t, dir, "keep.py", keep, 0o644)
	writeFile(t, dir, "old_name.py", numbered("old", 10), 0o644)
	writeFile(t, dir, "gone.txt", "bye\n", 0o644)
	writeFile(t, dir, "run.sh", "echo hi\n", 0o644)
	writeFile(t, dir, "nonl.txt", "a\nb", 0o644)
	writeFile(t, dir, "main_only.py", "x = 1\n", 0o644)
	gitRun(t, dir, "add", "-A")
	gitRun(t, dir, "commit", "-q", "-m", "base")

	gitRun(t, dir, "checkout", "-q", "-b", "feature")
	lines := strings.SplitAfter(keep, "\n")
	lines[2] = "LINE3\n"
	lines = slices.Insert(lines, 20, "new a\n", "new b\n")
	files = map[string]string{
		"keep.py":                   strings.Join(lines, ""),
		"pkg/new_name.py":           strings.Replace(numbered("old", 10), "old2\n", "OLD2\n", 1),
		"new.py":                    "import requests\nrequests.get(url)\nprint()\n",
		"dir with space/my file.py": "a = 1\nb = 2\n",
		"tab\tname.py":              "t = 1\n",
		"ünï.py":                    "u = 1\n",
		"-dash.py":                  "d = 1\n",
		"nonl.txt":                  "a\nb\nc",
		"image.bin":                 "\x00\x01\x02\x00\xff\xfe",
	}
	for name, content := range files {
		writeFile(t, dir, name, content, 0o644)
	}
	os.Remove(filepath.Join(dir, "old_name.py"))
	os.Remove(filepath.Join(dir, "gone.txt"))
	if err := os.Chmod(filepath.Join(dir, "run.sh"), 0o755); err != nil {
		t.Fatal(err)
	}
	gitRun(t, dir, "add", "-A")
	gitRun(t, dir, "commit", "-q", "-m", "feature")

	gitRun(t, dir, "checkout", "-q", "main")
	writeFile(t, dir, "main_only.py", "x = 2\n", 0o644)
	gitRun(t, dir, "commit", "-q", "-am", "main moves on")

	add := func(path string, added, hunks []LineRange) FileChange {
		return FileChange{Path: path, Status: Created, Added: added, Hunks: hunks}
	}
	want = []FileChange{
		add("-dash.py", []LineRange{{1, 1}}, []LineRange{{1, 1}}),
		add("dir with space/my file.py", []LineRange{{1, 2}}, []LineRange{{1, 2}}),
		{Path: "gone.txt", OldPath: "gone.txt", Status: Deleted},
		{Path: "image.bin", Status: Created, Binary: true},
		{Path: "keep.py", OldPath: "keep.py", Added: []LineRange{{3, 3}, {21, 22}}, Hunks: []LineRange{{1, 6}, {18, 25}}},
		add("new.py", []LineRange{{1, 3}}, []LineRange{{1, 3}}),
		{Path: "nonl.txt", OldPath: "nonl.txt", Added: []LineRange{{2, 3}}, Hunks: []LineRange{{1, 3}}},
		{Path: "pkg/new_name.py", OldPath: "old_name.py", Status: Renamed, Added: []LineRange{{2, 2}}, Hunks: []LineRange{{1, 5}}},
		{Path: "run.sh", OldPath: "run.sh"},
		add("tab\tname.py", []LineRange{{1, 1}}, []LineRange{{1, 1}}),
		add("ünï.py", []LineRange{{1, 1}}, []LineRange{{1, 1}}),
	}
	return dir, want, files
}

func sortedByPath(cs []FileChange) []FileChange {
	cs = slices.Clone(cs)
	slices.SortFunc(cs, func(a, b FileChange) int { return strings.Compare(a.Path, b.Path) })
	return cs
}

// equalChanges compares got and want, NewOID aside (checkOIDs reads it).
func equalChanges(t *testing.T, got, want []FileChange) {
	t.Helper()
	got, want = sortedByPath(got), sortedByPath(want)
	for i := range got {
		got[i].NewOID = ""
	}
	if len(got) != len(want) {
		t.Errorf("got %d changes, want %d", len(got), len(want))
	}
	for i := range max(len(got), len(want)) {
		var g, w FileChange
		if i < len(got) {
			g = got[i]
		}
		if i < len(want) {
			w = want[i]
		}
		if fmt.Sprintf("%+v", g) != fmt.Sprintf("%+v", w) {
			t.Errorf("change %d:\n got %+v\nwant %+v", i, g, w)
		}
	}
}

func TestFromGit(t *testing.T) {
	dir, want, files := testRepo(t)
	bare := filepath.Join(t.TempDir(), "bare.git")
	gitRun(t, dir, "clone", "-q", "--bare", dir, bare)
	// Settings that would break a naive parser must not change the result.
	for _, kv := range [][2]string{{"diff.noprefix", "true"}, {"diff.mnemonicPrefix", "true"},
		{"color.ui", "always"}, {"core.quotePath", "true"}, {"diff.external", "false"}, {"diff.renames", "false"}} {
		gitRun(t, bare, "config", kv[0], kv[1])
	}
	for _, repo := range []struct{ name, dir string }{{"worktree", dir}, {"bare", bare}} {
		t.Run(repo.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			head, err := ResolveRev(ctx, repo.dir, "feature")
			if err != nil {
				t.Fatal(err)
			}
			if exp := gitRun(t, dir, "rev-parse", "feature"); head != exp {
				t.Fatalf("ResolveRev(feature) = %q, want %q", head, exp)
			}
			got, err := FromGit(ctx, repo.dir, "main", head)
			if err != nil {
				t.Fatal(err)
			}
			equalChanges(t, got, want)

			br, err := NewBlobReader(ctx, repo.dir)
			if err != nil {
				t.Fatal(err)
			}
			defer br.Close()
			// Each new blob named by the diff reads as the file at head.
			oids := 0
			for _, c := range got {
				if c.NewOID == "" {
					continue
				}
				oids++
				if b, err := br.ReadObject(c.NewOID); err != nil || string(b) != files[c.Path] {
					t.Errorf("ReadObject(%s) for %q = %q, %v; want %q", c.NewOID, c.Path, b, err, files[c.Path])
				}
			}
			if oids == 0 {
				t.Error("no change carries its new blob's object name")
			}
			var wg sync.WaitGroup
			for name, content := range files {
				wg.Go(func() {
					b, err := br.Read(head, name)
					if err != nil || string(b) != content {
						t.Errorf("Read(%q) = %q, %v; want %q", name, b, err, content)
					}
					n, err := br.Size(head, name)
					if err != nil || n != int64(len(content)) {
						t.Errorf("Size(%q) = %d, %v; want %d", name, n, err, len(content))
					}
				})
			}
			wg.Wait()
			if _, err := br.Read(head, "gone.txt"); !errors.Is(err, ErrNotFound) {
				t.Errorf("Read(gone.txt) error = %v, want ErrNotFound", err)
			}
			if _, err := br.Size(head, "nope/none.py"); !errors.Is(err, ErrNotFound) {
				t.Errorf("Size(nope/none.py) error = %v, want ErrNotFound", err)
			}
			if _, err := br.Read(head, "pkg"); err == nil || !strings.Contains(err.Error(), "is a tree, not a file") {
				t.Errorf("Read(pkg) error = %v, want a directory error", err)
			}
			if b, err := br.Read("main", "gone.txt"); err != nil || string(b) != "bye\n" {
				t.Errorf("Read(main, gone.txt) = %q, %v", b, err)
			}
			if err := br.Close(); err != nil {
				t.Errorf("Close: %v", err)
			}
			if _, err := br.Read(head, "keep.py"); err == nil {
				t.Error("Read after Close succeeded")
			}
		})
	}
}

func TestGitErrors(t *testing.T) {
	dir, _, _ := testRepo(t)
	ctx := context.Background()
	_, err := FromGit(ctx, dir, "nope", "feature")
	if err == nil || !strings.HasPrefix(err.Error(), "git diff nope...feature: fatal: ") {
		t.Errorf("FromGit(nope) error = %v, want git's message after the command", err)
	}
	if _, err := FromGit(ctx, dir, "--output=/tmp/x", "feature"); err == nil || !strings.Contains(err.Error(), "invalid git revision") {
		t.Errorf("FromGit(--output) error = %v, want invalid revision", err)
	}
	if _, err := ResolveRev(ctx, dir, "nope"); err == nil || !strings.HasPrefix(err.Error(), "git rev-parse nope: fatal: ") {
		t.Errorf("ResolveRev(nope) error = %v", err)
	}
	if _, err := FromGit(ctx, t.TempDir(), "main", "feature"); err == nil || !strings.Contains(strings.ToLower(err.Error()), "not a git repository") {
		t.Errorf("FromGit(not a repo) error = %v", err)
	}
	expired, cancel := context.WithDeadline(ctx, time.Now().Add(-time.Second))
	defer cancel()
	if _, err := FromGit(expired, dir, "main", "feature"); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("FromGit(expired) error = %v, want deadline exceeded", err)
	}

	live, stop := context.WithCancel(ctx)
	br, err := NewBlobReader(live, dir)
	if err != nil {
		t.Fatal(err)
	}
	stop()
	if _, err := br.Read("feature", "keep.py"); !errors.Is(err, context.Canceled) {
		t.Errorf("Read after cancel error = %v, want context canceled", err)
	}
	if _, err := br.Read("feature", "keep.py"); !errors.Is(err, context.Canceled) {
		t.Errorf("second Read after cancel error = %v, want the same permanent error", err)
	}
	if _, err := br.Read("feature", "a\nb"); err == nil {
		t.Error("Read of a path with a newline succeeded")
	}
	if err := br.Close(); err != nil {
		t.Errorf("Close after cancel: %v", err)
	}
}

func TestCapReader(t *testing.T) {
	for _, tc := range []struct {
		in   string
		cap  int64
		over bool
	}{{"abc", 3, false}, {"abcd", 3, true}, {"", 0, false}} {
		c := &capReader{r: strings.NewReader(tc.in), left: tc.cap}
		var b bytes.Buffer
		_, err := b.ReadFrom(c)
		if c.over != tc.over || (err != nil) != tc.over {
			t.Errorf("cap %d over %q: over=%v err=%v", tc.cap, tc.in, c.over, err)
		}
	}
}
