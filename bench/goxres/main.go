// Command goxres sorts the Go calls that the cross-file summaries leave
// unresolved (the RC_XRES_DIAG lines of checks/xresdiag, status
// "unresolved" or "unrecorded") by cause, with go/types as the judge of
// what each call's receiver is. Packages of the repository's modules are
// type-checked from source; every other import is an empty package, so a
// type of a third-party library is "invalid" or "external", never guessed.
//
// Causes (first column of the output):
//
//	iface0/iface1/iface2+  a method of an interface declared in the
//	                       repository with 0, 1 or 2+ implementing named
//	                       types of the repository (T or *T, go/types
//	                       Implements; test files left out)
//	concrete:SHAPE         a method of a named non-interface type of the
//	                       repository, SHAPE the receiver expression
//	                       (ident-param, ident-local, ident-pkgvar, field,
//	                       call, other)
//	funcvalue:KIND         a call of a variable or field of function type
//	                       (param, local, pkgvar, field)
//	repofunc               a function of the repository named directly
//	generic                a generic function or method instantiation
//	external               a method of a type declared outside the module
//	untyped                the receiver's type did not check (most often a
//	                       third-party value)
//	nosite                 the call was not found at the line
//
// Usage: go run ./bench/goxres REPO DIAG... (DIAG the RC_XRES_DIAG file of
// a whole scan of REPO). Output: "cause\tpath:line\tcallee\tdetail" per
// call, then counts per cause on stderr.
package main

import (
	"bufio"
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/printer"
	"go/token"
	"go/types"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

type pkg struct {
	dir   string
	files []*ast.File
	names []string // file paths relative to the repository
	tp    *types.Package
	info  *types.Info
	done  bool
}

type world struct {
	root    string
	fset    *token.FileSet
	mods    map[string]string // module path -> folder (relative)
	byDir   map[string]*pkg
	fake    map[string]*types.Package
	checked []*pkg
}

func main() {
	if len(os.Args) < 3 {
		fmt.Fprintln(os.Stderr, "usage: goxres REPO DIAG...")
		os.Exit(2)
	}
	w := &world{root: os.Args[1], fset: token.NewFileSet(), mods: map[string]string{}, byDir: map[string]*pkg{}, fake: map[string]*types.Package{}}
	w.load()
	for _, p := range w.byDir {
		w.check(p)
	}
	named := w.namedTypes()
	counts := map[string]int{}
	for _, d := range os.Args[2:] {
		fh, err := os.Open(d)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			c := strings.Split(sc.Text(), "\t")
			if len(c) < 6 || c[0] != "go" || c[2] != "func" || c[3] == "resolved" {
				continue
			}
			i := strings.LastIndexByte(c[4], ':')
			line, _ := strconv.Atoi(c[4][i+1:])
			cause, detail := w.classify(c[4][:i], line, c[5], named)
			counts[cause]++
			fmt.Printf("%s\t%s\t%s\t%s\n", cause, c[4], c[5], detail)
		}
		fh.Close()
	}
	var ks []string
	for k := range counts {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	for _, k := range ks {
		fmt.Fprintf(os.Stderr, "%6d %s\n", counts[k], k)
	}
}

var modRe = regexp.MustCompile(`(?m)^module\s+(\S+)`)

func (w *world) load() {
	_ = filepath.WalkDir(w.root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() {
			switch d.Name() {
			case "vendor", "testdata", "node_modules", ".git":
				return filepath.SkipDir
			}
			return nil
		}
		rel, _ := filepath.Rel(w.root, p)
		if d.Name() == "go.mod" {
			b, _ := os.ReadFile(p)
			if m := modRe.FindSubmatch(b); m != nil {
				w.mods[string(m[1])] = filepath.Dir(rel)
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(w.fset, p, nil, parser.SkipObjectResolution)
		if err != nil || f.Name.Name == "main" && false {
			return nil
		}
		dir := filepath.Dir(rel)
		pk := w.byDir[dir]
		if pk == nil {
			pk = &pkg{dir: dir}
			w.byDir[dir] = pk
		}
		// one package per folder: the first package name seen wins
		if len(pk.files) > 0 && pk.files[0].Name.Name != f.Name.Name {
			return nil
		}
		pk.files = append(pk.files, f)
		pk.names = append(pk.names, rel)
		return nil
	})
}

// Import resolves a module package from source, anything else to an
// empty package.
func (w *world) Import(path string) (*types.Package, error) {
	best := ""
	for m := range w.mods {
		if (path == m || strings.HasPrefix(path, m+"/")) && len(m) > len(best) {
			best = m
		}
	}
	if best != "" {
		dir := filepath.Clean(filepath.Join(w.mods[best], strings.TrimPrefix(strings.TrimPrefix(path, best), "/")))
		if p := w.byDir[dir]; p != nil {
			w.check(p)
			if p.tp != nil {
				return p.tp, nil
			}
		}
	}
	if p := w.fake[path]; p != nil {
		return p, nil
	}
	name := path[strings.LastIndexByte(path, '/')+1:]
	if regexp.MustCompile(`^v\d+$`).MatchString(name) {
		rest := strings.TrimSuffix(path, "/"+name)
		name = rest[strings.LastIndexByte(rest, '/')+1:]
	}
	name = strings.TrimPrefix(name, "go-")
	if i := strings.IndexByte(name, '.'); i > 0 {
		name = name[:i]
	}
	name = strings.ReplaceAll(name, "-", "")
	p := types.NewPackage(path, name)
	p.MarkComplete()
	w.fake[path] = p
	return p, nil
}

func (w *world) check(p *pkg) {
	if p.done {
		return
	}
	p.done = true
	p.info = &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Uses: map[*ast.Ident]types.Object{}, Defs: map[*ast.Ident]types.Object{}, Selections: map[*ast.SelectorExpr]*types.Selection{}, Instances: map[*ast.Ident]types.Instance{}}
	cfg := types.Config{Importer: w, Error: func(error) {}, FakeImportC: true}
	path := "repo/" + p.dir
	for m, d := range w.mods {
		if rel, err := filepath.Rel(d, p.dir); err == nil && !strings.HasPrefix(rel, "..") {
			path = strings.TrimSuffix(m+"/"+filepath.ToSlash(rel), "/.")
		}
	}
	p.tp, _ = cfg.Check(path, w.fset, p.files, p.info)
	w.checked = append(w.checked, p)
}

func (w *world) namedTypes() []*types.Named {
	var out []*types.Named
	for _, p := range w.byDir {
		if p.tp == nil {
			continue
		}
		low := strings.ToLower(p.dir)
		if strings.Contains(low, "mock") || strings.Contains(low, "fake") {
			continue
		}
		s := p.tp.Scope()
		for _, n := range s.Names() {
			tn, ok := s.Lookup(n).(*types.TypeName)
			if !ok {
				continue
			}
			if nt, ok := tn.Type().(*types.Named); ok && !types.IsInterface(nt) {
				ln := strings.ToLower(n)
				if strings.HasPrefix(ln, "mock") || strings.HasPrefix(ln, "fake") || strings.HasPrefix(ln, "stub") {
					continue
				}
				out = append(out, nt)
			}
		}
	}
	return out
}

func (w *world) inRepo(o types.Object) bool {
	if o == nil || o.Pkg() == nil {
		return false
	}
	return w.fake[o.Pkg().Path()] == nil
}

func (w *world) classify(file string, line int, callee string, named []*types.Named) (string, string) {
	p := w.byDir[filepath.Dir(file)]
	if p == nil {
		return "nosite", "no package"
	}
	var f *ast.File
	for i, n := range p.names {
		if n == file {
			f = p.files[i]
		}
	}
	if f == nil {
		return "nosite", "no file"
	}
	want := strings.TrimSuffix(callee, "...")
	var call *ast.CallExpr
	ast.Inspect(f, func(n ast.Node) bool {
		c, ok := n.(*ast.CallExpr)
		if !ok || call != nil {
			return call == nil
		}
		if w.fset.Position(c.Fun.Pos()).Line == line {
			var b bytes.Buffer
			_ = printer.Fprint(&b, w.fset, c.Fun)
			t := b.String()
			if i := strings.IndexByte(t, '\n'); i >= 0 {
				t = t[:i]
			}
			if strings.HasPrefix(t, want) || strings.HasPrefix(want, t) {
				call = c
			}
		}
		return true
	})
	if call == nil {
		return "nosite", ""
	}
	fun := ast.Unparen(call.Fun)
	if ix, ok := fun.(*ast.IndexExpr); ok {
		fun = ix.X
	}
	if ix, ok := fun.(*ast.IndexListExpr); ok {
		fun = ix.X
	}
	switch fn := fun.(type) {
	case *ast.Ident:
		return w.object(p, p.info.Uses[fn], fn)
	case *ast.SelectorExpr:
		sel := p.info.Selections[fn]
		if sel == nil {
			return w.object(p, p.info.Uses[fn.Sel], fn.Sel)
		}
		recv := sel.Recv()
		if sel.Kind() == types.FieldVal {
			return "funcvalue:field", types.TypeString(recv, nil)
		}
		t := recv
		if pt, ok := t.(*types.Pointer); ok {
			t = pt.Elem()
		}
		nt, ok := t.(*types.Named)
		if !ok {
			if types.IsInterface(t) {
				return "external", "anonymous interface"
			}
			return "untyped", types.TypeString(recv, nil)
		}
		if !w.inRepo(nt.Obj()) {
			return "external", nt.Obj().Pkg().Path() + "." + nt.Obj().Name()
		}
		if len(sel.Index()) > 1 {
			// promoted through an embedded field
			if types.IsInterface(nt) {
				return "embedded-iface", nt.Obj().Name()
			}
		}
		if iface, ok := nt.Underlying().(*types.Interface); ok {
			var impls []string
			for _, c := range named {
				if types.Implements(c, iface) || types.Implements(types.NewPointer(c), iface) {
					impls = append(impls, c.Obj().Name())
				}
			}
			k := "iface2+"
			switch len(impls) {
			case 0:
				k = "iface0"
			case 1:
				k = "iface1"
			}
			return k, nt.Obj().Name() + " " + strings.Join(impls, ",") + " " + shape(p, fn.X)
		}
		if sig, ok := sel.Obj().Type().(*types.Signature); ok && sig.RecvTypeParams().Len() > 0 {
			return "generic", nt.Obj().Name()
		}
		return "concrete:" + shape(p, fn.X), nt.Obj().Name()
	}
	return "other", fmt.Sprintf("%T", fun)
}

func (w *world) object(p *pkg, o types.Object, id *ast.Ident) (string, string) {
	switch o := o.(type) {
	case *types.Func:
		if _, ok := p.info.Instances[id]; ok {
			return "generic", o.Name()
		}
		if !w.inRepo(o) {
			return "external", o.FullName()
		}
		return "repofunc", o.FullName()
	case *types.Var:
		return "funcvalue:" + varKind(o), o.Name()
	case *types.TypeName:
		return "conversion", o.Name()
	case nil:
		return "untyped", id.Name
	}
	return "other", id.Name
}

func varKind(v *types.Var) string {
	switch {
	case v.IsField():
		return "field"
	case v.Parent() != nil && v.Parent() == v.Pkg().Scope():
		return "pkgvar"
	}
	return "local"
}

func shape(p *pkg, x ast.Expr) string {
	switch x := ast.Unparen(x).(type) {
	case *ast.Ident:
		if v, ok := p.info.Uses[x].(*types.Var); ok {
			return "ident-" + varKind(v)
		}
		return "ident"
	case *ast.SelectorExpr:
		if sel := p.info.Selections[x]; sel != nil && sel.Kind() == types.FieldVal {
			return "field"
		}
		if v, ok := p.info.Uses[x.Sel].(*types.Var); ok && !v.IsField() {
			return "pkgvar-imported"
		}
		return "sel"
	case *ast.CallExpr:
		return "call"
	case *ast.IndexExpr:
		return "index"
	}
	return "other"
}
