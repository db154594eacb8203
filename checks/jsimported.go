package checks

import (
	"bytes"
	"context"
	"path"
	"strings"
	"sync"

	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/model"
)

// jsRelImports returns the specifiers of a JS/TS module's relative
// imports: `import ... from "./x"`, `export ... from "../x"`, `import
// "./x"`, `require("./x")` and `import("./x")`. Bare package names and
// tsconfig aliases are not followed. It finds what the regular expression
// (?:\bfrom|\bimport|\brequire\(|\bimport\()\s*['"](\.\.?/[^'"\n]+)['"]
// finds with FindAllSubmatch (group 1, matches not overlapping), by looking
// back from each quoted "./" or "../" instead: that expression was 12 % of
// a whole-corpus scan's CPU.
func jsRelImports(src []byte) [][]byte {
	var out [][]byte
	end := 0 // the end of the last match: matches do not overlap
	for i := 0; i+2 < len(src); i++ {
		q := src[i]
		if q != '\'' && q != '"' || src[i+1] != '.' {
			continue
		}
		j := i + 2 // after "./" or "../"
		if src[j] == '.' {
			j++
		}
		if j >= len(src) || src[j] != '/' {
			continue
		}
		k := j + 1
		for k < len(src) && src[k] != '\'' && src[k] != '"' && src[k] != '\n' {
			k++
		}
		if k == j+1 || k == len(src) || src[k] == '\n' {
			continue
		}
		if start := jsImportKeyword(src, i); start >= end && start >= 0 {
			out = append(out, src[i+1:k])
			end = k + 1
			i = k
		}
	}
	return out
}

// jsImportKeyword returns where the keyword before the quote at q starts
// (from, import, require( or import(, at a word boundary, then only white
// space up to the quote), or -1.
func jsImportKeyword(src []byte, q int) int {
	e := q
	for e > 0 && isRegexpSpace(src[e-1]) {
		e--
	}
	for _, kw := range jsImportKeywords {
		if s := e - len(kw); s >= 0 && string(src[s:e]) == kw && (s == 0 || !isWordByte(src[s-1])) {
			return s
		}
	}
	return -1
}

// jsImportKeywords are the words jsRelImports accepts before a quote.
var jsImportKeywords = []string{"from", "import", "require(", "import("}

// isRegexpSpace is the regexp class \s: tab, newline, form feed, carriage
// return and space (vertical tab is not in it).
func isRegexpSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' }

// isWordByte is the regexp class \w: ASCII letters, digits and _.
func isWordByte(c byte) bool {
	return c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// jsEntryMarkers are texts of a JS/TS file that make it a command-line
// program (model.File.IsScript's entry points read as text: a #! line is
// checked apart): an argument parser, a terminal prompt or the CommonJS
// entry guard.
var jsEntryMarkers = [][]byte{[]byte(`"commander"`), []byte(`'commander'`), []byte(`"yargs`), []byte(`'yargs`),
	[]byte(`"meow"`), []byte(`'meow'`), []byte(`"cac"`), []byte(`'cac'`), []byte("inquirer"), []byte("@clack/prompts"),
	[]byte("require.main")}

// jsServerMarkers are texts of a JS/TS file that starts or defines a
// server (a subset of model's server markers).
var jsServerMarkers = [][]byte{[]byte("McpServer("), []byte("new Server("), []byte("express()"), []byte("createServer("),
	[]byte("fastify("), []byte("new Hono("), []byte(".listen("), []byte("StdioServerTransport"), []byte("FastMCP("),
	[]byte(".registerTool("), []byte("setRequestHandler(")}

// jsImportOracle returns, for the scan's inputs, a question: is the JS/TS
// module at path imported by serving code of the scan, directly or through
// other modules? Serving code is a JS/TS file outside the script folders
// (model.InScriptDir) that is no test and no command-line program of its
// own (a #! line, an argument parser, a prompt library, require.main)
// unless it starts a server; from those files the relative imports are
// followed, through any folder. So a cli/ folder that wraps a command-line
// tool for the server's tool handlers (codacy-mcp-server's src/cli,
// imported by src/handlers; railway-mcp-server's src/cli, imported by
// src/tools) is server code, and a cli/ program that only its own entry
// imports stays a script. As with pyImportOracle, the inputs are read once,
// on the first question (asked only for a JS/TS file in a script folder),
// and in diff mode they are the changed files only, so the answer there is
// seldom yes.
func jsImportOracle(inputs []Input) func(path string) bool {
	served := sync.OnceValue(func() map[string]bool {
		byKey := map[string]string{} // path without extension (and folder of an index file) -> path
		imports := map[string][]string{}
		var roots []string
		for _, in := range inputs {
			if lang, _ := model.DetectLanguage(in.Path); !lang.IsJS() || impact.IsTestPath(in.Path) || in.Read == nil {
				continue
			}
			src, err := in.Read()
			if err != nil {
				continue
			}
			key := strings.TrimSuffix(in.Path, path.Ext(in.Path))
			byKey[key] = in.Path
			if path.Base(key) == "index" {
				byKey[path.Dir(key)] = in.Path
			}
			for _, m := range jsRelImports(src) {
				spec := path.Join(path.Dir(in.Path), string(m))
				imports[in.Path] = append(imports[in.Path], strings.TrimSuffix(spec, path.Ext(spec)), spec)
			}
			entry := bytes.HasPrefix(src, []byte("#!")) || containsAny(src, jsEntryMarkers)
			if !model.InScriptDir(in.Path) && (!entry || containsAny(src, jsServerMarkers)) {
				roots = append(roots, in.Path)
			}
		}
		out := map[string]bool{}
		for len(roots) > 0 {
			p := roots[len(roots)-1]
			roots = roots[:len(roots)-1]
			for _, k := range imports[p] {
				if q, ok := byKey[k]; ok && !out[q] {
					out[q] = true
					roots = append(roots, q)
				}
			}
		}
		return out
	})
	return func(p string) bool { return served()[p] }
}

// maxJSImporterReads is the most files jsRepoImported reads to answer one
// question; past it the answer is no (a script, as without a search).
const maxJSImporterReads = 200

// jsRepoImported returns, in diff mode with a repository search (e.Repo.Diff
// with Grep and Read), a question that jsImportOracle answers for a whole
// scan: is the JS/TS module at path imported by serving code, directly or
// through other modules? jsImportOracle reads only the scan's inputs, which
// in diff mode are the changed files, so a changed cli.ts that an unchanged
// server imports was a script there and lost the findings a whole scan
// reports on it (review33 MEDIUM-11). Here the importers are looked for
// backwards in the repository (the files naming the module's base name as
// a whole word, read as text), up to a serving file as jsImportOracle's
// roots are defined; answers are kept per path. Without a search (the bot)
// it returns nil: the inputs' answer stands.
//
// With r.GrepWords, the first question searches at once for the words of
// every input it may be asked about (jsAskedWords): each question would
// otherwise run a search of its own over the same files (batchedSearch).
// Either way a search runs once per list of words (searchOnce): changed
// modules that share a base name (scripts/*/cli.ts) ask the same one.
func (e *Engine) jsRepoImported(ctx context.Context, inputs []Input) func(path string) bool {
	r := e.Repo
	if r == nil || !r.Diff || r.Grep == nil || r.Read == nil {
		return nil
	}
	search := e.grepIn(ctx, jsFamily.globs)
	if r.GrepWords != nil {
		search = batchedSearch(ctx, r.GrepWords, jsFamily.globs, jsAskedWords(inputs), search)
	}
	// modules of one base name ask the same words (review34a HIGH-1)
	search = searchOnce(search)
	var mu sync.Mutex // held across jsServedIn: search is called by one question at a time
	memo := map[string]bool{}
	read := readOnce(r.Read, maxJSImporterBytes)
	return func(p string) bool {
		mu.Lock()
		defer mu.Unlock()
		v, ok := memo[p]
		if !ok {
			v = jsServedIn(p, search, read)
			memo[p] = v
		}
		return v
	}
}

// maxJSImporterBytes bounds the text jsRepoImported keeps of the files
// it read (readOnce): questions about modules of one base name read the
// same importer candidates, up to maxJSImporterReads each.
const maxJSImporterBytes = 16 << 20

// readOnce returns read keeping what it read, up to max bytes in all (a
// file past them is read again each time): the same file at the same
// revision reads the same. The bytes returned must not be changed. Not
// safe for concurrent calls.
func readOnce(read func(string) ([]byte, error), max int) func(string) ([]byte, error) {
	kept, held := map[string][]byte{}, 0
	return func(p string) ([]byte, error) {
		if src, ok := kept[p]; ok {
			return src, nil
		}
		src, err := read(p)
		if err == nil && held+len(src) <= max {
			kept[p] = src
			held += len(src)
		}
		return src, err
	}
}

// jsServedIn reports whether a JS/TS file that search finds (and read
// reads) serves (jsImportOracle's roots) and imports the module at p,
// directly or through modules that import it.
func jsServedIn(p string, search func(words []string) []string, read func(string) ([]byte, error)) bool {
	seen := map[string]bool{p: true}
	todo := []string{p}
	reads := 0
	for len(todo) > 0 {
		t := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		key := strings.TrimSuffix(t, path.Ext(t))
		keys, words := []string{key}, []string{path.Base(key)}
		if d := path.Dir(key); path.Base(key) == "index" && d != "." {
			keys, words = append(keys, d), append(words, path.Base(d)) // import "./dir" names dir/index
		}
		for _, q := range search(words) {
			if lang, _ := model.DetectLanguage(q); seen[q] || !lang.IsJS() || impact.IsTestPath(q) {
				continue
			}
			if reads == maxJSImporterReads {
				return false
			}
			reads++
			src, err := read(q)
			if err != nil || !jsImportsKey(q, src, keys) {
				continue
			}
			seen[q] = true
			entry := bytes.HasPrefix(src, []byte("#!")) || containsAny(src, jsEntryMarkers)
			if !model.InScriptDir(q) && (!entry || containsAny(src, jsServerMarkers)) {
				return true
			}
			todo = append(todo, q)
		}
	}
	return false
}

// jsImportsKey reports whether the JS/TS file at q (its text src) imports,
// by a relative specifier, a module whose path without extension is one
// of keys (as jsImportOracle resolves them).
func jsImportsKey(q string, src []byte, keys []string) bool {
	for _, m := range jsRelImports(src) {
		spec := path.Join(path.Dir(q), string(m))
		for _, k := range keys {
			if spec == k || strings.TrimSuffix(spec, path.Ext(spec)) == k {
				return true
			}
		}
	}
	return false
}
