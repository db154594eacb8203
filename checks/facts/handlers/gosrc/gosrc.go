// Package gosrc memoises, for one scan, what handlers.GoImportSources
// reads of the repository's Go packages: the files of a package (by
// folder for a file's own package, by import path for another) and each
// file's bytes. Every Go file of a package asks for its package's other
// files (goxtype, gopkg, gotooldef), so without it a package of n files is
// listed n times (each listing a pass over the scan's paths) and read n-1
// times over: quadratic in the package's size.
//
// A memoised answer is the answer a fresh listing and read give within one
// scan: the registry's world (paths, anchors, folder listings, module
// root) is fixed before its first use, and a file's bytes do not change
// during a scan.
package gosrc

import (
	"path"
	"sync"
)

// maxCachedBytes bounds the bytes the cache holds (memory); past it a file
// is read again each time it is asked for, as without the cache.
const maxCachedBytes = 64 << 20

// Cache is one scan's memo. The zero value is ready; it is safe for
// concurrent use.
type Cache struct {
	lists sync.Map // key -> []string: a package's files, sorted, none left out

	mu    sync.Mutex
	src   map[string][]byte
	bytes int64
}

// Files returns the Go files of the package that a file at from imports as
// importPath ("." for its own package), sorted, from left out: what
// resolve(from) returns. resolve is the registry's resolution of
// importPath from a Go file; it depends on from only through from's
// folder when importPath is "." and not at all otherwise, besides leaving
// from itself out, so it is asked once per folder or import path, from a
// file name no real file has (a NUL byte in the same folder).
func (c *Cache) Files(from, importPath string, resolve func(from string) []string) []string {
	dir := path.Dir(from)
	key, probe := "m\x00"+importPath, "\x00.go"
	if dir != "." {
		probe = dir + "/\x00.go"
	}
	if importPath == "." {
		key = "d\x00" + dir
	}
	v, ok := c.lists.Load(key)
	if !ok {
		v, _ = c.lists.LoadOrStore(key, resolve(probe))
	}
	all := v.([]string)
	out := make([]string, 0, len(all))
	for _, p := range all {
		if p != from {
			out = append(out, p)
		}
	}
	return out
}

// Read returns read(p), from the memo when p was read before. A failed
// read is not kept: it is tried again the next time.
func (c *Cache) Read(p string, read func(string) ([]byte, error)) ([]byte, error) {
	c.mu.Lock()
	b, ok := c.src[p]
	c.mu.Unlock()
	if ok {
		return b, nil
	}
	b, err := read(p)
	if err != nil {
		return b, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if old, ok := c.src[p]; ok {
		return old, nil
	}
	if c.bytes+int64(len(b)) <= maxCachedBytes {
		if c.src == nil {
			c.src = map[string][]byte{}
		}
		c.src[p] = b
		c.bytes += int64(len(b))
	}
	return b, nil
}
