package served

import (
	"bytes"
	"path"
	"strings"
)

// entryStems are module names a runtime or a package root runs without an
// import naming them (node index.js, a server.ts a Procfile starts): such
// a module's top level is served wherever it sits.
var entryStems = map[string]bool{"index": true, "main": true, "server": true, "cli": true, "app": true, "mod": true}

// launchFiles are files of a package (or of the repository's root) that
// may start a module without an import: a start script, a container's
// command, a process list, an MCP manifest.
var launchFiles = []string{"package.json", "Dockerfile", "Procfile", "docker-compose.yml", "docker-compose.yaml",
	"compose.yml", "compose.yaml", "smithery.yaml", "manifest.json", "Makefile", "fly.toml", "vercel.json", "wrangler.toml"}

// topServed reports whether the top level of JS/TS module p may run when
// the server runs, so that what it names is served. It is false only when
// the module is, as far as the scan can tell, imported by nothing: its
// stem (file name without extension) occurs in the text of no other JS/TS
// input nor of a launch file of its package or the root (launchFiles), it is no entry of its package (main, bin, exports, start
// scripts, Dockerfile), no module of its API, not in a route folder, not
// named index/main/server/cli/app, and its package (with a package.json)
// imports nothing by a computed name, exports no * pattern that may hold
// the module (underPattern) and has no
// oclif section (a command folder loaded by the framework). A file that cannot be read, a stem
// shorter than four characters, or no package.json leaves it served.
// Source: judge17's false RC601 findings in alecs-mcp-server-akamai's
// src/tools/appsec/hybrid-tool-generator.ts, a module nothing imports
// whose top level builds its tools.
func (j *Judge) topServed(p string) bool {
	if v, ok := j.tops[p]; ok {
		return v
	}
	if j.tops == nil {
		j.tops = map[string]bool{}
	}
	v := j.imported(p)
	j.tops[p] = v
	return v
}

func (j *Judge) imported(p string) bool {
	if j.config == nil {
		return true
	}
	base := path.Base(p)
	stem := strings.TrimSuffix(base, path.Ext(base))
	stem = strings.TrimSuffix(stem, ".d")
	if entryStems[stem] || strings.HasSuffix(stem, ".config") {
		return true
	}
	for _, seg := range strings.Split(path.Dir(p), "/") {
		if routeDirs[seg] {
			return true
		}
	}
	if len(stem) < 4 {
		return true
	}
	pkg := j.pkgDir(p)
	m, ok := j.pkgJSON(pkg)
	if !ok || j.dynamic(pkg) || j.entries(pkg)[p] || j.apiFiles(pkg)[p] || m["oclif"] != nil {
		return true // oclif loads its commands from a folder
	}
	for _, t := range jsonTargets(true, m["main"], m["module"], m["bin"], m["exports"]) {
		if strings.Contains(t, "*") && j.underPattern(pkg, t, p) {
			return true // a pattern export: any module under it may be imported from outside
		}
	}
	w := []byte(stem)
	for _, d := range []string{pkg, ""} {
		for _, f := range launchFiles {
			if b, err := j.config(path.Join(d, f)); err == nil && bytes.Contains(b, w) {
				return true
			}
		}
	}
	for _, q := range j.paths {
		if q == p {
			continue
		}
		b, ok := j.text(q)
		if !ok || bytes.Contains(b, w) {
			return true
		}
	}
	return false
}

// underPattern reports whether module p may be one that pattern target t
// (an exports or bin value with a *, relative to package folder pkg)
// exports: p sits in the folder before the * or in its source folder (a
// build folder's first segment replaced by src or dropped: dist/types/*.js ->
// src/types), or no such folder holds an input (where the pattern's
// modules come from is unknown), or the pattern starts at the package's
// folder (./*, ./dist/*: any module).
func (j *Judge) underPattern(pkg, t, p string) bool {
	dir := t[:strings.Index(t, "*")]
	if k := strings.LastIndexByte(dir, '/'); k >= 0 {
		dir = dir[:k]
	} else {
		dir = ""
	}
	rel := strings.Trim(path.Clean("/"+dir), "/")
	if rel == "" {
		return true
	}
	cands := []string{rel}
	segs := strings.Split(rel, "/")
	for i, seg := range segs {
		if buildDirs[seg] {
			pre, rest := strings.Join(segs[:i], "/"), strings.Join(segs[i+1:], "/")
			if rest == "" {
				return true // ./dist/*: the whole build, any module
			}
			cands = append(cands, path.Join(pre, "src", rest), path.Join(pre, rest))
			break // the first build folder: dist/lib/* is built from src/lib
		}
	}
	held := false
	for _, c := range cands {
		c = path.Join(pkg, c) + "/"
		if strings.HasPrefix(p, c) {
			return true
		}
		for _, q := range j.paths {
			if strings.HasPrefix(q, c) {
				held = true
				break
			}
		}
	}
	return !held
}

// text returns the text of JS/TS input q, read once, or false when it
// cannot be read.
func (j *Judge) text(q string) ([]byte, bool) {
	if j.texts == nil {
		j.texts = map[string][]byte{}
	}
	return readOnce(j.texts, j.config, q)
}

// readOnce returns the text of q from texts, reading it with config the
// first time (nil in texts: unreadable), or false when it cannot be read.
func readOnce(texts map[string][]byte, config func(string) ([]byte, error), q string) ([]byte, bool) {
	if b, ok := texts[q]; ok {
		return b, b != nil
	}
	b, err := config(q)
	if err != nil {
		b = nil
	} else if b == nil {
		b = []byte{}
	}
	texts[q] = b
	return b, b != nil
}
