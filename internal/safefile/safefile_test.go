package safefile

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// tree makes root/ with a.py, a link to a file outside, a link to a folder
// outside, a link inside the root, and outside/secret.
func tree(t *testing.T) (root, outside string) {
	t.Helper()
	dir := t.TempDir()
	root, outside = filepath.Join(dir, "repo"), filepath.Join(dir, "outside")
	for _, d := range []string{root, outside, filepath.Join(root, "sub")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	must(t, os.WriteFile(filepath.Join(root, "a.py"), []byte("x = 1\n"), 0o644))
	must(t, os.WriteFile(filepath.Join(outside, "secret"), []byte("secret\n"), 0o644))
	must(t, os.Symlink(filepath.Join(outside, "secret"), filepath.Join(root, "x.py")))
	must(t, os.Symlink(outside, filepath.Join(root, "out")))
	must(t, os.Symlink("a.py", filepath.Join(root, "inner.py")))
	return root, outside
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func TestCheck(t *testing.T) {
	root, _ := tree(t)
	for name, want := range map[string]error{
		"a.py":            nil,
		"sub/new.sarif":   nil,
		"new/dir/x.sarif": nil,
		"x.py":            ErrLink,
		"inner.py":        ErrLink, // a link is never followed, even inside
		"out/secret":      ErrOutside,
		"out/new/x.sarif": ErrOutside,
		"../outside/z":    ErrOutside,
	} {
		err := Check(root, filepath.Join(root, name))
		if (want == nil) != (err == nil) || (want != nil && !errors.Is(err, want)) {
			t.Errorf("Check(%s) = %v, want %v", name, err, want)
		}
	}
	// Without a root only the link is refused.
	if err := Check("", filepath.Join(root, "out", "secret")); err != nil {
		t.Errorf("Check without a root: %v", err)
	}
}

// TestWritesNeverLeave: writes through a link or a linked folder leave the
// file outside untouched.
func TestWritesNeverLeave(t *testing.T) {
	root, outside := tree(t)
	for _, name := range []string{"x.py", "out/secret", "out/new.sarif"} {
		if err := WriteFile(root, filepath.Join(root, name), []byte("pwned\n"), 0o644); err == nil {
			t.Errorf("WriteFile(%s) wrote", name)
		}
		if _, err := ReadFile(root, filepath.Join(root, name)); err == nil && name != "out/new.sarif" {
			t.Errorf("ReadFile(%s) read through the link", name)
		}
	}
	if b, _ := os.ReadFile(filepath.Join(outside, "secret")); string(b) != "secret\n" {
		t.Errorf("outside file now %q", b)
	}
	if _, err := os.Stat(filepath.Join(outside, "new.sarif")); err == nil {
		t.Error("a file was created outside")
	}
	if err := WriteFile(root, filepath.Join(root, "new", "r.sarif"), []byte("{}"), 0o644); err != nil {
		t.Errorf("a plain new file: %v", err)
	}
	if b, err := ReadFile(root, filepath.Join(root, "a.py")); err != nil || string(b) != "x = 1\n" {
		t.Errorf("ReadFile(a.py) = %q, %v", b, err)
	}
}
