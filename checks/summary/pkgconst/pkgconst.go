// Package pkgconst resolves the Go constant a timeout names (a `const
// DefaultTimeout = 30 * time.Second` of the same package, or
// `constants.DefaultHTTPTimeout` of a package of the repository's module) to
// the folder of the package that declares it, and reads the duration
// constants of a package's files once per folder. It serves RC104's budgets
// and RC101's bounds across files (docs/cross-file.md): a timeout whose
// constant resolves to no one value stays unknown, never judged.
package pkgconst

import (
	pathpkg "path"
	"strings"
	"time"
)

// Home returns the folder of the Go package that declares constant c of a
// timeout in the file at path file, and the constant's name there: the
// file's own package for a bare name (DefaultTimeout), the package an import
// of the file names for a qualified one (constants.DefaultHTTPTimeout):
// imported returns the import's spec for a package name, and module maps a
// spec to a folder of the repository's module ("" for its root; ok false
// outside the module). ok is false for a package outside the repository,
// whose constants are unknown.
func Home(file, c string, imported func(pkg string) (spec string, ok bool), module func(spec string) (dir string, ok bool)) (dir, name string, ok bool) {
	pkg, name, qualified := strings.Cut(c, ".")
	if !qualified {
		return pathpkg.Dir(file), c, true
	}
	spec, found := imported(pkg)
	if !found {
		return "", "", false
	}
	if dir, ok = module(spec); !ok {
		return "", "", false
	}
	if dir == "" {
		dir = "."
	}
	return dir, name, true
}

// Cache holds the duration constants of each Go package folder, computed
// once per folder. The zero value is ready to use; it is not safe for
// concurrent use.
type Cache struct {
	byDir map[string]map[string]time.Duration
}

// Of returns the duration constants of the Go files in folder dir (one
// package), by name; files calls yield once per Go file of the program with
// its path and its top-level duration constants. A name two files give
// different values is left out.
func (c *Cache) Of(dir string, files func(yield func(path string, consts map[string]time.Duration))) map[string]time.Duration {
	if m, ok := c.byDir[dir]; ok {
		return m
	}
	if c.byDir == nil {
		c.byDir = map[string]map[string]time.Duration{}
	}
	m := map[string]time.Duration{}
	bad := map[string]bool{}
	files(func(path string, consts map[string]time.Duration) {
		if pathpkg.Dir(path) != dir {
			return
		}
		for k, d := range consts {
			if o, ok := m[k]; ok && o != d {
				bad[k] = true
			}
			m[k] = d
		}
	})
	for k := range bad {
		delete(m, k)
	}
	c.byDir[dir] = m
	return m
}
