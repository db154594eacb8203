// Package resolve maps an import, as written in one file of a repository,
// to the repository file it names. It knows the repository only through a
// Has function (is this slash-separated path a file?), so it works the same
// over a work tree, a git revision or the files a scan was given.
//
// What it resolves, following each language's own rules as far as a static
// tool can without running the package manager:
//
//   - Python (the import system, docs.python.org/3/reference/import.html):
//     relative imports (`from .x import f`, `from .. import m`) against the
//     importing file's package; absolute imports (`from pkg.mod import f`)
//     against the importing file's folder and each folder above it, the
//     repository root and `src/` last, as Pyright tries its execution root
//     and the importing file's folder; a module is `a/b.py` or
//     `a/b/__init__.py`.
//   - TS/JS (Node's and TypeScript's "bundler"/"node16" module resolution):
//     relative specifiers only (`./x`, `../x`), trying the path as written,
//     then with each extension, then `index.*` inside it; a `.js` specifier
//     also finds the `.ts` source (TypeScript's ESM convention). A
//     tsconfig.json's `paths` aliases and `baseUrl` resolve through
//     TSConfig; package names do not resolve.
//   - Go: a package of the same module (`go.mod`'s module path) is the
//     folder below the module root.
//
// Anything else does not resolve: the caller treats it as unknown, never as
// safe or unsafe.
package resolve

import (
	"path"
	"strings"
)

// Python returns the file of module spec imported from file from with
// level leading dots (0 for an absolute import), and false when no
// repository file is that module. spec may be "" for `from . import x`.
func Python(from, spec string, level int, has func(string) bool) (string, bool) {
	rel := strings.ReplaceAll(spec, ".", "/")
	try := func(dir string) (string, bool) {
		base := path.Join(dir, rel)
		if rel == "" {
			base = dir
		}
		if rel != "" {
			if p := clean(base + ".py"); has(p) {
				return p, true
			}
		}
		if p := clean(path.Join(base, "__init__.py")); has(p) {
			return p, true
		}
		return "", false
	}
	dir := path.Dir(from)
	if level > 0 {
		for i := 1; i < level; i++ {
			if dir == "." || dir == "" {
				return "", false
			}
			dir = path.Dir(dir)
		}
		return try(dir)
	}
	if spec == "" {
		return "", false
	}
	for d := dir; ; d = path.Dir(d) {
		if p, ok := try(d); ok {
			return p, true
		}
		if d == "." || d == "/" || d == "" {
			break
		}
	}
	return try("src")
}

// jsExts are the extensions tried for an extensionless specifier, in
// TypeScript's order of preference.
var jsExts = []string{".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"}

// JS returns the file a relative specifier names from file from, and false
// for a package name or a path that is no repository file.
func JS(from, spec string, has func(string) bool) (string, bool) {
	if !strings.HasPrefix(spec, "./") && !strings.HasPrefix(spec, "../") && spec != "." && spec != ".." {
		return "", false
	}
	spec, _, _ = strings.Cut(spec, "?")
	return jsFile(clean(path.Join(path.Dir(from), spec)), has)
}

// jsFile finds the file a module path names inside the repository: as
// written, with each extension, or its index file.
func jsFile(base string, has func(string) bool) (string, bool) {
	if strings.HasPrefix(base, "../") || base == ".." {
		return "", false
	}
	ext := path.Ext(base)
	if ext != "" && has(base) && isJS(ext) {
		return base, true
	}
	switch ext { // TypeScript's ESM convention: import './x.js' finds x.ts
	case ".js", ".jsx":
		for _, e := range []string{".ts", ".tsx"} {
			if p := strings.TrimSuffix(base, ext) + e; has(p) {
				return p, true
			}
		}
	case ".mjs":
		if p := strings.TrimSuffix(base, ext) + ".mts"; has(p) {
			return p, true
		}
	case ".cjs":
		if p := strings.TrimSuffix(base, ext) + ".cts"; has(p) {
			return p, true
		}
	}
	for _, e := range jsExts {
		if p := base + e; has(p) {
			return p, true
		}
	}
	for _, e := range jsExts {
		if p := clean(path.Join(base, "index"+e)); has(p) {
			return p, true
		}
	}
	return "", false
}

func isJS(ext string) bool {
	for _, e := range jsExts {
		if e == ext {
			return true
		}
	}
	return false
}

// GoPackage returns the repository folder of import path imp, given the
// module path of the repository's go.mod at folder root ("" for the
// repository root), and false when imp is outside the module.
func GoPackage(module, root, imp string) (string, bool) {
	if module == "" {
		return "", false
	}
	switch {
	case imp == module:
		return clean(root), true
	case strings.HasPrefix(imp, module+"/"):
		return clean(path.Join(root, imp[len(module)+1:])), true
	}
	return "", false
}

// ModulePath returns the module path declared in a go.mod file's contents,
// or "".
func ModulePath(gomod []byte) string {
	for _, line := range strings.Split(string(gomod), "\n") {
		line = strings.TrimSpace(line)
		if rest, ok := strings.CutPrefix(line, "module"); ok && (strings.HasPrefix(rest, " ") || strings.HasPrefix(rest, "\t")) {
			rest = strings.TrimSpace(rest)
			if i := strings.Index(rest, "//"); i >= 0 {
				rest = strings.TrimSpace(rest[:i])
			}
			return strings.Trim(rest, `"`)
		}
	}
	return ""
}

// clean is path.Clean with "." for the root folder removed from the front.
func clean(p string) string {
	p = path.Clean(p)
	return strings.TrimPrefix(p, "./")
}
