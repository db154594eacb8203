// Package pathdirs indexes a list of slash-separated file paths by folder
// (path.Dir), keeping the list's order: the handler registry's Go import
// resolution asks, for every Go package a scan reads, which listed files
// are in a folder and which folder ends an import path, and answering by a
// walk over all the scan's paths made those questions cost the number of
// folders times the number of files.
package pathdirs

import "path"

// Index is paths by folder. A nil *Index answers from the paths handed to
// each call (the linear walk it replaces).
type Index struct {
	byDir map[string][]string
	dirs  []string
}

// New indexes paths by path.Dir.
func New(paths []string) *Index {
	x := &Index{byDir: map[string][]string{}}
	for _, p := range paths {
		d := path.Dir(p)
		if _, ok := x.byDir[d]; !ok {
			x.dirs = append(x.dirs, d)
		}
		x.byDir[d] = append(x.byDir[d], p)
	}
	return x
}

// Files returns the paths whose path.Dir is dir, in list order; paths is
// the list, read only when x is nil. The slice is shared: callers must not
// modify it.
func (x *Index) Files(paths []string, dir string) []string {
	if x != nil {
		return x.byDir[dir]
	}
	var out []string
	for _, p := range paths {
		if path.Dir(p) == dir {
			out = append(out, p)
		}
	}
	return out
}

// Dirs returns the distinct folders (path.Dir) of the paths in the order
// they first appear; paths is the list, read only when x is nil. The slice
// is shared: callers must not modify it.
func (x *Index) Dirs(paths []string) []string {
	if x != nil {
		return x.dirs
	}
	out := make([]string, 0, len(paths))
	for _, p := range paths {
		out = append(out, path.Dir(p))
	}
	return out
}
