package looptool

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/threadrun"
	"github.com/resilience-check/resilience-check/checks/model"
)

// factoryServer returns the class of the rows ("mcp.server.fastmcp.FastMCP")
// that a server object is built with when the object is a module-level name
// of file f assigned once from a call of a module-level function of the
// file that builds and returns the server (`mcp = create_mcp_server()` with
// `def create_mcp_server() -> FastMCP: ... return FastMCP("x", auth=...)`,
// or `server = FastMCP(...); ...; return server`): every return of the
// factory must give a call of one class of the rows, directly or through a
// local the factory assigns only from such calls. The factory hands back the
// SDK's own object, so its tool decorator is the row's: mcp 1.x's FastMCP
// calls a sync tool inline on its event loop
// (modelcontextprotocol/python-sdk issue 1646, FuncMetadata.call_fn_with_arg_validation).
// A factory whose body names a thread runner may wrap the registration, and
// a factory of another module is not read: both give "". Source: blind-set
// miss bramdehart/podcast-mcp src/podcast_mcp/mcp/server.py (five sync
// psycopg tools on `mcp = create_mcp_server()`, mcp==1.10.1); the peer rule
// is Ruff's ASYNC210 family, which does not follow the server either.
func factoryServer(f *model.File, obj *model.Node) string {
	obj = model.Unwrap(obj)
	if obj == nil || obj.Sym() != model.SymIdentifier || model.EnclosingFunc(obj) != nil && localName(f, obj) {
		return ""
	}
	return memo(f, factoryKey, f.Text(obj), factoryOf)
}

// builtRE matches a Python assignment of a call of a bare name at column 0
// or 4 (`mcp = create_server(`, `    mcp: FastMCP = Srv(`): the name
// assigned and the name called.
var builtRE = regexp.MustCompile(`(?m)^(?:    )?([A-Za-z_]\w*)\s*(?::[^=\n]+)?=\s*([A-Za-z_]\w*)\s*\(`)

// builtKey is the fact of how a Python file's module-level names are built
// (builtRE): name -> the names called in its assignments, in document
// order; read once per file for factoryServer and subclassServer.
var builtKey = model.NewFactKey[map[string][]string]("looptool.built")

func built(f *model.File) map[string][]string {
	out := map[string][]string{}
	for _, m := range builtRE.FindAllSubmatch(f.Src, -1) {
		out[string(m[1])] = append(out[string(m[1])], string(m[2]))
	}
	return out
}

// factoryKey memoises factoryServer per module-level name of a file.
var factoryKey = model.NewFactKey[map[string]string]("looptool.factory")

// memo returns of(f, name), computed once per file and name (the map of
// fact key is filled as names are asked).
func memo(f *model.File, key *model.FactKey[map[string]string], name string, of func(*model.File, string) string) string {
	m := model.Fact(f, key, func(*model.File) map[string]string { return map[string]string{} })
	v, ok := m[name]
	if !ok {
		v = of(f, name)
		m[name] = v
	}
	return v
}

// factoryOf is factoryServer for the module-level name name.
func factoryOf(f *model.File, name string) string {
	ms := model.Fact(f, builtKey, built)[name]
	if len(ms) != 1 {
		return ""
	}
	var def *model.Node
	f.NodesOf(model.NewSymBitset(model.SymFunctionDefinition), func(d *model.Node) bool {
		if f.Text(d.ChildByFieldName("name")) == ms[0] && model.EnclosingFunc(d) == nil && model.Ancestor(d, model.SymClassDefinition) == nil {
			if def != nil {
				def = nil // defined twice: unknown
				return false
			}
			def = d
		}
		return true
	})
	if def == nil {
		return ""
	}
	body := f.Text(def.ChildByFieldName("body"))
	if threadrun.Mentioned(body) || strings.Contains(body, ".submit(") {
		return ""
	}
	found := ""
	agree := func(call *model.Node) bool {
		if call == nil || call.Sym() != model.SymCall {
			return false
		}
		callee := model.Callee(call)
		if callee == nil || callee.Sym() != model.SymIdentifier && callee.Sym() != model.SymAttribute {
			return false
		}
		q := model.ImportedName(f, callee)
		if q == "" || importedTwice(f, q) || !rowClass(q) || found != "" && found != q {
			return false
		}
		found = q
		return true
	}
	returns := adapt.PyReturns(def)
	if len(returns) == 0 {
		return ""
	}
	for _, r := range returns {
		v := model.Unwrap(r)
		if v != nil && v.Sym() == model.SymIdentifier { // server = FastMCP(...); ...; return server
			n := 0
			for _, b := range f.BindingsNamed(f.Text(v)) {
				if b.Scope != def {
					continue
				}
				if n++; !agree(model.Unwrap(b.Value)) {
					return ""
				}
			}
			if n == 0 {
				return ""
			}
			continue
		}
		if !agree(v) {
			return ""
		}
	}
	return found
}

// rowClass reports whether q is the class of a registration row ("q.tool").
func rowClass(q string) bool {
	for n := range rows {
		if strings.HasPrefix(n, q+".") && !strings.Contains(n[len(q)+1:], ".") {
			return true
		}
	}
	return false
}
