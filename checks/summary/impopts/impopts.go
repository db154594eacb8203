// Package impopts judges RC101's outbound calls whose options lack a bound
// but for names a JS/TS file imports from a module of the repository
// (xfacts.ImpOpt: `fetch(url, getFetchConfig())`, `axios({ ...authConfig,
// url })`), for the function summaries (package checks/summary): it follows
// each name through imports and re-exports to the module that defines it and
// reads the keys its object literal writes there (sumfile.File.ObjKeys,
// objkeys.Of). The call is unbounded when every name resolves to such a
// literal and none writes one of the keys that bound it; a name that does not
// resolve, or resolves in the calling file itself, stays unknown (silent).
// It is split from checks/summary, which is at the package size limit
// (checks/size_test.go).
package impopts

import (
	"slices"

	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/summary/modtab"
	"github.com/resilience-check/resilience-check/checks/summary/sumfile"
)

// Resolver follows names across the repository's linked files.
type Resolver struct {
	// Files are the linked files, by index.
	Files []*sumfile.File
	// Target is the file (index) and name an import of file f resolves to;
	// export says the name is one that file exports (JS/TS).
	Target func(f *sumfile.File, imp modtab.Import) (fi int, name string, export, ok bool)
	// Resolve is the path a JS/TS module specifier of the file at path
	// resolves to among the paths Has (tsres.Resolver.Resolve); ByPath
	// indexes Files by path.
	Resolve func(path, spec string, has func(string) bool) (string, bool)
	Has     func(string) bool
	ByPath  map[string]int
	// MaxHops bounds the imports and re-exports followed.
	MaxHops int
}

// Unbounded reports whether each name of o, imported by file fi, holds an
// object literal of another file without any of o.Keys.
func (r Resolver) Unbounded(fi int, o xfacts.ImpOpt) bool {
	if len(o.Names) == 0 {
		return false
	}
	for _, n := range o.Names {
		t, tn, ok := r.symbol(fi, n, 0)
		if !ok || t == fi {
			return false
		}
		for _, k := range r.Files[t].ObjKeys[tn] {
			if slices.Contains(o.Keys, k) {
				return false
			}
		}
	}
	return true
}

// symbol is the file and name of some file's ObjKeys that name of file fi
// stands for.
func (r Resolver) symbol(fi int, name string, hops int) (int, string, bool) {
	f := r.Files[fi]
	if hops > r.MaxHops || !f.Lang.IsJS() {
		return 0, "", false
	}
	if _, ok := f.ObjKeys[name]; ok {
		return fi, name, true
	}
	imp, ok := f.Imports[name]
	if !ok || imp.Name == "" {
		return 0, "", false
	}
	t, tn, export, ok := r.Target(f, imp)
	if !ok {
		return 0, "", false
	}
	if export {
		return r.export(t, tn, hops+1)
	}
	return r.symbol(t, tn, hops+1)
}

// export is symbol for the name a JS/TS file exports.
func (r Resolver) export(fi int, name string, hops int) (int, string, bool) {
	if hops > r.MaxHops {
		return 0, "", false
	}
	f := r.Files[fi]
	if l, ok := f.Exports[name]; ok {
		return r.symbol(fi, l, hops)
	}
	for _, re := range f.ReExports {
		if re.Name != name && (re.Name != "*" || name == "default") {
			continue
		}
		if t, ok := r.Resolve(f.Path, re.Spec, r.Has); ok {
			from := re.From
			if re.Name == "*" {
				from = name
			}
			if sf, sn, ok := r.export(r.ByPath[t], from, hops+1); ok {
				return sf, sn, true
			}
		}
	}
	return 0, "", false
}
