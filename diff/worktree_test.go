package diff

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// TestFromWorkTreeAndIndex: with a branch that committed one edit, then
// staged a second and left a third unstaged, plus an untracked and an
// ignored file, the work tree diff has all three edits and the untracked
// file; the index diff has the committed and staged edits only (against the
// base) or the staged one only (against HEAD); ReadStaged reads the index.
func TestFromWorkTreeAndIndex(t *testing.T) {
	dir := t.TempDir()
	gitRun(t, dir, "init", "-q", "-b", "main")
	writeFile(t, dir, "a.py", numbered("a", 10), 0o644)
	writeFile(t, dir, ".gitignore", "ignored.py\n", 0o644)
	gitRun(t, dir, "add", ".")
	gitRun(t, dir, "commit", "-qm", "base")
	gitRun(t, dir, "checkout", "-qb", "feature")
	writeFile(t, dir, "a.py", strings.Replace(numbered("a", 10), "a2\n", "committed\n", 1), 0o644)
	gitRun(t, dir, "commit", "-qam", "one")
	writeFile(t, dir, "a.py", strings.Replace(strings.Replace(numbered("a", 10), "a2\n", "committed\n", 1), "a5\n", "staged\n", 1), 0o644)
	gitRun(t, dir, "add", "a.py")
	writeFile(t, dir, "a.py", strings.Replace(strings.Replace(strings.Replace(numbered("a", 10), "a2\n", "committed\n", 1), "a5\n", "staged\n", 1), "a9\n", "unstaged\n", 1), 0o644)
	writeFile(t, dir, "new/untracked.py", "x = 1\n", 0o644)
	writeFile(t, dir, "ignored.py", "x = 1\n", 0o644)
	ctx := context.Background()

	wt, err := FromWorkTree(ctx, filepath.Join(dir), "main")
	if err != nil {
		t.Fatal(err)
	}
	if got := describe(wt); got != "a.py modified [2-2 5-5 9-9] whole=false; new/untracked.py added [] whole=true" {
		t.Errorf("work tree changes: %s", got)
	}
	idx, err := FromIndex(ctx, dir, "main")
	if err != nil {
		t.Fatal(err)
	}
	if got := describe(idx); got != "a.py modified [2-2 5-5] whole=false" {
		t.Errorf("index changes against main: %s", got)
	}
	idx, err = FromIndex(ctx, dir, "")
	if err != nil {
		t.Fatal(err)
	}
	if got := describe(idx); got != "a.py modified [5-5] whole=false" {
		t.Errorf("index changes against HEAD: %s", got)
	}
	br, err := NewBlobReader(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer br.Close()
	b, err := br.Read(Staged, "a.py")
	if err != nil || !strings.Contains(string(b), "staged\n") || strings.Contains(string(b), "unstaged") {
		t.Errorf("staged a.py: %v\n%s", err, b)
	}
	if top, err := TopLevel(ctx, filepath.Join(dir, "new")); err != nil || filepath.Clean(top) != resolve(t, dir) {
		t.Errorf("TopLevel = %q, %v; want %s", top, err, dir)
	}
	if _, err := FromWorkTree(ctx, dir, "no-such-branch"); err == nil || !strings.Contains(err.Error(), "no-such-branch") {
		t.Errorf("unknown base: %v", err)
	}
}

// TestFromIndexFirstCommit: before the first commit every staged file is new.
func TestFromIndexFirstCommit(t *testing.T) {
	dir := t.TempDir()
	gitRun(t, dir, "init", "-q", "-b", "main")
	writeFile(t, dir, "a.py", "x = 1\ny = 2\n", 0o644)
	gitRun(t, dir, "add", ".")
	idx, err := FromIndex(context.Background(), dir, "")
	if err != nil {
		t.Fatal(err)
	}
	if got := describe(idx); got != "a.py added [1-2] whole=false" {
		t.Errorf("changes: %s", got)
	}
}

func describe(cs []FileChange) string {
	var parts []string
	for _, c := range cs {
		var rs []string
		for _, r := range c.Added {
			rs = append(rs, fmt.Sprintf("%d-%d", r.Start, r.End))
		}
		parts = append(parts, c.Path+" "+c.Status.String()+" ["+strings.Join(rs, " ")+"] whole="+map[bool]string{true: "true", false: "false"}[c.WholeFile])
	}
	return strings.Join(parts, "; ")
}

func resolve(t *testing.T, p string) string {
	t.Helper()
	r, err := filepath.EvalSymlinks(p)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
