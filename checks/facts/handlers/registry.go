package handlers

import (
	"bytes"
	"context"
	"fmt"
	"path"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/godecl"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/gosrc"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/modreach"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/namefwd"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/pathdirs"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/pymembers"
	"github.com/resilience-check/resilience-check/checks/facts/handlers/regflow"
	"github.com/resilience-check/resilience-check/checks/facts/lifespan"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/resolve"
	"github.com/resilience-check/resilience-check/checks/syntax"
	sitter "github.com/smacker/go-tree-sitter"
)

// Registry carries the handler model by data flow (flow.go) across the
// files of a scan: a server registers functions, lists and maps that other
// files define (`import { CCI_HANDLERS } from './circleci-tools.js'` then
// `server.tool(t.name, ..., CCI_HANDLERS[t.name])`; `from .tools import
// ALL_TOOLS` then `for t in ALL_TOOLS: mcp.add_tool(t)`; Go's `s.AddTool(tool,
// h.createIssue)` with the method in another file of the package). The
// registry reads the scan's files that call a registration (a text test
// first), follows the ExtRefs of their flows into the files that define the
// names (re-exports and further imports too, at most maxRegistryFiles
// files), and tells each file which of its top-level names are registered
// (registeredHere). Only relative JS/TS imports (and `@/`, `~/` aliases),
// Python modules of the scan and Go packages of the scan are followed.
//
// It is computed once per scan, on first use, from Read; the files it
// parses are its own (the engine's trees are not shared between workers).
type Registry struct {
	paths []string // the scan's files: where registrations are looked for
	// anchors are more files that may register (diff mode: the
	// repository's files a search found with a registration's word).
	anchors []string
	read    func(path string) ([]byte, error)
	has     func(path string) bool    // nil: only paths are files
	list    func(dir string) []string // nil: a folder's files are those of paths
	// GoModule and GoRoot are the repository's go.mod module path and the
	// folder it is in: an import under the module names a folder of it.
	// Set them before the first use.
	GoModule, GoRoot string
	// Keep, when set before the first use, names the files whose
	// tree-sitter trees the registry keeps once it has parsed them, for
	// the scan to take (TakeTree) instead of parsing the file again: the
	// scan's own files, and in diff mode the files read for summaries.
	Keep func(path string) bool
	once sync.Once
	regs map[string][]ExtRef // path -> names registered there (Module unused)
	// lifespan maps a key the scan's lifespan functions yield to the
	// constructor they agree on ("" when two disagree): lifespan.Repo.
	lifespan map[string]string
	treesMu  sync.Mutex
	trees    map[string]keptTree // kept trees by path, until taken
	goSrc    gosrc.Cache         // GoImportSources' listings and reads
	worldMu  sync.Mutex
	w        *world // world(), built once (again if GoModule or GoRoot change)
	// cut, set once compute ends, is why it stopped before following
	// every registration it found (Cut); nil when it followed all.
	cut atomic.Pointer[string]
}

// keptTree is a tree-sitter tree the registry parsed from src.
type keptTree struct {
	tree *sitter.Tree
	src  []byte
	own  bool // the registry's alone: closed once it is computed
}

// maxKeptBytes bounds the source bytes whose trees the registry keeps for
// the workers (memory: a tree-sitter tree is tens of bytes per node); past
// it a file's tree is closed and its worker parses the file again.
const maxKeptBytes = 4 << 20

// maxRegistryFiles bounds the files the registry parses (each at most
// 1 MiB). Past it the registrations it would have followed are unknown and
// the scan says so (Cut). The largest repository of the blind set,
// awslabs/mcp (2,399 source files, some sixty servers), needs 674; at the
// former 200 it stopped there silently.
var maxRegistryFiles = 1000 // a var for the tests

// NewRegistry returns the registry of a scan of files paths
// (slash-separated, relative to the repository root), read with read.
func NewRegistry(paths []string, read func(path string) ([]byte, error)) *Registry {
	return &Registry{paths: paths, read: read}
}

// NewRepoRegistry returns the registry of a diff-mode scan of files paths
// in a repository: anchors are other files of it that may register a
// handler (found by a search for the registrations' words), has reports
// whether a path is a file of it, list gives a folder's file names (nil
// when not known) and read reads any of its files.
func NewRepoRegistry(paths, anchors []string, has func(string) bool, list func(string) []string, read func(string) ([]byte, error)) *Registry {
	return &Registry{paths: paths, anchors: anchors, has: has, list: list, read: read}
}

// AnchorWords are words a file that registers an MCP handler contains (a
// search for them finds the servers of a repository): the SDKs' servers and
// their registration methods.
var AnchorWords = []string{"add_tool", "add_resource", "add_prompt", "FastMCP", "McpServer", "registerTool", "addTool",
	"setRequestHandler", "AddTool", "RegisterTool", "NewServerTool", "AddResource", "AddPrompt", "NewMCPServer"}

type registryHolder struct{ r *Registry }

var registryKey = model.NewFactKey[*registryHolder]("handlers.registry")

func newRegistryHolder(*model.File) *registryHolder { return &registryHolder{} }

// SetRegistry makes f's handler facts read r (the engine sets it on every
// file it scans, before any rule runs).
func SetRegistry(f *model.File, r *Registry) {
	model.Fact(f, registryKey, newRegistryHolder).r = r
}

// registeredHere returns the names of f that another file of the scan
// registers.
func registeredHere(f *model.File) []ExtRef {
	h := model.Fact(f, registryKey, newRegistryHolder)
	if h.r == nil {
		return nil
	}
	return h.r.get()[f.Path]
}

// RegisteredElsewhere reports whether another file of the scan registers a
// name of f (Registry): f's functions may be tools although its text names
// no tool, no SDK and no registration (pubnub-mcp-server's
// `lib/portal/handlers.ts`, whose handlers a table in `tools.ts` pairs with
// their names), so a rule's text prefilter must not skip it.
func RegisteredElsewhere(f *model.File) bool { return len(registeredHere(f)) > 0 }

// anchorTexts are texts a file that registers a handler contains.
var anchorTexts = map[model.Language][][]byte{
	model.LangPython:     {[]byte("add_tool"), []byte("add_resource"), []byte("add_prompt"), []byte(")("), []byte("tools/call"), []byte("call_tool"), []byte(".tool(")},
	model.LangJavaScript: {[]byte("tools/call"), []byte(".tool("), []byte("registerTool"), []byte("addTool"), []byte("setRequestHandler"), []byte(".resource("), []byte("registerResource"), []byte(".prompt("), []byte("registerPrompt")},
	model.LangGo:         {[]byte("tools/call"), []byte("AddTool"), []byte("RegisterTool"), []byte("NewServerTool"), []byte("AddResource"), []byte("AddPrompt"), []byte("RegisterResource"), []byte("RegisterPrompt")},
}

// Prepare computes the registry now (once; a concurrent call waits for
// it): the engine's workers call it before they read their first file, so
// that the files the registry reads are handed to them, not read twice.
func (r *Registry) Prepare() {
	if r != nil {
		r.get()
	}
}

func (r *Registry) get() map[string][]ExtRef {
	r.once.Do(r.compute)
	return r.regs
}

func (r *Registry) compute() {
	r.regs = map[string][]ExtRef{}
	w := r.world()
	p := sitter.NewParser()
	defer p.Close()
	parsed := 0
	cut := false // a file or a name left unread for maxRegistryFiles
	defer func() {
		if cut {
			reason := fmt.Sprintf("more than %d files would be parsed to follow the handlers registered across files (the handler registry's per-scan budget); handlers registered past it are unknown to the rules that ask whether code runs in a tool", maxRegistryFiles)
			r.cut.Store(&reason)
		}
	}()
	r.trees = map[string]keptTree{}
	var kept int64
	// counted holds the followed files whose parse was skipped because
	// they cannot define the name followed (mayDefine) but counted toward
	// maxRegistryFiles as the parse was: a later parse of one is not
	// counted again, so the files the registry reads stay the same.
	counted := map[string]bool{}
	// read is r.read that hands the bytes a text test read to the parse
	// that follows it instead of reading the file again.
	var last struct {
		path string
		src  []byte
	}
	read := func(pth string) ([]byte, error) {
		if last.src != nil && last.path == pth {
			src := last.src
			last.path, last.src = "", nil
			return src, nil
		}
		src, err := r.read(pth)
		if err == nil {
			last.path, last.src = pth, src
		}
		return src, err
	}
	parse := func(pth string) *model.File {
		lang, ok := model.DetectLanguage(pth)
		if !ok {
			return nil
		}
		if parsed >= maxRegistryFiles && !counted[pth] {
			cut = true
			return nil
		}
		src, err := read(pth)
		if err != nil || len(src) > 1<<20 {
			return nil
		}
		if !counted[pth] {
			parsed++ // a kept tree counts as a parse: the files the registry reads do not depend on what it kept
		}
		delete(counted, pth)
		src = syntax.ParseInput(lang, src)
		if kt, ok := r.trees[pth]; ok && bytes.Equal(kt.src, src) {
			return model.NewFile(pth, lang, src, kt.tree.RootNode())
		}
		p.SetLanguage(model.Grammar(lang))
		p.SetOperationLimit(2_000_000) // microseconds
		tree, err := p.ParseCtx(context.Background(), nil, src)
		if err != nil || tree == nil {
			p.Reset()
			return nil
		}
		f := model.NewFile(pth, lang, src, tree.RootNode())
		if _, ok := r.trees[pth]; !ok && kept+int64(len(src)) <= maxKeptBytes {
			// kept for the worker (Keep) or, until compute ends, for
			// the registry's own second look at the file
			r.trees[pth] = keptTree{tree, src, r.Keep == nil || !r.Keep(pth)}
			kept += int64(len(src))
		} else {
			tree.Close()
		}
		return f
	}
	defer func() {
		for pth, kt := range r.trees {
			if kt.own {
				kt.tree.Close()
				delete(r.trees, pth)
			}
		}
	}()
	type job struct {
		path string
		ref  ExtRef // Module unused: the names of path to follow
	}
	var queue []job
	done := map[string]bool{}
	resolveAll := func(from string, refs []ExtRef) {
		for _, e := range refs {
			for _, t := range resolveModule(from, e.Module, w) {
				k := t + "\x00" + e.Name + "\x00" + e.Want + "\x00" + strconv.FormatBool(e.Wrapped) + "\x00" + e.Reg + "\x00" + e.Site + "\x00" + strconv.FormatBool(e.Dispatcher) + "\x00" + strconv.Itoa(e.Arg)
				if done[k] {
					continue
				}
				done[k] = true
				ref := ExtRef{Name: e.Name, Kind: e.Kind, Factory: e.Factory, Want: e.Want, Wrapped: e.Wrapped, Reg: e.Reg, Site: e.Site, Dispatcher: e.Dispatcher, Arg: e.Arg}
				r.regs[t] = append(r.regs[t], ref)
				if !e.Dispatcher || e.Arg > 0 || namefwd.ReExportText(t, read) { // a dispatcher's file is read by its own scan (namefwd.go); a barrel's re-export of it is followed
					queue = append(queue, job{t, ref})
				}
			}
		}
	}
	defs := map[string][]regflow.Wrapper{} // registration wrappers by the file defining them
	idle := modreach.Idle(r.anchors, r.paths, r.read, func(from, m string) []string { return resolveModule(from, m, w) })
	for _, pth := range w.paths {
		lang, ok := model.DetectLanguage(pth)
		if !ok || strings.Contains(pth, "test") {
			continue
		}
		texts := anchorTexts[lang]
		if lang.IsJS() {
			texts = anchorTexts[model.LangJavaScript]
		}
		src, err := read(pth)
		life := lang == model.LangPython && bytes.Contains(src, []byte("asynccontextmanager"))
		regs := err == nil && containsAnyBytes(src, texts)
		if err != nil || !regs && !life {
			continue
		}
		if !life && idle(pth) { // counted as parse would count it
			if parsed < maxRegistryFiles && len(src) <= 1<<20 {
				parsed++
			}
			continue
		}
		f := parse(pth)
		if f == nil {
			continue
		}
		if life {
			r.addLifespan(lifespan.Entries(f))
		}
		if regs {
			resolveAll(pth, flowHandlers(f).ext)
			defs[pth] = append(defs[pth], flowHandlers(f).wrappers...)
		}
		f.Release()
	}
	// Follow the registered names into their files: what their bindings
	// reach (imports of an index, a map of imported handlers) is registered
	// in turn.
	files := map[string]*model.File{}
	drain := func() {
		for len(queue) > 0 { // past maxRegistryFiles, parse refuses a new file (a cut) and parsed ones are still followed
			j := queue[0]
			queue = queue[1:]
			f, ok := files[j.path]
			if !ok && (!mayDefine(j.path, j.ref.Name, read) || idle(j.path)) {
				if !counted[j.path] && parsed < maxRegistryFiles { // as parse would have; nothing of it is followed
					counted[j.path] = true
					parsed++
				}
				continue
			}
			if !ok {
				f = parse(j.path)
				files[j.path] = f
			}
			if f == nil {
				continue
			}
			if j.ref.Dispatcher {
				resolveAll(j.path, dispatcherRefs(f, j.ref)) // namearg.go
				continue
			}
			name, want := j.ref.binding(f)
			w := &flowWalk{f: f, kind: j.ref.Kind, want: want, viaCall: j.ref.Wrapped, reg: j.ref.Reg, site: j.ref.Site, seen: map[seenKey]bool{}, out: newFlowFacts()}
			for _, n := range topBindings(f, name) {
				if j.ref.Factory {
					w.returns(n, 1)
				} else {
					w.from(n, 1)
				}
			}
			if !j.ref.Factory {
				w.stores(name, 1) // TOOLS["x"] = fn of an imported table
			}
			refs := w.out.ext
			for _, re := range reExports(f, name) {
				refs = append(refs, ExtRef{Module: re.Module, Name: re.Name, Kind: j.ref.Kind, Factory: j.ref.Factory, Want: want, Wrapped: j.ref.Wrapped, Reg: j.ref.Reg, Site: j.ref.Site})
			}
			resolveAll(j.path, refs)
			defs[j.path] = append(defs[j.path], w.wrappers...)
		}
	}
	drain()
	if len(defs) > 0 {
		crossWrappers(w, defs, read, func(q string) *model.File {
			f, ok := files[q]
			if !ok {
				f = parse(q)
				files[q] = f
			}
			return f
		}, func(q string, x regflow.Wrapper) {
			r.regs[q] = append(r.regs[q], ExtRef{Name: x.Name, Kind: x.Kind, Reg: x.Reg, Via: &x})
		}, resolveAll)
		drain()
	}
	for _, f := range files {
		if f != nil {
			f.Release()
		}
	}
	for k := range r.regs {
		sort.SliceStable(r.regs[k], func(a, b int) bool { return r.regs[k][a].Name < r.regs[k][b].Name })
	}
}

// Cut returns why the registry stopped before it followed every
// registration it found (its budget of maxRegistryFiles parses was spent),
// as a notice's reason, or "" when it followed all or was never asked.
// The registry reads the scan's files in one order on one goroutine, so
// the answer does not depend on the workers; call it once they are done.
func (r *Registry) Cut() string {
	if r == nil {
		return ""
	}
	if p := r.cut.Load(); p != nil {
		return *p
	}
	return ""
}

// addLifespan merges the entries of one file's lifespan functions
// (lifespan.Entries) into r.lifespan: a key two files yield with different
// constructors maps to "".
func (r *Registry) addLifespan(es map[string]string) {
	for k, c := range es {
		if r.lifespan == nil {
			r.lifespan = map[string]string{}
		}
		if old, seen := r.lifespan[k]; seen && old != c {
			c = ""
		}
		r.lifespan[k] = c
	}
}

// lifespanEntry is lifespan.Repo: the constructor the scan's lifespan
// functions yield under key, or "".
func lifespanEntry(f *model.File, key string) string {
	h := model.Fact(f, registryKey, newRegistryHolder)
	if h.r == nil {
		return ""
	}
	h.r.get()
	return h.r.lifespan[key]
}

func init() { lifespan.Repo = lifespanEntry }

// TakeTree returns the tree-sitter tree the registry parsed of file path
// when it parsed it from the same contents src and kept it (Keep), and
// forgets it: the caller owns it then (Close). It returns nil when there is
// none; the caller parses the file itself.
func (r *Registry) TakeTree(path string, src []byte) *sitter.Tree {
	if r == nil {
		return nil
	}
	r.treesMu.Lock()
	defer r.treesMu.Unlock()
	kt, ok := r.trees[path]
	if !ok {
		return nil
	}
	delete(r.trees, path)
	if !bytes.Equal(kt.src, src) {
		kt.tree.Close()
		return nil
	}
	return kt.tree
}

// Close closes the trees the registry kept that no one took.
func (r *Registry) Close() {
	if r == nil {
		return
	}
	r.treesMu.Lock()
	defer r.treesMu.Unlock()
	for p, kt := range r.trees {
		kt.tree.Close()
		delete(r.trees, p)
	}
}

// MayRegister reports whether file p's source src holds a registration's
// text (the registry parses only such files as anchors).
func MayRegister(p string, src []byte) bool {
	lang, ok := model.DetectLanguage(p)
	if !ok {
		return false
	}
	if lang.IsJS() {
		lang = model.LangJavaScript
	}
	return containsAnyBytes(src, anchorTexts[lang])
}

func containsAnyBytes(src []byte, subs [][]byte) bool {
	for _, s := range subs {
		if bytes.Contains(src, s) {
			return true
		}
	}
	return false
}

// world returns what r knows of the repository's files (world).
func (r *Registry) world() world {
	r.worldMu.Lock()
	defer r.worldMu.Unlock()
	if r.w != nil && r.w.goModule == r.GoModule && r.w.goRoot == r.GoRoot {
		return *r.w
	}
	known := make(map[string]bool, len(r.paths)+len(r.anchors))
	for _, p := range append(append([]string(nil), r.paths...), r.anchors...) {
		known[p] = true
	}
	paths := append(append([]string(nil), r.paths...), r.anchors...)
	r.w = &world{paths: paths, dirs: pathdirs.New(paths), list: r.list, goModule: r.GoModule, goRoot: r.GoRoot,
		has: func(p string) bool { return known[p] || r.has != nil && r.has(p) }}
	return *r.w
}

// world is what the registry knows of the repository's files.
type world struct {
	paths []string                  // files known by name (the scan's, the anchors)
	dirs  *pathdirs.Index           // paths by folder (nil: walk paths)
	has   func(path string) bool    // any file of the repository
	list  func(dir string) []string // a folder's file names; nil: from paths
	// goModule and goRoot: Registry.GoModule, GoRoot
	goModule, goRoot string
}

// first returns the first of cands that is a file, as a one-element list.
func (w world) first(cands []string) []string {
	for _, c := range cands {
		if w.has(c) {
			return []string{c}
		}
	}
	return nil
}

// ancestors returns the folders from dir up to the root ("" last).
func ancestors(dir string) []string {
	var out []string
	for d := dir; d != "." && d != "/" && d != ""; d = path.Dir(d) {
		out = append(out, d)
	}
	return append(out, "")
}

// join is path.Join that keeps a relative path at the root relative.
func join(dir, rel string) string {
	if dir == "" {
		if rel == "" {
			return rel
		}
		return path.Clean(rel) // ./src/x.js of a file at the root: src/x.js
	}
	return path.Join(dir, rel)
}

// resolveModule returns the files an import of module from file from
// names: relative JS/TS specifiers and `@/`/`~/` aliases (with the
// TypeScript extensions and index files; an alias from the file's folder
// or one of its ancestors), Python modules (relative, or absolute from the
// file's folder or one of its ancestors, or from another workspace member's
// src layout: resolve.PythonWorkspace), Go packages (the same folder for
// ".", else the folder whose path ends the import path).
func resolveModule(from, module string, w world) []string {
	lang, _ := model.DetectLanguage(from)
	dir := path.Dir(from)
	if dir == "." {
		dir = ""
	}
	switch {
	case lang.IsJS():
		switch {
		case strings.HasPrefix(module, "."):
			return w.first(jsCandidates(join(dir, module)))
		case strings.HasPrefix(module, "@/") || strings.HasPrefix(module, "~/"):
			for _, d := range ancestors(dir) {
				if hit := w.first(jsCandidates(join(d, module[2:]))); hit != nil {
					return hit
				}
				if hit := w.first(jsCandidates(join(d, "src/"+module[2:]))); hit != nil {
					return hit
				}
			}
		}
	case lang == model.LangPython:
		rel := strings.TrimLeft(module, ".")
		dots := len(module) - len(rel)
		parts := strings.ReplaceAll(rel, ".", "/")
		if dots > 0 {
			d := dir
			for i := 1; i < dots; i++ {
				d = path.Dir(d)
				if d == "." {
					d = ""
				}
			}
			b := join(d, parts)
			if parts == "" {
				b = d
			}
			return w.first([]string{b + ".py", join(b, "__init__.py")})
		}
		if parts == "" {
			return nil
		}
		for _, d := range ancestors(dir) {
			if hit := w.first([]string{join(d, parts+".py"), join(d, parts+"/__init__.py"), join(d, "src/"+parts+".py"), join(d, "src/"+parts+"/__init__.py")}); hit != nil {
				return hit
			}
		}
		if p, ok := resolve.PythonWorkspace(rel, w.paths); ok { // another workspace member's src layout
			return []string{p}
		}
	case lang == model.LangGo:
		target := dir
		if module != "." && w.goModule != "" && strings.HasPrefix(module, w.goModule+"/") {
			target = join(w.goRoot, strings.TrimPrefix(module, w.goModule+"/"))
		} else if module != "." {
			target = ""
			best := -1
			for _, d := range w.dirs.Dirs(w.paths) { // the first longest, as over the paths
				if (strings.HasSuffix(module, "/"+d) || module == d) && len(d) > best {
					target, best = d, len(d)
				}
			}
			if best < 0 {
				return nil
			}
		}
		var names []string
		if w.list != nil {
			for _, n := range w.list(target) {
				names = append(names, join(target, n))
			}
		} else if target == "" {
			names = w.dirs.Files(w.paths, ".")
		} else {
			names = w.dirs.Files(w.paths, target)
		}
		var out []string
		for _, p := range names {
			if strings.HasSuffix(p, ".go") && !strings.HasSuffix(p, "_test.go") && p != from {
				out = append(out, p)
			}
		}
		sort.Strings(out)
		return out
	}
	return nil
}

// jsCandidates are the files a JS/TS module base may be.
func jsCandidates(base string) []string {
	stem := base
	for _, ext := range []string{".js", ".mjs", ".cjs", ".ts", ".tsx", ".jsx"} {
		if strings.HasSuffix(stem, ext) {
			stem = strings.TrimSuffix(stem, ext)
			break
		}
	}
	var out []string
	if stem != base {
		out = append(out, base)
	}
	for _, ext := range []string{".ts", ".tsx", ".js", ".mjs", ".jsx", ".cjs"} {
		out = append(out, stem+ext)
	}
	for _, ext := range []string{".ts", ".js", ".tsx", ".mjs"} {
		out = append(out, stem+"/index"+ext)
	}
	return out
}

var importsKey = model.NewFactKey[map[string][2]string]("handlers.imports")

// importOf returns the module (as written) and the exported name of a
// name the file imports: "*" for a namespace or whole module, "default"
// for a JS default import.
func importOf(f *model.File, name string) (module, exported string, ok bool) {
	m := model.Fact(f, importsKey, importTable)
	v, ok := m[name]
	return v[0], v[1], ok
}

func importTable(f *model.File) map[string][2]string {
	out := map[string][2]string{}
	switch {
	case f.Lang == model.LangPython:
		f.NodesOf(model.NewSymBitset(model.SymImportStatement, model.SymImportFromStatement), func(n *model.Node) bool {
			if n.Sym() == model.SymImportStatement {
				for i := 0; i < int(n.NamedChildCount()); i++ {
					c := n.NamedChild(i)
					switch c.Sym() {
					case model.SymDottedName:
						out[f.Text(c)] = [2]string{f.Text(c), "*"}
					case model.SymAliasedImport:
						out[f.Text(c.ChildByFieldName("alias"))] = [2]string{f.Text(c.ChildByFieldName("name")), "*"}
					}
				}
				return false
			}
			mod := f.Text(n.ChildByFieldName("module_name"))
			adapt.PyFromImportNames(f, n, func(local, name string) { out[local] = [2]string{mod, name} })
			return false
		})
	case f.Lang.IsJS():
		f.NodesOf(model.NewSymBitset(model.SymImportStatement, model.SymVariableDeclarator), func(n *model.Node) bool {
			if n.Sym() == model.SymVariableDeclarator { // const { a } = require('./m'); const m = require('./m')
				v := model.Unwrap(n.ChildByFieldName("value"))
				if v == nil || v.Sym() != model.SymCallExpression || f.Text(model.Callee(v)) != "require" {
					return true
				}
				mod := strings.Trim(f.Text(model.Arg(v, 0)), "'\"`")
				nm := n.ChildByFieldName("name")
				if nm.Sym() == model.SymIdentifier {
					out[f.Text(nm)] = [2]string{mod, "*"}
				} else {
					for i := 0; i < int(nm.NamedChildCount()); i++ {
						if c := nm.NamedChild(i); c.Sym() == model.SymShorthandPropertyIdentifierPattern {
							out[f.Text(c)] = [2]string{mod, f.Text(c)}
						}
					}
				}
				return true
			}
			src := n.ChildByFieldName("source")
			if src == nil {
				return false
			}
			mod := strings.Trim(f.Text(src), "'\"`")
			adapt.JSImportClause(f, n, func(local, exported string) { out[local] = [2]string{mod, exported} })
			return false
		})
	case f.Lang == model.LangGo:
		for local, q := range f.Imports() {
			out[local] = [2]string{q, "*"}
		}
	}
	return out
}

// memberRef returns the ref of member taken from an imported name
// (member "" for the name itself): a namespace's or Python module's member
// is the member of that module; a JS member of an imported object is the
// object (followed whole).
func memberRef(lang model.Language, module, exported, member string) (string, string) {
	switch {
	case member == "":
		return module, exported
	case exported == "*":
		return module, member
	case lang == model.LangPython: // from . import tools; tools.create: the submodule's member
		if strings.HasSuffix(module, ".") {
			return module + exported, member
		}
		return module + "." + exported, member
	}
	return module, exported
}

// topBindings returns the top-level values file f binds to name: function
// and class declarations, variables (their values), `export default`'s
// expression for "default", every exported binding for "*"; for Go, the
// functions and methods called name.
func topBindings(f *model.File, name string) []*model.Node {
	var out []*model.Node
	if name == pymembers.All { // a module inspect.getmembers walks: its public functions
		return pymembers.Defs(f)
	}
	if f.Lang == model.LangGo {
		for i := 0; i < int(f.Root.NamedChildCount()); i++ {
			d := f.Root.NamedChild(i)
			if (d.Sym() == model.SymFunctionDeclaration || d.Sym() == model.SymMethodDeclaration) && (name == "*" || f.Text(d.ChildByFieldName("name")) == name) {
				out = append(out, d)
			} else if typ, m, ok := strings.Cut(name, "."); ok && d.Sym() == model.SymMethodDeclaration && f.Text(d.ChildByFieldName("name")) == m && regflow.GoRecvType(f, d) == typ {
				out = append(out, d) // T.Method: the method of one type (flow.go typeMethod)
			}
		}
		return out
	}
	var visit func(st *model.Node, exported bool)
	visit = func(st *model.Node, exported bool) {
		switch st.Sym() {
		case model.SymExpressionStatement:
			if a := st.NamedChild(0); a != nil && a.Sym() == model.SymAssignment && (name == "*" || f.Text(a.ChildByFieldName("left")) == name) {
				out = append(out, a.ChildByFieldName("right"))
			}
		case model.SymFunctionDefinition, model.SymFunctionDeclaration, model.SymClassDefinition, model.SymClassDeclaration, model.SymGeneratorFunctionDeclaration:
			if nm := f.Text(st.ChildByFieldName("name")); nm == name || name == "*" && (exported || f.Lang == model.LangPython) {
				out = append(out, st)
			}
		case model.SymDecoratedDefinition:
			if d := st.ChildByFieldName("definition"); d != nil {
				visit(d, exported)
			}
		case model.SymLexicalDeclaration, model.SymVariableDeclaration:
			for i := 0; i < int(st.NamedChildCount()); i++ {
				if d := st.NamedChild(i); d.Sym() == model.SymVariableDeclarator && (f.Text(d.ChildByFieldName("name")) == name || name == "*" && exported) {
					if v := d.ChildByFieldName("value"); v != nil {
						out = append(out, v)
					}
				}
			}
		default:
			if st.Sym() == syntax.SymExportStatement {
				if d := st.ChildByFieldName("declaration"); d != nil {
					visit(d, true)
				} else if v := st.ChildByFieldName("value"); v != nil && (name == "default" || name == "*") {
					out = append(out, v)
				} else if name != "default" && st.ChildByFieldName("source") == nil { // export { a, b as c }
					model.Walk(st, func(m *model.Node) bool {
						if m.Sym() == syntax.SymExportSpecifier {
							exp := m.ChildByFieldName("alias")
							if exp == nil {
								exp = m.ChildByFieldName("name")
							}
							if name == "*" || f.Text(exp) == name {
								out = append(out, m.ChildByFieldName("name"))
							}
							return false
						}
						return true
					})
				}
			}
		}
	}
	for i := 0; i < int(f.Root.NamedChildCount()); i++ {
		visit(f.Root.NamedChild(i), false)
	}
	return out
}

// reExports returns the refs a JS/TS file re-exports name from (`export {
// a } from './a'`, `export * from './b'`); a Python package's `from .a
// import name` is an import topBindings' flow follows.
func reExports(f *model.File, name string) []ExtRef {
	if !f.Lang.IsJS() {
		return nil
	}
	var out []ExtRef
	for i := 0; i < int(f.Root.NamedChildCount()); i++ {
		st := f.Root.NamedChild(i)
		src := st.ChildByFieldName("source")
		if st.Sym() != syntax.SymExportStatement || src == nil {
			continue
		}
		mod := strings.Trim(f.Text(src), "'\"`")
		star := true
		model.Walk(st, func(m *model.Node) bool {
			if m.Sym() == syntax.SymNamespaceExport { // export * as tools from './tools': the module whole
				if a := m.NamedChild(int(m.NamedChildCount()) - 1); a != nil && (name == "*" || f.Text(a) == name) {
					out = append(out, ExtRef{Module: mod, Name: "*"})
				}
				star = false
				return false
			}
			if m.Sym() == syntax.SymExportSpecifier {
				star = false
				exp := m.ChildByFieldName("alias")
				if exp == nil {
					exp = m.ChildByFieldName("name")
				}
				if name == "*" || f.Text(exp) == name {
					out = append(out, ExtRef{Module: mod, Name: f.Text(m.ChildByFieldName("name"))})
				}
				return false
			}
			return m.Sym() != syntax.SymNamespaceExport
		})
		if star && !strings.Contains(f.Text(st), " as ") {
			out = append(out, ExtRef{Module: mod, Name: name})
		}
	}
	return out
}

// mayDefine reports whether the file at pth may hold a top-level binding
// or a re-export of name (topBindings, reExports), from its bytes: a
// Python file that does not contain name (not "*") holds neither, as
// topBindings compares a node's text with name and Python files re-export
// nothing (reExports is JS's); a Go file holds one only where name is
// declared as a function or method (godecl.MayDeclare: topBindings' Go
// bindings, and a Go file has no keyed stores to follow, regflow.Stores). A JS/TS file, an unreadable one or one over
// the registry's limit may (parse decides as before).
func mayDefine(pth, name string, read func(string) ([]byte, error)) bool {
	lang, ok := model.DetectLanguage(pth)
	if !ok || lang != model.LangGo && lang != model.LangPython || name == "*" || name == "" || name == pymembers.All {
		return true
	}
	src, err := read(pth)
	if err != nil || len(src) > 1<<20 {
		return true
	}
	if lang == model.LangGo {
		if _, m, ok := strings.Cut(name, "."); ok {
			name = m // "Type.Method" (typeMethod, gofieldtype): the file holds `func (h *Type) Method`
		}
		return godecl.MayDeclare(src, name) // a Go binding is a func or method declaration (topBindings)
	}
	return bytes.Contains(src, []byte(name))
}
