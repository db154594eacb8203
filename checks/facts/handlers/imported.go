package handlers

import (
	"github.com/resilience-check/resilience-check/checks/facts/handlers/constname"
	"github.com/resilience-check/resilience-check/checks/model"
)

// TableName returns the string a JS member expression m (`ToolNames.ADD_TASKS`) holds when its
// object is a constant table of f or of the file f imports it from (package constname), or "".
func TableName(f *model.File, m *model.Node) string {
	return constname.Of(f, m, func(n string) ([]byte, string, bool) { _, s, e, ok := ImportedFile(f, n); return s, e, ok })
}

// ImportedFile returns the path and bytes of the file of the repository a name f imports
// comes from (`from .models import X`: resolveModule; a file is one that reads) and the name it
// exports; ok is false when f does not import name or the module is no readable file (<= 1 MiB).
func ImportedFile(f *model.File, name string) (pth string, src []byte, exported string, ok bool) {
	mod, exp, imported := importOf(f, name)
	if h := model.Fact(f, registryKey, newRegistryHolder); h.r != nil && imported {
		w := h.r.world()
		w.has = func(p string) bool { _, err := h.r.read(p); return err == nil }
		for _, p := range resolveModule(f.Path, mod, w) {
			if b, err := h.r.read(p); err == nil && len(b) <= 1<<20 {
				return p, b, exp, true
			}
		}
	}
	return "", nil, "", false
}

// GoPackageSources returns the sources of the other files of f's Go package
// (its folder, tests left out: resolveModule), by path; a file over 1 MiB or
// unreadable is left out. Nil when the package has no other file, f is no Go
// file or no registry is set.
func GoPackageSources(f *model.File) map[string][]byte { return GoImportSources(f, ".") }

// GoImportSources returns the sources of the files of the repository's Go
// package that f imports as importPath (a package of the same module, or the
// folder whose path ends the import path: resolveModule; "." is f's own
// package, GoPackageSources), by path, tests left out; a file over 1 MiB or
// unreadable is left out. Nil when none is known, importPath is empty, f is
// no Go file or no registry is set.
func GoImportSources(f *model.File, importPath string) map[string][]byte {
	h := model.Fact(f, registryKey, newRegistryHolder)
	if h.r == nil || f.Lang != model.LangGo || importPath == "" {
		return nil
	}
	out := map[string][]byte{}
	files := func(from string) []string { return resolveModule(from, importPath, h.r.world()) }
	var list []string
	if lang, _ := model.DetectLanguage(f.Path); lang == model.LangGo {
		list = h.r.goSrc.Files(f.Path, importPath, files) // memoised per scan (gosrc)
	} else {
		list = files(f.Path)
	}
	for _, p := range list {
		if b, err := h.r.goSrc.Read(p, h.r.read); err == nil && len(b) <= 1<<20 {
			out[p] = b
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}
