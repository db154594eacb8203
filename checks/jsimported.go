package checks

import (
	"bytes"
	"path"
	"regexp"
	"strings"
	"sync"

	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/model"
)

// jsRelImport matches a JS/TS module's relative imports: `import ... from
// "./x"`, `export ... from "../x"`, `import "./x"`, `require("./x")` and
// `import("./x")`; the specifier is in 1. Bare package names and tsconfig
// aliases are not followed.
var jsRelImport = regexp.MustCompile(`(?:\bfrom|\bimport|\brequire\(|\bimport\()\s*['"](\.\.?/[^'"\n]+)['"]`)

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
			for _, m := range jsRelImport.FindAllSubmatch(src, -1) {
				spec := path.Join(path.Dir(in.Path), string(m[1]))
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
