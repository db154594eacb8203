package fixrun

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/internal/scan"
)

const tool = `import subprocess


def render(cmd):
    return subprocess.run(cmd, capture_output=True)
`

const agg = `export async function both(a, b) {
  const [x, y] = await Promise.all([fetchA(a), fetchB(b)]);
  return { x, y };
}
`

func scanDir(t *testing.T, dir string) *scan.Options {
	t.Helper()
	return &scan.Options{Repo: dir, Paths: []string{dir}, Engine: &checks.Engine{Workers: 1}}
}

// TestDiffThenFix: --diff shows the safe fix and writes nothing; --fix writes
// it; a second --fix changes nothing; the unsafe Promise.allSettled fix waits
// for --unsafe-fixes.
func TestDiffThenFix(t *testing.T) {
	dir := t.TempDir()
	py, js := filepath.Join(dir, "tool.py"), filepath.Join(dir, "agg.js")
	if err := os.WriteFile(py, []byte(tool), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(js, []byte(agg), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	o := scanDir(t, dir)
	rep, err := scan.Run(ctx, *o)
	if err != nil {
		t.Fatal(err)
	}
	if safe, unsafe := Fixable(rep); safe != 1 || unsafe != 1 {
		t.Fatalf("fixable = %d safe, %d unsafe; want 1 and 1 (RC102, RC602)", safe, unsafe)
	}
	s, err := Run(ctx, rep, Options{Root: dir, Engine: o.Engine})
	if err != nil {
		t.Fatal(err)
	}
	if s.Applied != 1 || s.Unsafe != 1 || !strings.Contains(s.Diff, "+    return subprocess.run(cmd, capture_output=True, timeout=30)") ||
		!strings.Contains(s.Diff, "--- a/tool.py") {
		t.Fatalf("diff run: %+v\n%s", s, s.Diff)
	}
	if b, _ := os.ReadFile(py); string(b) != tool {
		t.Fatal("--diff wrote the file")
	}
	s, err = Run(ctx, rep, Options{Root: dir, Engine: o.Engine, Write: true})
	if err != nil || s.Applied != 1 {
		t.Fatalf("fix run: %+v %v", s, err)
	}
	if b, _ := os.ReadFile(py); !strings.Contains(string(b), "timeout=30") {
		t.Fatalf("--fix did not write the file:\n%s", b)
	}
	rep, err = scan.Run(ctx, *o)
	if err != nil {
		t.Fatal(err)
	}
	s, err = Run(ctx, rep, Options{Root: dir, Engine: o.Engine, Write: true})
	if err != nil || s.Applied != 0 {
		t.Fatalf("second --fix applied %d fixes: %v", s.Applied, err)
	}
	s, err = Run(ctx, rep, Options{Root: dir, Engine: o.Engine, Write: true, Unsafe: true})
	if err != nil || s.Applied != 1 {
		t.Fatalf("--unsafe-fixes: %+v %v", s, err)
	}
	if b, _ := os.ReadFile(js); !strings.Contains(string(b), "Promise.allSettled(") {
		t.Fatalf("--unsafe-fixes did not apply Promise.allSettled:\n%s", b)
	}
}

// TestFixAllRounds: every reported finding is fixed even when its fix waits
// for a later round after another rule's fix changed its line (and so its
// fingerprint); the result is testdata/async_posts.fixed.py, and a second
// run changes nothing.
func TestFixAllRounds(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "async_posts.py"))
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join("testdata", "async_posts.fixed.py"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	py := filepath.Join(dir, "server.py")
	if err := os.WriteFile(py, src, 0o644); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	o := scanDir(t, dir)
	for i, wantApplied := range []int{4, 0} {
		rep, err := scan.Run(ctx, *o)
		if err != nil {
			t.Fatal(err)
		}
		s, err := Run(ctx, rep, Options{Root: dir, Engine: o.Engine, Write: true, Unsafe: true})
		if err != nil || s.Applied != wantApplied || len(s.Dropped) != 0 {
			t.Fatalf("run %d: %+v %v; want %d applied, none dropped", i+1, s, err, wantApplied)
		}
	}
	if got, _ := os.ReadFile(py); string(got) != string(want) {
		t.Fatalf("fixed file differs from testdata/async_posts.fixed.py:\n%s", got)
	}
}

// TestFixNeverWritesThroughLinks: --fix skips a file that is a symbolic
// link, or lies below a linked folder, by the time it is fixed: the file
// outside the repository is left as it was.
func TestFixNeverWritesThroughLinks(t *testing.T) {
	dir, outside := t.TempDir(), t.TempDir()
	for _, p := range []string{filepath.Join(dir, "tool.py"), filepath.Join(dir, "sub", "tool.py"), filepath.Join(outside, "tool.py"), filepath.Join(outside, "sub", "tool.py")} {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(tool), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ctx := context.Background()
	o := scanDir(t, dir)
	rep, err := scan.Run(ctx, *o)
	if err != nil {
		t.Fatal(err)
	}
	// The scanned files are swapped for links out of the repository.
	for _, swap := range [][2]string{{"tool.py", filepath.Join(outside, "tool.py")}, {"sub", filepath.Join(outside, "sub")}} {
		if err := os.RemoveAll(filepath.Join(dir, swap[0])); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(swap[1], filepath.Join(dir, swap[0])); err != nil {
			t.Fatal(err)
		}
	}
	s, err := Run(ctx, rep, Options{Root: dir, Engine: o.Engine, Write: true})
	if err != nil {
		t.Fatal(err)
	}
	if s.Applied != 0 || len(s.Skipped) != 2 {
		t.Errorf("applied %d, skipped %q; want 0 and both files", s.Applied, s.Skipped)
	}
	for _, p := range []string{"tool.py", "sub/tool.py"} {
		if b, _ := os.ReadFile(filepath.Join(outside, p)); string(b) != tool {
			t.Errorf("%s outside the repository was rewritten:\n%s", p, b)
		}
	}
}
