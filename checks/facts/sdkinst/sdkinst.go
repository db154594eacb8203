// Package sdkinst tells whether a JavaScript or TypeScript name a file
// imports from a module of the repository is an instance of a client
// library's class that module builds and exports: `import { incidentsApi }
// from "../client.js"`, where client.ts holds `import { v2 } from
// "@datadog/datadog-api-client"` and `export const incidentsApi = new
// v2.IncidentsApi(configuration)` (us-all/datadog-mcp-server, blind batch
// 30). The name's methods are then the library's, not the project's, so
// checks/facts/sdkcreate may read a creating method name on it as an SDK's
// create (incidentsApi.createIncident(...), POST /api/v2/incidents) the way
// it reads one on a local client; without this, an imported identifier is
// taken for a package's function (asyncio.create_task, heap.Push) and
// never judged, and the function summaries cannot follow the call into the
// library.
//
// Sources: ECMAScript module exports
// (https://tc39.es/ecma262/#sec-exports), TypeScript path mapping
// (https://www.typescriptlang.org/tsconfig#paths: `@/` and `~/` name the
// project, an npm scoped package is `@scope/name`,
// https://docs.npmjs.com/cli/v10/using-npm/scope). CWE-837 (improper
// enforcement of a single, unique action) is what RC601 reports; peer rule
// checks/facts/ownfield decides the opposite case (a field typed with the
// project's own class, whose body the summaries read).
package sdkinst

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Imported reports whether f imports name from a module of the repository
// (a relative import or a path alias: handlers.ImportedFile finds the file)
// that declares the exported binding as `const X = new Ctor(...)` (or
// `new pkg.Ctor(...)`), with Ctor's root imported there from an npm
// package (a module that is neither relative nor a path alias of the
// project). Once per file and name.
func Imported(f *model.File, name string) bool {
	if f == nil || !f.Lang.IsJS() || name == "" {
		return false
	}
	memo := model.Fact(f, memoKey, func(*model.File) map[string]bool { return map[string]bool{} })
	v, ok := memo[name]
	if !ok {
		v = imported(f, name)
		memo[name] = v
	}
	return v
}

var memoKey = model.NewFactKey[map[string]bool]("sdkinst.imported")

func imported(f *model.File, name string) bool {
	_, src, exported, ok := handlers.ImportedFile(f, name)
	if !ok || exported == "" || exported == "*" || exported == "default" {
		return false
	}
	ctor := NewOf(string(src), exported)
	if ctor == "" {
		return false
	}
	root := ctor
	if i := strings.IndexByte(root, '.'); i >= 0 {
		root = root[:i]
	}
	mod := importModule(string(src), root)
	return mod != "" && packageModule(mod)
}

// NewOf returns the constructor (`v2.IncidentsApi`, `WebClient`) of the
// `new` expression src's top-level binding name is declared with (`export
// const name = new v2.IncidentsApi(cfg)`, `const name: T = new X(...)`),
// or "" when src declares name otherwise.
func NewOf(src, name string) string {
	re := regexp.MustCompile(`(?m)^(?:export\s+)?(?:const|let|var)\s+` + regexp.QuoteMeta(name) + `\s*(?::[^=\n]+)?=\s*new\s+([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\s*[(<]`)
	m := re.FindStringSubmatch(src)
	if m == nil {
		return ""
	}
	return m[1]
}

// importModule returns the module src imports name from (`import { v2 }
// from "m"`, `import * as v2 from "m"`, `import v2 from "m"`, `const { v2 }
// = require("m")`, `const v2 = require("m")`), or "".
func importModule(src, name string) string {
	q := regexp.QuoteMeta(name)
	for _, re := range []*regexp.Regexp{
		regexp.MustCompile(`\bimport\s+(?:type\s+)?(?:[A-Za-z_$][\w$]*\s*,\s*)?\{[^}]*\b` + q + `\b[^}]*\}\s*from\s*['"]([^'"]+)['"]`),
		regexp.MustCompile(`\bimport\s+\*\s+as\s+` + q + `\s+from\s*['"]([^'"]+)['"]`),
		regexp.MustCompile(`\bimport\s+` + q + `\s*(?:,\s*\{[^}]*\})?\s*from\s*['"]([^'"]+)['"]`),
		regexp.MustCompile(`\b(?:const|let|var)\s+\{[^}]*\b` + q + `\b[^}]*\}\s*=\s*require\(\s*['"]([^'"]+)['"]`),
		regexp.MustCompile(`\b(?:const|let|var)\s+` + q + `\s*=\s*require\(\s*['"]([^'"]+)['"]`),
	} {
		if m := re.FindStringSubmatch(src); m != nil {
			return m[1]
		}
	}
	return ""
}

// packageModule reports whether an import specifier names an npm package:
// not relative (`./`, `../`, `/`), no path alias of the project (`@/`,
// `~/`, `#`), no Node built-in (`node:events`, `events`: an EventEmitter
// is no API client).
func packageModule(mod string) bool {
	if mod == "" || strings.HasPrefix(mod, ".") || strings.HasPrefix(mod, "/") || strings.HasPrefix(mod, "@/") ||
		strings.HasPrefix(mod, "~") || strings.HasPrefix(mod, "#") || strings.HasPrefix(mod, "node:") {
		return false
	}
	return !nodeBuiltins[strings.SplitN(mod, "/", 2)[0]]
}

// nodeBuiltins are Node.js core modules whose classes are local objects
// (https://nodejs.org/api/modules.html#built-in-modules).
var nodeBuiltins = map[string]bool{"events": true, "stream": true, "fs": true, "path": true, "url": true, "util": true,
	"child_process": true, "worker_threads": true, "crypto": true, "buffer": true, "timers": true, "http": true,
	"https": true, "net": true, "os": true, "readline": true, "zlib": true, "async_hooks": true, "perf_hooks": true}
