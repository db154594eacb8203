// Package demand says which repository files a diff scan should summarise
// next (Needed): the demand-driven half of the function summaries
// (checks/summary), split from that package, which is at the package size
// limit (checks/size_test.go).
package demand

import (
	"github.com/resilience-check/resilience-check/checks/summary/modtab"
	"path"
	"sort"
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/resolve"
	"github.com/resilience-check/resilience-check/checks/summary"
	"github.com/resilience-check/resilience-check/checks/summary/tsres"
)

// Needed returns the repository paths, sorted, that the summaries of the
// scanned files may need and that are not among files, as far as opt.Has
// knows them: the files a diff scan should summarise next. It is demand
// driven: a scanned file needs what any of its calls reaches; a file read
// only for its summary needs what the functions, classes and instances
// asked of it call (an import of a type or a constant, or of a function no
// chain reaches, is not read).
func Needed(files []*summary.File, opt summary.Options, scanned func(path string) bool) []string {
	byPath := map[string]*summary.File{}
	for _, f := range files {
		byPath[f.Path] = f
	}
	has := func(p string) bool { return byPath[p] != nil || (opt.Has != nil && opt.Has(p)) }
	want := map[string]bool{}
	listed := map[string]bool{}
	tsr := tsres.New(opt.Config)
	all := map[string]bool{}              // files wholly demanded
	names := map[string]map[string]bool{} // otherwise the names demanded of a file
	var queue []*summary.File
	ask := func(p, name string) { // demand name ("" for all) of the file at p
		f := byPath[p]
		if f == nil {
			want[p] = true
			return
		}
		if all[p] || (name != "" && names[p][name]) {
			return
		}
		if name == "" {
			all[p] = true
		} else {
			if names[p] == nil {
				names[p] = map[string]bool{}
			}
			names[p][name] = true
		}
		queue = append(queue, f)
	}
	for _, f := range files {
		if scanned(f.Path) {
			ask(f.Path, "")
		}
	}
	for len(queue) > 0 {
		f := queue[0]
		queue = queue[1:]
		whole, want1 := all[f.Path], names[f.Path]
		demanded := func(name string) bool { return whole || want1[name] }
		// heads used by the demanded code, with the members called on them
		used := map[string]map[string]bool{}
		use := func(text string) {
			head, rest, _ := strings.Cut(text, ".")
			m := used[head]
			if m == nil {
				m = map[string]bool{}
				used[head] = m
			}
			if member, _, _ := strings.Cut(rest, "."); member != "" {
				m[member] = true
			} else {
				m[""] = true
			}
		}
		for k := range f.Calls {
			c := &f.Calls[k]
			if whole || (c.Func >= 0 && (demanded(f.Funcs[c.Func].Name) || demanded(f.Funcs[c.Func].Class))) {
				use(c.Callee)
			}
		}
		for key, cls := range f.Instances {
			owner, _, _ := strings.Cut(key, ".")               // "Tools.self.api": the class
			if idx, _, local := strings.Cut(key, "/"); local { // "3/client": function 3's
				if j, err := strconv.Atoi(idx); err == nil && j < len(f.Funcs) {
					owner = f.Funcs[j].Name
				}
			}
			if demanded(key) || demanded(owner) {
				name, arg, _ := strings.Cut(strings.TrimSuffix(cls, ")"), "(")
				use(name)
				if arg != "" {
					use(arg)
				}
			}
		}
		for alias, to := range f.Aliases { // `_x_impl = x` (modalias): x as used
			if whole || demanded(alias) || used[alias] != nil {
				use(to)
			}
		}
		for j := range f.Funcs {
			// a constant imported for a timeout (summary.TimeoutEffect.Unit):
			// the module that defines it gives its value
			if fn := &f.Funcs[j]; len(fn.Timeouts) > 0 && (whole || demanded(fn.Name) || demanded(fn.Class)) {
				for _, t := range fn.Timeouts {
					if t.Unit > 0 && t.Const != "" {
						use(t.Const)
					}
				}
			}
		}
		for j := range f.Funcs {
			if fn := &f.Funcs[j]; len(fn.Returns) > 0 && (demanded(fn.Name) || demanded(fn.Class)) {
				for _, r := range fn.Returns {
					use(r)
				}
			}
		}
		for cls, bases := range f.Classes {
			if demanded(cls) {
				for _, b := range bases {
					use(b)
				}
			}
		}
		for name, local := range f.Exports { // export { a } / export { a } from an import
			if demanded(name) {
				use(local)
				if local != name {
					ask(f.Path, local)
				}
			}
		}
		if !whole {
			for name := range want1 { // a name this file imports and others import from it
				use(name)
			}
		}
		if path.Base(f.Path) == "__init__.py" && whole {
			for local := range f.Imports {
				use(local)
			}
		}
		for local, imp := range f.Imports {
			members, ok := used[local]
			if !ok && f.Lang != model.LangGo {
				continue
			}
			switch {
			case f.Lang == model.LangPython:
				mod := imp.Spec
				if imp.Name != "" {
					if q, ok := resolve.Python(f.Path, modtab.JoinDots(imp.Spec, imp.Name), imp.Level, has); ok {
						for m := range members { // from pkg import mod; mod.f()
							ask(q, m)
						}
					}
					if p, ok := resolve.Python(f.Path, mod, imp.Level, has); ok {
						ask(p, imp.Name)
					}
					continue
				}
				if p, ok := resolve.Python(f.Path, mod, imp.Level, has); ok {
					for m := range members {
						ask(p, m)
					}
				}
			case f.Lang.IsJS():
				p, ok := tsr.Resolve(f.Path, imp.Spec, has)
				if !ok {
					continue
				}
				switch imp.Name {
				case "", "module.exports":
					for m := range members {
						if m == "" {
							m = "default"
						}
						ask(p, m)
					}
				default:
					ask(p, imp.Name)
					if imp.Name == "default" { // API.f() on export default { f }
						for m := range members {
							if m != "" {
								ask(p, "default."+m)
							}
						}
					}
				}
			}
		}
		for _, r := range f.ReExports {
			if r.Name == "*" || demanded(r.Name) {
				if p, ok := tsr.Resolve(f.Path, r.Spec, has); ok {
					switch {
					case r.Name != "*":
						ask(p, r.From)
					case whole:
						ask(p, "")
					default:
						for n := range want1 {
							ask(p, n)
						}
					}
				}
			}
		}
		if f.Lang == model.LangGo && opt.List != nil {
			dirs := []string{path.Dir(f.Path)}
			for _, imp := range f.Imports {
				if d, ok := resolve.GoPackage(opt.GoModule, opt.GoRoot, imp.Spec); ok {
					dirs = append(dirs, d)
				}
			}
			for _, d := range dirs {
				if listed[d] {
					continue
				}
				listed[d] = true
				ld := d
				if ld == "." {
					ld = ""
				}
				for _, name := range opt.List(ld) {
					if q := path.Join(d, name); strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go") && byPath[q] == nil {
						want[q] = true
					}
				}
			}
		}
	}
	out := make([]string, 0, len(want))
	for p := range want {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}
