// Package thirdparty says whether an import names a third-party package
// whose calls fail with errors of the outside world: an SDK or client of a
// service (googleapiclient, @google-cloud/run, razorpay-go, client-go, the
// Azure SDK, elasticsearch, mysql-connector), not the repository's own code,
// not the language's standard library and not a pure library (parsing,
// validation, formatting, logging, the MCP SDK itself).
//
// RC402 (issue 18) takes the raw text of such an error for one that can
// carry internal detail, as CodeQL's java/error-message-exposure and
// cs/information-exposure-through-exception take the message of any caught
// exception: an SDK's error text holds the request URL (with its query
// string), the upstream's response body, resource names and ids. The
// repository's own imports are told apart by the scan's World: its Go module
// path and its files.
package thirdparty

import (
	"os"
	"path"
	"sort"
	"strings"
	"sync"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/resolve"
)

// World is what a scan knows of the repository a file belongs to.
type World struct {
	// GoModule is the module path of the repository's go.mod ("" unknown:
	// no Go import is then taken for a third-party one).
	GoModule string
	// Has reports whether a slash-separated repository path is a file
	// (nil: only the importing file's own folders are known).
	Has func(path string) bool
	// Read returns a repository file at the scanned revision, an error when
	// there is none (nil: no file beyond the scanned ones is read). It is
	// how dependency manifests are read (package pydeps), through File.
	Read func(path string) ([]byte, error)
	// Search, when set, returns the repository's JS/TS files at the
	// scanned revision whose text may contain one of words as a whole word
	// (a superset is allowed: the caller reads them with Read and looks);
	// nil when they are unknown. Test files may be left out.
	Search func(words []string) []string
	// GoSearch is Search for the repository's Go files: those whose text
	// may contain one of words as a whole word (a superset is allowed);
	// nil when they are unknown (the bot, which has no git grep).
	GoSearch func(words []string) []string
	// PySearch is Search for the repository's Python files (a superset is
	// allowed); nil when they are unknown.
	PySearch func(words []string) []string

	files sync.Map // path -> []byte (nil: absent or unreadable), File's cache
	memo  sync.Map // key -> value, Memo's cache
	spent sync.Map // key -> reason, Spend's record
}

// Spend records that the per-scan budget key of a package that reads the
// repository through this world ran out: what it would have read past it
// stays unknown, and which reads got in first depends on the workers'
// order, so the engine reports the scan incomplete with reason (a notice,
// never a silent pass). Repeated calls for one key keep the first reason.
func (w *World) Spend(key, reason string) {
	if w != nil {
		w.spent.LoadOrStore(key, reason)
	}
}

// Spent returns the reasons Spend recorded, in key order.
func (w *World) Spent() []string {
	if w == nil {
		return nil
	}
	var keys []string
	reasons := map[string]string{}
	w.spent.Range(func(k, v any) bool {
		keys = append(keys, k.(string))
		reasons[k.(string)] = v.(string)
		return true
	})
	sort.Strings(keys)
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = reasons[k]
	}
	return out
}

// maxManifestBytes is the largest file File returns (1 MiB): a manifest or
// a lock file is far smaller; a larger one is taken as absent.
const maxManifestBytes = 1 << 20

// File returns the repository file at slash-separated path as w.Read gives
// it, nil when it is absent, unreadable, over 1 MiB or w has no Read; each
// path is read once per scan (the answer is cached, safe for concurrent
// use).
func (w *World) File(path string) []byte {
	if w == nil || w.Read == nil {
		return nil
	}
	if v, ok := w.files.Load(path); ok {
		return v.([]byte)
	}
	b, err := w.Read(path)
	if err != nil || len(b) > maxManifestBytes {
		b = nil
	}
	v, _ := w.files.LoadOrStore(path, b)
	return v.([]byte)
}

// maxGoFileBytes is the largest Go file EachGo hands on (1 MiB, the
// scan's own default --max-file-bytes): a larger one is generated data
// (bindata, an OpenAPI or zz_generated file) the scan itself skips.
const maxGoFileBytes = 1 << 20

// EachGo calls visit with the path and text of each non-test Go file
// GoSearch(words) returns, read once and not kept (World.File would hold
// every Go file of the repository for the rest of the scan), until visit
// returns false. A file over 1 MiB is skipped, not taken as unknown, so a
// whole scan (whose GoSearch lists every input) and a diff scan (whose git
// grep lists only the files holding the words) see the same files
// (review34a MEDIUM-6). It reports false when w cannot search or read the
// repository's Go files, a listed file cannot be read, or visit stopped.
func (w *World) EachGo(words []string, visit func(path string, src []byte) bool) bool {
	if w == nil || w.GoSearch == nil || w.Read == nil {
		return false
	}
	for _, p := range w.GoSearch(words) {
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			continue
		}
		src, err := w.Read(p)
		if err != nil {
			return false // unreadable: unknown
		}
		if len(src) > maxGoFileBytes {
			continue
		}
		if !visit(p, src) {
			return false
		}
	}
	return true
}

// Of returns the world Set recorded for file f (an empty one when none).
func Of(f *model.File) *World {
	return worldOf(f)
}

// holder is a file's world and the answers of Package so far.
type holder struct {
	w    *World
	seen map[string]string
}

var key = model.NewFactKey[*holder]("thirdparty.world")

// Set records the world of file f; call it before the rules run.
func Set(f *model.File, w *World) {
	model.Fact(f, key, func(*model.File) *holder { return &holder{} }).w = w
}

func worldOf(f *model.File) *World {
	if w := model.Fact(f, key, func(*model.File) *holder { return &holder{} }).w; w != nil {
		return w
	}
	return &World{}
}

// Package returns the third-party package that imported name q belongs to
// (q as model.File.Imports and model.ImportedName give it: "googleapiclient.errors.HttpError",
// "@google-cloud/run.ServicesClient", "github.com/razorpay/razorpay-go"),
// or "" when q is the repository's own, the standard library's, a pure
// library's, or cannot be told.
func Package(f *model.File, q string) string {
	if q == "" {
		return ""
	}
	h := model.Fact(f, key, func(*model.File) *holder { return &holder{} })
	if pkg, ok := h.seen[q]; ok {
		return pkg
	}
	pkg := packageOf(f, q)
	if h.seen == nil {
		h.seen = map[string]string{}
	}
	if len(h.seen) < 4096 {
		h.seen[q] = pkg
	}
	return pkg
}

func packageOf(f *model.File, q string) string {
	switch {
	case f.Lang == model.LangPython:
		return pyPackage(f, q)
	case f.Lang.IsJS():
		if strings.HasSuffix(f.Path, ".tsx") || strings.HasSuffix(f.Path, ".jsx") {
			return "" // a view: its packages are UI libraries, its errors the browser's
		}
		return jsPackage(q)
	case f.Lang == model.LangGo:
		return goPackage(f, q)
	}
	return ""
}

// Pure reports whether imported name q is a call into a pure library: a
// third-party package of the pure lists (pydantic, zod, metricsql, the MCP
// SDKs), or a parsing or encoding function (PureCall) of any third-party
// package. The standard library is not judged here (libmodels' rows are).
func Pure(f *model.File, q string) bool {
	if q == "" {
		return false
	}
	switch {
	case f.Lang == model.LangPython:
		root, _, _ := strings.Cut(q, ".")
		if pyPure[root] {
			return true
		}
	case f.Lang.IsJS():
		if pkg := jsName(q); jsPure[pkg] || jsPureScopes[strings.SplitN(pkg, "/", 2)[0]] {
			return true
		}
	case f.Lang == model.LangGo:
		if goPureModule(q) {
			return true
		}
	}
	if pkg := Package(f, q); pkg != "" {
		return PureCall(q) || validationPackage(pkg)
	}
	return false
}

// validationPackage reports a package named for schemas, validation or
// parsing (github.com/google/jsonschema-go, @hapi/joi-like validators,
// github.com/AfterShip/clickhouse-sql-parser/parser, a segment ending in
// "parser"): its errors describe the value validated or parsed, such as the
// syntax error of the SQL the caller sent (the parser's NewParser(query) and
// its methods read nothing but that text).
func validationPackage(pkg string) bool {
	low := strings.ToLower(pkg)
	if strings.Contains(low, "jsonschema") || strings.Contains(low, "validat") || strings.HasSuffix(low, "schema") {
		return true
	}
	for _, seg := range strings.Split(low, "/") {
		if strings.HasSuffix(seg, "parser") {
			return true
		}
	}
	return false
}

// PureCall reports a callee name (its last segment) that parses, validates,
// encodes or formats a value the caller holds: its error describes that
// value, whatever package it is in (metricsql.Parse, yaml.Unmarshal).
func PureCall(name string) bool {
	name = name[strings.LastIndexAny(name, ".")+1:]
	low := strings.ToLower(name)
	for _, p := range purePrefixes {
		if strings.HasPrefix(low, p) {
			return true
		}
	}
	return false
}

var purePrefixes = []string{"parse", "mustparse", "validate", "marshal", "unmarshal", "compile", "mustcompile", "decode",
	"encode", "format", "escape", "quote", "loads", "dumps", "safe_load", "safe_dump", "model_validate", "to_json", "from_json",
	"render", "sanitize", "normalize"}

func pyPackage(f *model.File, q string) string {
	root, _, _ := strings.Cut(q, ".")
	if root == "" || pyStdlib[root] || pyPure[root] {
		return ""
	}
	// the repository's own package: a folder of the file's path, or a
	// module the import resolves to (any prefix of q: the last segments
	// may be a function or class).
	dir := path.Dir(f.Path)
	for _, seg := range strings.Split(dir, "/") {
		if seg == root {
			return ""
		}
	}
	w := worldOf(f)
	if w.Has == nil {
		return "" // nothing known of the repository: its own packages cannot be told apart
	}
	parts := strings.Split(q, ".")
	for n := min(len(parts), 5); n >= 1; n-- {
		if _, ok := resolve.Python(f.Path, strings.Join(parts[:n], "."), 0, w.Has); ok {
			return ""
		}
	}
	// a namespace package of the repository (a folder without __init__.py):
	// any file below it
	if len(parts) >= 2 {
		for _, d := range []string{"", "src/", path.Dir(f.Path) + "/"} {
			if w.Has(d+parts[0]+"/"+parts[1]+".py") || w.Has(d+parts[0]+"/"+parts[1]+"/__init__.py") {
				return ""
			}
		}
	}
	return root
}

func jsPackage(q string) string {
	if strings.HasPrefix(q, ".") || strings.HasPrefix(q, "/") || strings.HasPrefix(q, "@/") || strings.HasPrefix(q, "~") ||
		strings.HasPrefix(q, "#") || strings.HasPrefix(q, "src/") || strings.HasPrefix(q, "$") {
		return "" // relative, absolute or a path alias: the repository's own
	}
	pkg := jsName(q)
	if pkg == "" || jsBuiltin[pkg] || jsPure[pkg] || jsPureScopes[strings.SplitN(pkg, "/", 2)[0]] || pkg == "globals" {
		return ""
	}
	return pkg
}

// jsName is the npm package of imported name q: "@scope/name" or "name".
func jsName(q string) string {
	if strings.HasPrefix(q, "@") {
		scope, rest, ok := strings.Cut(q, "/")
		if !ok {
			return ""
		}
		name := rest
		if i := strings.IndexAny(rest, "/."); i >= 0 {
			name = rest[:i]
		}
		return scope + "/" + name
	}
	if i := strings.IndexAny(q, "/."); i >= 0 {
		return q[:i]
	}
	return q
}

// goPureModule reports an import of a module of goPure.
func goPureModule(q string) bool {
	for _, p := range goPure {
		// q is p, or p followed by "/" or "." (no string is built: it runs
		// for every call a summary judges)
		if strings.HasPrefix(q, p) && (len(q) == len(p) || q[len(p)] == '/' || q[len(p)] == '.') {
			return true
		}
	}
	return false
}

func goPackage(f *model.File, q string) string {
	// the package path: up to the first "." after the last "/", the rest a
	// name in it (github.com/razorpay/razorpay-go.NewClient, strings.EqualFold)
	pkg := q
	i := strings.LastIndexByte(q, '/') + 1
	if j := strings.IndexByte(q[i:], '.'); j >= 0 {
		pkg = q[:i+j]
	}
	first, _, _ := strings.Cut(pkg, "/")
	if !strings.Contains(first, ".") {
		return "" // the standard library
	}
	mod := worldOf(f).GoModule
	if mod == "" {
		return ""
	}
	if pkg == mod || strings.HasPrefix(pkg, mod+"/") || sameRepo(pkg, mod) || goPureModule(pkg) {
		return ""
	}
	return pkg
}

// sameRepo reports an import of another module of the repository that holds
// module mod: the same github.com/owner/repo.
func sameRepo(q, mod string) bool {
	a, b := strings.SplitN(q, "/", 4), strings.SplitN(mod, "/", 4)
	if len(a) < 3 || len(b) < 3 {
		return false
	}
	return a[0] == b[0] && a[1] == b[1] && strings.SplitN(a[2], ".", 2)[0] == b[2]
}

// workspaceDirs are the folders a JavaScript monorepo keeps its own
// packages in (npm, pnpm and yarn workspaces, Nx, Turborepo).
var workspaceDirs = []string{"packages/", "apps/", "libs/", "modules/", "services/", ""}

// workspaceFiles are the files one of its packages holds, one of which the
// repository must have for the package to be its own.
var workspaceFiles = []string{"package.json", "src/index.ts", "src/index.js", "index.ts", "index.js", "src/main.ts", "lib/index.js"}

// Workspace reports whether npm package pkg ("@scope/name" or "name") is a
// package of the repository itself, a workspace of its monorepo: a folder
// packages/name (or apps/, libs/, modules/, services/, the root) with a
// package.json or an index file, at the repository's root or in a folder
// above the importing file. Its code is the server's own, not a
// third-party SDK's.
func Workspace(f *model.File, pkg string) bool {
	w := worldOf(f)
	if w.Has == nil || pkg == "" {
		return false
	}
	name := pkg
	if strings.HasPrefix(pkg, "@") {
		_, name, _ = strings.Cut(pkg, "/")
	}
	// the repository's root and each folder above the file: a monorepo
	// nested in the repository (libraries/typescript/packages/client)
	roots := []string{""}
	for dir := path.Dir(f.Path); dir != "." && dir != "/" && dir != ""; dir = path.Dir(dir) {
		roots = append(roots, dir+"/")
	}
	for _, r := range roots {
		for _, d := range workspaceDirs {
			for _, file := range workspaceFiles {
				if w.Has(r + d + name + "/" + file) {
					return true
				}
			}
		}
	}
	return false
}

// Memo returns the value fn computes for key, computed once per world (one
// scan) and shared by all its files: what other packages read from the
// repository beyond the scanned file (a module's parse, its import
// specifiers). fn runs outside any lock; when two files ask at once both
// may run it, and the first value stored wins. A nil world computes every
// time.
func (w *World) Memo(key string, fn func() any) any {
	if w == nil {
		return fn()
	}
	if v, ok := w.memo.Load(key); ok {
		return v
	}
	v, _ := w.memo.LoadOrStore(key, fn())
	return v
}

// Nearest asks judge about folder dir and then each folder above it, at
// most depth folders in all (dir's own included), up to the repository
// root, and returns judge's ok for the first folder it says found (a
// manifest there names the package); false when none does. pydeps and
// jsdeps read the nearest manifests this way: a monorepo's packages each
// have their own.
func Nearest(dir string, depth int, judge func(dir string) (ok, found bool)) bool {
	for i := 0; i < depth; i++ {
		if ok, found := judge(dir); found {
			return ok
		}
		if dir == "." || dir == "/" || dir == "" {
			break
		}
		dir = path.Dir(dir)
	}
	return false
}

// In returns the path of file name in folder dir ("." or "" for the root).
func In(dir, name string) string {
	if dir == "." || dir == "" {
		return name
	}
	return dir + "/" + name
}

// Files returns a World that reads the repository files of the map (path to
// content) and no other: what a test of a manifest reader (pydeps, jsdeps)
// scans instead of a checkout.
func Files(files map[string]string) *World {
	return &World{Read: func(p string) ([]byte, error) {
		if s, ok := files[p]; ok {
			return []byte(s), nil
		}
		return nil, os.ErrNotExist
	}}
}
