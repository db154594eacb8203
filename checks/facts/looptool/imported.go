package looptool

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/fnparam"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/resolve"
)

// maxServerHops bounds the modules importedServer follows from the file
// (a server module that imports the object from another one, and so on).
const maxServerHops = 3

// importedServer returns the class of a server object that file f imports
// from another module of the repository (`from .server import mcp`, `from
// app import mcp as server`): the module is found as the summaries find it
// (resolve.Python), read through the scan's world, and must bind the name
// by a module-level `NAME = Ctor(...)` whose Ctor it imports from a
// package (`from fastmcp import FastMCP`, `import fastmcp` with
// `fastmcp.FastMCP(...)`), or import it in turn (up to maxServerHops
// modules). "" when the import does not resolve, the module cannot be
// read, or the name is bound any other way: the class stays unknown.
func importedServer(f *model.File, obj *model.Node) string {
	obj = model.Unwrap(obj)
	if obj == nil || obj.Sym() != model.SymIdentifier || model.EnclosingFunc(obj) != nil && localName(f, obj) {
		return ""
	}
	memo := model.Fact(f, serversKey, func(*model.File) map[string]string { return map[string]string{} })
	local := f.Text(obj)
	if c, ok := memo[local]; ok {
		return c
	}
	c := importedClass(f, local)
	memo[local] = c
	return c
}

// serversKey caches importedServer's answers per file, by local name (a
// file's facts are computed by one goroutine).
var serversKey = model.NewFactKey[map[string]string]("looptool.servers")

// importedClass is importedServer for the module-level name local.
func importedClass(f *model.File, local string) string {
	w := thirdparty.Of(f)
	if w == nil || w.Has == nil || w.Read == nil {
		return ""
	}
	spec, name, level, ok := adapt.PyFromImport(f, local, false)
	if !ok {
		return ""
	}
	from := f.Path
	for hop := 0; hop < maxServerHops; hop++ {
		target, ok := resolve.Python(from, spec, level, w.Has)
		if !ok {
			// `from pkg import server_module` then `server_module.mcp` is not
			// this shape; a name of a package's __init__ is
			return ""
		}
		src := w.File(target)
		if src == nil {
			return ""
		}
		text := string(src)
		if ctor := builtBy(text, name); ctor != "" {
			return ctor
		}
		// re-exported: `from .app import mcp` in the server module
		s, n, l, ok := textFromImport(text, name)
		if !ok {
			return ""
		}
		from, spec, name, level = target, s, n, l
	}
	return ""
}

// localName reports whether the identifier obj names a parameter or a
// local assignment of its enclosing function rather than a module name.
func localName(f *model.File, obj *model.Node) bool {
	fn := model.EnclosingFunc(obj)
	name := f.Text(obj)
	if fnparam.PyNamed(f, fn, name) {
		return true
	}
	local := false
	f.NodesIn(fn, model.NewSymBitset(model.SymAssignment), func(a *model.Node) bool {
		if l := a.ChildByFieldName("left"); l != nil && f.Text(l) == name {
			local = true
			return false
		}
		return true
	})
	return local
}

// fromImportRe matches a one-line from-import in a module's text.
var fromImportRe = regexp.MustCompile(`(?m)^from\s+(\.*)([\w.]*)\s+import\s+([^\n#(]+)`)

// textFromImport is pyFromImport on a module's text (one-line imports).
func textFromImport(text, local string) (spec, name string, level int, ok bool) {
	for _, m := range fromImportRe.FindAllStringSubmatch(text, -1) {
		for _, part := range strings.Split(m[3], ",") {
			fields := strings.Fields(part)
			switch {
			case len(fields) == 1 && fields[0] == local:
				return m[2], local, len(m[1]), true
			case len(fields) == 3 && fields[1] == "as" && fields[2] == local:
				return m[2], fields[0], len(m[1]), true
			}
		}
	}
	return "", "", 0, false
}

// builtBy returns the qualified class of the one module-level assignment
// `name = Ctor(...)` (or `name: T = Ctor(...)`) in a module's text, Ctor
// resolved through the module's imports; "" when there is none, more than
// one, or Ctor is not imported from a package.
func builtBy(text, name string) string {
	re := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(name) + `\s*(?::[^=\n]+)?=\s*([A-Za-z_][\w.]*)\s*\(`)
	ms := re.FindAllStringSubmatch(text, -1)
	if len(ms) != 1 {
		return ""
	}
	ctor := ms[0][1]
	head, rest, dotted := strings.Cut(ctor, ".")
	for _, m := range fromImportRe.FindAllStringSubmatch(text, -1) {
		if m[1] != "" { // a relative import: the repository's own class
			continue
		}
		for _, part := range strings.Split(m[3], ",") {
			fields := strings.Fields(part)
			bound, orig := "", ""
			switch {
			case len(fields) == 1:
				bound, orig = fields[0], fields[0]
			case len(fields) == 3 && fields[1] == "as":
				bound, orig = fields[2], fields[0]
			}
			if bound == head && bound != "" {
				if dotted {
					return m[2] + "." + orig + "." + rest
				}
				return m[2] + "." + orig
			}
		}
	}
	if dotted {
		// import fastmcp / import mcp.server.fastmcp as fm
		for _, m := range importRe.FindAllStringSubmatch(text, -1) {
			mod, alias := m[1], m[2]
			if alias == head {
				return mod + "." + rest
			}
			if alias == "" && strings.HasPrefix(ctor, mod+".") {
				return ctor
			}
		}
	}
	return ""
}

// importRe matches `import a.b [as x]` lines.
var importRe = regexp.MustCompile(`(?m)^import\s+([\w.]+)(?:\s+as\s+(\w+))?\s*$`)
