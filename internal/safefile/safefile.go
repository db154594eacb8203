// Package safefile reads and writes files on behalf of a scan without
// following symbolic links out of a folder: `scan --fix` rewriting a source
// file, the CLI's --sarif and --markdown files, the Action's SARIF file. A
// repository under review can hold links (`x.py -> /etc/passwd`,
// `resilience-check.sarif -> ~/.bashrc`); what it names must stay a plain
// file inside the folder.
//
// A path is refused when its last element is a symbolic link (checked with
// Lstat, and the file is opened with O_NOFOLLOW where the system has it, so
// that a link put there between the check and the open is refused too), or
// when the folders above it resolve (filepath.EvalSymlinks) outside the root.
// This is what CWE-59 ("Improper Link Resolution Before File Access")
// recommends, and what git itself does when it refuses to write "beyond a
// symbolic link".
package safefile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// ErrLink is wrapped by the error for a path whose last element is a
// symbolic link.
var ErrLink = errors.New("is a symbolic link")

// ErrOutside is wrapped by the error for a path that resolves outside the
// root.
var ErrOutside = errors.New("resolves outside")

// Check returns nil when name may be read or written under root: its last
// element, if it exists, is not a symbolic link, and, when root is not "",
// the folders above it resolve inside root. name is absolute or relative to
// the working folder; missing folders above it are allowed (they would be
// created inside whatever exists). Errors wrap ErrLink or ErrOutside and
// name the path.
func Check(root, name string) error {
	if info, err := os.Lstat(name); err == nil && info.Mode()&fs.ModeSymlink != 0 {
		return fmt.Errorf("%s: %w: not followed", name, ErrLink)
	}
	if root == "" {
		return nil
	}
	absRoot, err := filepath.Abs(root)
	if err != nil {
		return fmt.Errorf("resolve %s: %w", root, err)
	}
	absRoot = resolveExisting(absRoot)
	abs, err := filepath.Abs(name)
	if err != nil {
		return fmt.Errorf("resolve %s: %w", name, err)
	}
	parent := resolveExisting(filepath.Dir(abs))
	if !Inside(absRoot, filepath.Join(parent, filepath.Base(abs))) {
		return fmt.Errorf("%s: %w %s (through a symbolic link)", name, ErrOutside, root)
	}
	return nil
}

// Inside reports whether path lies in or below root, both absolute and
// clean; it compares names only.
func Inside(root, path string) bool {
	rel, err := filepath.Rel(root, path)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}

// resolveExisting resolves the symbolic links of the longest part of p that
// exists and appends the rest unchanged.
func resolveExisting(p string) string {
	rest := ""
	for {
		if r, err := filepath.EvalSymlinks(p); err == nil {
			return filepath.Join(r, rest)
		}
		parent := filepath.Dir(p)
		if parent == p {
			return filepath.Join(p, rest)
		}
		rest = filepath.Join(filepath.Base(p), rest)
		p = parent
	}
}

// Create creates or truncates name for writing after Check(root, name),
// making the folders above it (0o755) as os.MkdirAll would, and checking
// again once they exist. The open refuses a link (O_NOFOLLOW).
func Create(root, name string, perm os.FileMode) (*os.File, error) {
	if err := Check(root, name); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return nil, err
	}
	if err := Check(root, name); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_TRUNC|oNoFollow, perm)
	if err != nil {
		return nil, linkError(name, err)
	}
	return f, nil
}

// WriteFile writes data to name as os.WriteFile does, through Create.
func WriteFile(root, name string, data []byte, perm os.FileMode) error {
	f, err := Create(root, name, perm)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// ReadFile reads name as os.ReadFile does after Check(root, name), opening
// it with O_NOFOLLOW.
func ReadFile(root, name string) ([]byte, error) {
	if err := Check(root, name); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(name, os.O_RDONLY|oNoFollow, 0)
	if err != nil {
		return nil, linkError(name, err)
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file", name)
	}
	return io.ReadAll(f)
}

// linkError turns the ELOOP an O_NOFOLLOW open gives for a link into an
// ErrLink error.
func linkError(name string, err error) error {
	if isLoop(err) {
		return fmt.Errorf("%s: %w: not followed", name, ErrLink)
	}
	return err
}
