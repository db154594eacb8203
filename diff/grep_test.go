package diff

import (
	"context"
	"reflect"
	"testing"
)

// GrepFiles finds whole words only, in the files the globs name, at a
// revision, in the index and in the work tree (untracked files too); no
// match is no error.
func TestGrepFiles(t *testing.T) {
	dir := t.TempDir()
	gitRun(t, dir, "init", "-q", "-b", "main")
	writeFile(t, dir, "src/tools.ts", "import { kubectl } from './util/kube.js';\n", 0o644)
	writeFile(t, dir, "src/other.ts", "const kubeconfig = 1;\n", 0o644)
	writeFile(t, dir, "pkg/a.py", "from .kube import run\n", 0o644)
	writeFile(t, dir, "docs/kube.md", "kube\n", 0o644)
	gitRun(t, dir, "add", "-A")
	gitRun(t, dir, "-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-q", "-m", "base")
	rev := gitRun(t, dir, "rev-parse", "HEAD")
	writeFile(t, dir, "src/staged.ts", "import * as k from './kube';\n", 0o644)
	gitRun(t, dir, "add", "src/staged.ts")
	writeFile(t, dir, "src/new.ts", "import * as k from './kube';\n", 0o644)
	ctx := context.Background()
	for _, tc := range []struct {
		rev   string
		globs []string
		want  []string
	}{
		{rev, []string{"**/*.ts"}, []string{"src/tools.ts"}},
		{rev, []string{"**/*.py", "**/*.ts"}, []string{"pkg/a.py", "src/tools.ts"}},
		{rev, []string{"pkg/**/*.ts"}, nil},
		{Staged, []string{"**/*.ts"}, []string{"src/staged.ts", "src/tools.ts"}},
		{"", []string{"**/*.ts"}, []string{"src/new.ts", "src/staged.ts", "src/tools.ts"}},
	} {
		got, err := GrepFiles(ctx, dir, tc.rev, []string{"kube"}, tc.globs)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("GrepFiles(%q, %q) = %q, want %q", tc.rev, tc.globs, got, tc.want)
		}
	}
	if _, err := GrepFiles(ctx, dir, "--exec=x", []string{"kube"}, []string{"*"}); err == nil {
		t.Error("a revision that looks like an option is an error")
	}
	if _, err := GrepFiles(ctx, dir, "0123456789abcdef0123456789abcdef01234567", []string{"kube"}, []string{"*"}); err == nil {
		t.Error("a missing revision is an error")
	}
}

// GrepFilesExcept leaves out the files an except glob names, at any depth
// (the top folder too), matching whole folder names and case.
func TestGrepFilesExcept(t *testing.T) {
	dir := t.TempDir()
	gitRun(t, dir, "init", "-q", "-b", "main")
	for _, p := range []string{"src/tools.ts", "src/tools.test.ts", "tests/a.ts", "pkg/tests/b/c.ts", "latest/d.ts", "Tests/e.ts", "testsx/f.ts"} {
		writeFile(t, dir, p, "server.registerTool('x')\n", 0o644)
	}
	gitRun(t, dir, "add", "-A")
	gitRun(t, dir, "-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-q", "-m", "base")
	rev := gitRun(t, dir, "rev-parse", "HEAD")
	except := []string{"**/*.test.*", "**/tests/**"}
	want := []string{"Tests/e.ts", "latest/d.ts", "src/tools.ts", "testsx/f.ts"}
	for _, r := range []string{rev, Staged, ""} {
		got, err := GrepFilesExcept(context.Background(), dir, r, []string{"registerTool"}, []string{"**/*.ts"}, except)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("GrepFilesExcept(%q) = %q, want %q", r, got, want)
		}
	}
	t.Setenv("GIT_ICASE_PATHSPECS", "1") // excludes would drop Tests/e.ts: none are passed
	got, err := GrepFilesExcept(context.Background(), dir, rev, []string{"registerTool"}, []string{"**/*.ts"}, except)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 7 {
		t.Errorf("with GIT_ICASE_PATHSPECS: %q, want all 7 files", got)
	}
}
