package summary

import (
	"bytes"
	"path"
	"strings"

	"github.com/resilience-check/resilience-check/checks/resolve"
)

// GoFuncNames returns the names of the top-level functions (not methods)
// that Go source src may declare, read from its text without parsing it:
// every `func Name(` / generic `func Name[` anywhere in the text, so a name
// in a comment or a string counts too, while a method (`func (r T) Name(`)
// does not. It finds at least the functions Extract records with Top set
// and no Class, unless a comment sits between `func` and the name (gofmt
// never writes one there): what Needed uses to leave unread a file of a Go
// package that declares nothing the summarised code calls.
func GoFuncNames(src []byte) map[string]bool {
	names := map[string]bool{}
	space := func(i int) int {
		for i < len(src) && (src[i] == ' ' || src[i] == '\t' || src[i] == '\n' || src[i] == '\r') {
			i++
		}
		return i
	}
	for off := 0; ; {
		k := bytes.Index(src[off:], []byte("func"))
		if k < 0 {
			return names
		}
		at := off + k
		off = at + 4
		if at > 0 && identByte(src[at-1]) {
			continue
		}
		i := space(off)
		if i == off { // funcs, func(
			continue
		}
		j := i
		for j < len(src) && identByte(src[j]) {
			j++
		}
		if j == i || (src[i] >= '0' && src[i] <= '9') {
			continue
		}
		if k := space(j); k < len(src) && (src[k] == '(' || src[k] == '[') {
			names[string(src[i:j])] = true
		}
	}
}

// identByte reports whether b may be part of a Go identifier: an ASCII
// letter, digit or underscore, or any byte of a multi-byte UTF-8 sequence
// (a Unicode letter, taken as one, which keeps the set a superset).
func identByte(b byte) bool {
	return b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b >= 0x80
}

// goDemand is Needed's demand on the Go packages it may read when
// Options.GoFuncs is set: only the files of a package that declare a
// function the demanded code calls are summarised, instead of the whole
// package. The packages are those Needed reads without GoFuncs: the folders
// of the scanned Go files and of the module packages they import.
type goDemand struct {
	opt      Options
	dirs     map[string]bool            // the packages that may be read (folders, "." for the root)
	names    map[string]map[string]bool // function names demanded of a package, by folder
	done     map[string]bool            // "dir\x00name" already looked for
	pending  [][2]string                // demands not yet looked for: folder, name
	listings map[string][]string        // opt.List per folder
}

func newGoDemand(opt Options) *goDemand {
	return &goDemand{opt: opt, dirs: map[string]bool{}, names: map[string]map[string]bool{}, done: map[string]bool{}, listings: map[string][]string{}}
}

// file records what Go file f's demanded code calls: used maps each callee
// head (a plain name or an imported package's local name) to the members
// called on it ("" for a plain call). The packages of a scanned file are
// the ones that may be read.
func (g *goDemand) file(f *File, scanned bool, used map[string]map[string]bool) {
	dir := path.Dir(f.Path)
	if scanned {
		g.dirs[dir] = true
		for _, imp := range f.Imports {
			if d, ok := resolve.GoPackage(g.opt.GoModule, g.opt.GoRoot, imp.Spec); ok {
				g.dirs[d] = true
			}
		}
	}
	for head, members := range used {
		if members[""] {
			g.demand(dir, head)
		}
		imp, ok := f.Imports[head]
		if !ok {
			continue
		}
		d, ok := resolve.GoPackage(g.opt.GoModule, g.opt.GoRoot, imp.Spec)
		if !ok {
			continue
		}
		for m := range members {
			if m != "" {
				g.demand(d, m)
			}
		}
	}
}

func (g *goDemand) demand(dir, name string) {
	if k := dir + "\x00" + name; !g.done[k] {
		g.done[k] = true
		g.pending = append(g.pending, [2]string{dir, name})
	}
}

// resolve looks for the pending demands that fall on a package that may be
// read: a summarised file of it that declares the name is asked for it
// (its demanded code is followed in turn), an unsummarised one that
// declares it, or whose declarations GoFuncs cannot tell, is wanted.
// Demands on other packages stay pending: a package may become readable
// when a later scanned file imports it.
func (g *goDemand) resolve(byPath map[string]*File, ask func(p, name string), want map[string]bool) {
	var keep [][2]string
	for _, dn := range g.pending {
		dir, name := dn[0], dn[1]
		if !g.dirs[dir] {
			keep = append(keep, dn)
			continue
		}
		for _, q := range g.list(dir) {
			if f := byPath[q]; f != nil {
				for _, fn := range f.Funcs {
					if fn.Top && fn.Class == "" && fn.Name == name {
						ask(q, name)
						break
					}
				}
				continue
			}
			if want[q] {
				continue
			}
			if names, ok := g.opt.GoFuncs(q); !ok || names[name] {
				want[q] = true
			}
		}
	}
	g.pending = keep
}

// list returns the repository paths of the non-test Go files of package
// folder dir.
func (g *goDemand) list(dir string) []string {
	if l, ok := g.listings[dir]; ok {
		return l
	}
	ld := dir
	if ld == "." {
		ld = ""
	}
	var out []string
	for _, name := range g.opt.List(ld) {
		if strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go") {
			out = append(out, path.Join(dir, name))
		}
	}
	g.listings[dir] = out
	return out
}
