package served

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPyDynamicMay: pyDynamicMay is false only where pyDynamicRE finds
// nothing (it is a prefilter of the search): on sources written to sit at
// its edges, on every Python fixture under checks/, and on the files under
// the folders RC_PYDYN_CORPUS lists (colon-separated; not run by default).
func TestPyDynamicMay(t *testing.T) {
	srcs := []string{"", "exec", "exec(", "execute(x)", "x.exec (y)", "exec\t\n(", "execfile(p)", "execfile  (p)", "execfilex(p)", "run_path(p)",
		"spec_from_loader(x)", "importlib.import_module('a')", "__import__(name)", "autodiscover_modules('x')", "pkgutil.walk_packages (p)",
		"def f():\n    return 1\n", "# exec is mentioned\nexecutor(1)\n", "exec\f(x)", "exec\r\n(x)", "exec\v(x)"}
	for _, s := range srcs {
		if pyDynamicRE.MatchString(s) && !pyDynamicMay([]byte(s)) {
			t.Errorf("%q: the expression matches, the prefilter says no", s)
		}
	}
	if pyDynamicMay([]byte("def f():\n    return executor.run(1)\n")) {
		t.Error("a source without a loader call passed the prefilter")
	}
	roots := []string{filepath.Join("..")}
	if env := os.Getenv("RC_PYDYN_CORPUS"); env != "" {
		roots = append(roots, strings.Split(env, ":")...)
	}
	n := 0
	for _, root := range roots {
		filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".py") {
				return nil
			}
			b, err := os.ReadFile(p)
			if err != nil {
				return nil
			}
			n++
			if pyDynamicRE.Match(b) && !pyDynamicMay(b) {
				t.Errorf("%s: the expression matches, the prefilter says no", p)
			}
			return nil
		})
	}
	if n == 0 {
		t.Fatal("no Python file read")
	}
	t.Logf("%d Python files", n)
}
