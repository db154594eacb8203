package summary

import (
	"path"
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/checks/resolve"
)

// goDemand is Needed's demand on the Go packages it may read when
// Options.GoFuncs is set: only the files of a package that declare a
// function the demanded code calls are summarised, instead of the whole
// package. The packages are those Needed reads without GoFuncs: the folders
// of the scanned Go files and of the module packages they import.
type goDemand struct {
	opt      Options
	dirs     map[string]bool                // the packages that may be read (folders, "." for the root)
	done     map[[2]string]bool             // folder and name already demanded
	calls    map[*Call]bool                 // the calls already taken
	pending  [][2]string                    // demands not yet looked for: folder, name
	listings map[string][]string            // opt.List per folder
	found    map[[2]string]bool             // folder and name looked for in its files
	decls    map[string]map[string][]string // declared, per summarised file
	later    []later                        // methods of types a summarised file will tell
}

func newGoDemand(opt Options) *goDemand {
	return &goDemand{opt: opt, dirs: map[string]bool{}, done: map[[2]string]bool{}, calls: map[*Call]bool{}, listings: map[string][]string{},
		found: map[[2]string]bool{}, decls: map[string]map[string][]string{}}
}

// file records what Go file f's demanded code calls: used maps each callee
// head (a plain name or an imported package's local name) to the members
// called on it ("" for a plain call), and calls are the demanded calls. A
// method called on anything but a package (a receiver, a local or
// parameter of a named type, a field: `s.client.Get()`) may be declared in
// any of the packages that may be read, on a type declared there: its name
// is demanded of all of them, and for a field the struct type of the
// method's receiver (which declares the field) of f's own package. The
// packages of a scanned file are the ones that may be read.
func (g *goDemand) file(f *File, scanned bool, used map[string]map[string]bool, calls []*Call) {
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
	for _, c := range calls {
		if g.calls[c] {
			continue // the file was queued again for another name
		}
		g.calls[c] = true
		parts := strings.Split(c.Callee, ".")
		if len(parts) < 2 || c.Func < 0 || c.Func >= len(f.Funcs) {
			continue
		}
		if _, pkg := f.Imports[parts[0]]; pkg && len(parts) == 2 {
			continue // pkg.F(): above
		}
		m := parts[len(parts)-1]
		if len(parts) == 3 { // s.client.Get(): a field of the receiver's struct, whose type the struct's file tells
			if cls := f.Funcs[c.Func].Class; cls != "" {
				g.demand(dir, cls)
				g.later = append(g.later, later{dir: dir, name: cls, field: parts[1], method: m})
			}
			continue
		}
		// x.m(): x's type as the summary knows it (a receiver, a parameter, a
		// local), or no method resolves (Link's goInstanceMethod).
		t, ok := f.Instances[strconv.Itoa(c.Func)+"/"+parts[0]]
		if !ok {
			continue
		}
		if fn, ret := strings.CutSuffix(t, "()"); ret { // what a function returns: its file tells the type
			fdir, name, ok := g.nameDir(f, dir, fn)
			if ok {
				g.demand(fdir, name)
				g.later = append(g.later, later{dir: fdir, name: name, method: m})
			}
			continue
		}
		g.demandMethod(f, dir, t, m)
	}
}

// demandMethod demands method m of type t as Go file f in folder dir
// writes it ("T", "pkg.T"): "T.m" of T's package.
func (g *goDemand) demandMethod(f *File, dir, t, m string) {
	if d, name, ok := g.nameDir(f, dir, t); ok {
		g.demand(d, name+"."+m)
	}
}

// demandName demands what Go file f in folder dir names by text "Name"
// (of its own package) or "pkg.Name" (of an imported package of the
// module): "T.m" demands method m of T's package.
func (g *goDemand) demandName(f *File, dir, text string) {
	if d, name, ok := g.nameDir(f, dir, text); ok {
		g.demand(d, name)
	}
}

// nameDir is the package folder and last name of text as Go file f in
// folder dir writes it ("Name", "pkg.Name", "T.m", "pkg.T.m").
func (g *goDemand) nameDir(f *File, dir, text string) (string, string, bool) {
	parts := strings.Split(text, ".")
	if imp, ok := f.Imports[parts[0]]; ok && len(parts) > 1 {
		d, ok := resolve.GoPackage(g.opt.GoModule, g.opt.GoRoot, imp.Spec)
		if !ok {
			return "", "", false
		}
		dir, parts = d, parts[1:]
	}
	return dir, parts[len(parts)-1], true
}

// later is a method demanded of a type that a summarised file of folder
// dir tells: the type of field field of struct name, or (field "") the
// type function name returns.
type later struct{ dir, name, field, method string }

// resolveLater demands the methods whose receiver type a summarised file
// now tells (Instances "S.self.field", Func.Returns).
func (g *goDemand) resolveLater(byPath map[string]*File) {
	var keep []later
	for _, l := range g.later {
		if !g.dirs[l.dir] {
			keep = append(keep, l)
			continue
		}
		for _, q := range g.list(l.dir) {
			f := byPath[q]
			if f == nil {
				continue
			}
			if l.field != "" {
				if t, ok := f.Instances[l.name+".self."+l.field]; ok {
					g.demandMethod(f, l.dir, t, l.method)
				}
				continue
			}
			for _, fn := range f.Funcs {
				if fn.Top && fn.Class == "" && fn.Name == l.name && len(fn.Returns) > 0 {
					g.demandMethod(f, l.dir, fn.Returns[0], l.method)
				}
			}
		}
	}
	g.later = keep
}

func (g *goDemand) demand(dir, name string) {
	if name == "init" { // Go code cannot call a package's init functions: init() is a local
		return
	}
	if k := [2]string{dir, name}; !g.done[k] {
		g.done[k] = true
		g.pending = append(g.pending, k)
	}
}

// resolve looks for the pending demands that fall on a package that may be
// read: a summarised file of it that declares the name is asked for it
// (its demanded code is followed in turn), an unsummarised one that
// declares it, or whose declarations GoFuncs cannot tell, is wanted.
// Demands on other packages stay pending: a package may become readable
// when a later scanned file imports it.
func (g *goDemand) resolve(byPath map[string]*File, ask func(p, name string), want map[string]bool) {
	g.resolveLater(byPath)
	cur := g.pending
	g.pending = nil
	var keep [][2]string
	for _, dn := range cur {
		if !g.dirs[dn[0]] {
			keep = append(keep, dn)
			continue
		}
		g.find(dn[0], dn[1], byPath, ask, want)
	}
	g.pending = append(g.pending, keep...)
}

// find looks for name in the files of package folder dir: a summarised
// file that declares it is asked for it (a function, a method "T.m", a
// struct type with fields), an
// unsummarised one that declares it, or whose declarations GoFuncs cannot
// tell, is wanted.
func (g *goDemand) find(dir, name string, byPath map[string]*File, ask func(p, name string), want map[string]bool) {
	k := [2]string{dir, name}
	if g.found[k] {
		return
	}
	g.found[k] = true
	for _, q := range g.list(dir) {
		if f := byPath[q]; f != nil {
			for _, n := range g.declared(f)[name] {
				ask(q, n)
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

// declared indexes what summarised Go file f declares, by name: the names
// to ask it for (a function's, each method's "T.name", a struct type's).
func (g *goDemand) declared(f *File) map[string][]string {
	if d, ok := g.decls[f.Path]; ok {
		return d
	}
	d := map[string][]string{}
	for _, fn := range f.Funcs {
		d[fn.Name] = append(d[fn.Name], fn.Name) // "f", or a method's "T.m"
	}
	for key := range f.Instances {
		if owner, _, field := strings.Cut(key, ".self."); field && !contains(d[owner], owner) {
			d[owner] = append(d[owner], owner) // a struct type and its fields
		}
	}
	g.decls[f.Path] = d
	return d
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
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
