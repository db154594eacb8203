// Package pyfactory names the client a Python receiver holds when the
// client was built in another module of the repository
// (pyctor.ImportedClient):
//
//   - the value of a factory function imported from another module:
//     `client = get_aws_client("s3")` or `self.glue = AwsHelper.create_boto3_client("glue")`
//     with `from .aws_client import get_aws_client` / `from awslabs.x.aws_helper import AwsHelper`,
//     where the factory's every return gives one client constructor
//     (model.PyReturnedClient: `return boto3.client(name, config=...)`);
//   - a module-level client imported from another module: `from .db import
//     client`, where that module assigns `client = Ctor(...)` at its top level.
//
// The other module is read and parsed once per scan (at most maxFiles of
// them) from the repository (thirdparty.World.Read); an import that does not
// resolve to a repository file, a factory that returns anything else, or a
// name assigned more than one way leaves the receiver unknown, as
// pyctor.Of leaves a helper of the file. Peer practice: Pyright and
// CodeQL's Python call graph type a call's value by the declared or inferred
// return type of the function it resolves to, across modules. Source:
// bench/realcode/sdkgap_calls.py, the largest shape gap of the blind set's
// Python servers (receivers bound to a call of a factory imported from
// another module: 6 servers, 367 call sites reached from tool handlers).
package pyfactory

import (
	"bytes"
	"cmp"
	"context"
	"github.com/resilience-check/resilience-check/checks/facts/pyctor"
	"strings"
	"sync"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/pyclient"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/resolve"
)

// init makes pyctor.Of read clients built in other modules.
func init() { pyctor.ImportedClient = Client }

// maxFiles bounds the other modules one scan parses (per World); past it
// the scan is incomplete (World.Spend), since which modules got in first
// depends on the workers' order. A variable for the tests.
var maxFiles = 1024

// maxBytes is the largest module read (256 KiB).
const maxBytes = 256 << 10

// Client returns the client constructor ("boto3.client") that call or
// identifier n of file f holds when it is a call of a factory imported from
// another repository module, or a name imported from one that the module
// assigns a client at its top level; "" otherwise. Only constructors of
// model.PyBlockingClients are named (the clients whose methods the rows
// describe), and the classes pyctor.Assumed takes for service clients. A
// module parsed here is followed one factory further (maxHops): a factory
// whose every return calls a factory that module imports in turn.
func Client(f *model.File, n *model.Node) string {
	if f.Lang != model.LangPython || n == nil || model.Fact(f, ownKey, func(*model.File) bool { return false }) {
		return ""
	}
	w := thirdparty.Of(f)
	if w.Read == nil || w.Has == nil {
		return ""
	}
	c := w.Memo(cacheKey, func() any {
		return &worldCache{files: map[string]*module{}, answers: map[answerKey]string{}, paths: map[pathKey]string{}}
	}).(*worldCache)
	c.mu.Lock() // the parsed modules and their facts are shared by the scan's goroutines
	defer c.mu.Unlock()
	return c.client(w, f, n, 0)
}

// maxHops bounds the factory modules Client reads for one receiver: the
// module of the factory the file imports, and the module of a factory that
// one's returns call (`initialize_client()` returning
// `initialize_client_with_cluster(info)` of a third module, which returns
// `Elasticsearch(...)`: blind-set miss, ryanqin01
// elasticsearch7-mcp-server-py, whose nested `client.indices.get()` was
// lost at two levels while `client.search()` was found).
const maxHops = 2

// client is Client's answer for n of file f (the scanned file at hop 0, a
// module parsed here after), c.mu held.
func (c *worldCache) client(w *thirdparty.World, f *model.File, n *model.Node, hop int) string {
	var name, attr string
	switch n.Sym() {
	case model.SymCall:
		fn := model.Callee(n)
		switch {
		case fn == nil:
			return ""
		case fn.Sym() == model.SymIdentifier:
			name = f.Text(fn)
		case fn.Sym() == model.SymAttribute && model.Unwrap(fn.ChildByFieldName("object")).Sym() == model.SymIdentifier:
			name, attr = f.Text(model.Unwrap(fn.ChildByFieldName("object"))), f.Text(fn.ChildByFieldName("attribute"))
		default:
			return ""
		}
	case model.SymIdentifier:
		name = f.Text(n)
	default:
		return ""
	}
	if f.Lookup(name, n) != nil {
		return "" // rebound in the file: not (only) the import
	}
	imp, ok := importOf(f, name)
	if !ok {
		return ""
	}
	var m *module
	sym, member := imp.member, attr
	if imp.member == "" { // import a.b as m: m.f()
		m, sym, member = c.read(w, f.Path, imp.spec, imp.level), attr, ""
	} else if m = c.read(w, f.Path, joinDots(imp.spec, imp.member), imp.level); m.parse(w) != nil { // from pkg import mod: mod.f()
		sym, member = attr, ""
	} else {
		m = c.read(w, f.Path, imp.spec, imp.level)
	}
	if m == nil || sym == "" {
		return ""
	}
	k := answerKey{m.path, sym, member, n.Sym() == model.SymIdentifier, hop}
	if ctor, done := c.answers[k]; done {
		return ctor
	}
	if !bytes.Contains(m.src, []byte(sym)) {
		// neither a top-level def or class nor an assignment names sym:
		// no client, and no parse of the module for it
		c.answers[k] = ""
		return ""
	}
	g := m.parse(w)
	if g == nil {
		return ""
	}
	if !k.name && topDef(g, sym, member) == nil {
		// a package's __init__.py that re-exports the class or function
		// (`from .context_resolver import ContextResolver`): read the
		// module it comes from instead, once
		if g2, sym2 := c.reexported(w, g, sym); g2 != nil {
			g, sym = g2, sym2
		}
	}
	ctor := ""
	if k.name {
		ctor = moduleClient(g, sym)
	} else if def := topDef(g, sym, member); def != nil {
		ctor = cmp.Or(pyctor.ReturnedClient(g, def), classArgClient(g, def))
		if _, ok := model.PyBlockingClients[ctor]; !ok && !pyctor.Assumed(g, ctor) && hop+1 < maxHops {
			ctor = c.returned(w, g, def, hop+1)
		}
		if _, ok := model.PyBlockingClients[ctor]; !ok && !pyctor.Assumed(g, ctor) {
			// the factory's declared return type (`def get_client() ->
			// RestApiV2Client:`), as Pyright types a call by it, when its
			// returns say nothing known (`return self._ctx.client`)
			ctor = cmp.Or(pyclient.AnnotatedClient(g, def), ctor) // one blocking client, not Union[Client, Other]
		}
	}
	if _, ok := model.PyBlockingClients[ctor]; !ok && !pyctor.Assumed(g, ctor) {
		ctor = ""
	}
	c.answers[k] = ctor
	return ctor
}

// reexported returns the module a name of package module g comes from
// when g only imports it (`from .context_resolver import ContextResolver`
// in a package's __init__.py), parsed, with the name it has there; nil
// when g does not import sym from a module of the repository, or that
// module does not parse.
func (c *worldCache) reexported(w *thirdparty.World, g *model.File, sym string) (*model.File, string) {
	imp, ok := importOf(g, sym)
	if !ok || imp.member == "" {
		return nil, ""
	}
	m := c.read(w, g.Path, imp.spec, imp.level)
	if m == nil || !bytes.Contains(m.src, []byte(imp.member)) {
		return nil, ""
	}
	if h := m.parse(w); h != nil {
		return h, imp.member
	}
	return nil, ""
}

// pyImport is one imported name: `from <level dots><spec> import member`
// or `import spec as name` (member "").
type pyImport struct {
	spec, member string
	level        int
}

var importsKey = model.NewFactKey[map[string]pyImport]("pyfactory.imports")

// importOf returns what local name is imported as in f, relative imports
// included (model.File.Imports leaves them out).
func importOf(f *model.File, name string) (pyImport, bool) {
	imp, ok := model.Fact(f, importsKey, readImports)[name]
	return imp, ok
}

// readImports reads the imported names of f (importOf).
func readImports(f *model.File) map[string]pyImport {
	out := map[string]pyImport{}
	f.NodesOf(model.NewSymBitset(model.SymImportFromStatement, model.SymImportStatement), func(n *model.Node) bool {
		if n.Sym() == model.SymImportStatement {
			for i := 0; i < int(n.NamedChildCount()); i++ {
				if c := n.NamedChild(i); c.Sym() == model.SymAliasedImport {
					out[f.Text(c.ChildByFieldName("alias"))] = pyImport{spec: f.Text(c.ChildByFieldName("name"))}
				}
			}
			return false
		}
		mod := n.ChildByFieldName("module_name")
		if mod == nil {
			return false
		}
		t := f.Text(mod)
		level := len(t) - len(strings.TrimLeft(t, "."))
		spec := t[level:]
		for i := 0; i < int(n.ChildCount()); i++ {
			if n.FieldNameForChild(i) != "name" {
				continue
			}
			c := n.Child(i)
			switch c.Sym() {
			case model.SymDottedName:
				out[f.Text(c)] = pyImport{spec: spec, member: f.Text(c), level: level}
			case model.SymAliasedImport:
				out[f.Text(c.ChildByFieldName("alias"))] = pyImport{spec: spec, member: f.Text(c.ChildByFieldName("name")), level: level}
			}
		}
		return false
	})
	return out
}

func joinDots(a, b string) string {
	if a == "" {
		return b
	}
	return a + "." + b
}

// ownKey marks the files this package parsed: their own receivers are not
// followed further (one hop, and no cycle between two modules).
var ownKey = model.NewFactKey[bool]("pyfactory.own")

// worldCache is the modules read for one World, by path, and Client's
// answers on them; mu guards both and every use of a parsed module.
type worldCache struct {
	mu      sync.Mutex
	files   map[string]*module
	answers map[answerKey]string
	paths   map[pathKey]string // resolve.Python's answers ("" when none)
}

// module is one repository module read for Client: its source (as
// syntax.ParseInput gives it) and, once a question needs its syntax, its
// parse (done, file: nil when it did not parse).
type module struct {
	path string
	src  []byte
	done bool
	file *model.File
}

// pathKey is one import resolve.Python resolved for worldCache.read.
type pathKey struct {
	from, spec string
	level      int
}

// answerKey is one question Client asks of a parsed module.
type answerKey struct {
	path, sym, member string
	name              bool // a module-level name, not a function's return
	hop               int  // the factory modules read before this one (maxHops)
}

// returned names the client every return of def (a function of module g,
// parsed here) gives as the value of a call of a factory of g or one g
// imports from another module (client, at hop): `return
// initialize_client_with_cluster(info)`; "" when a return is anything else, two returns give different
// clients, or def returns nothing.
func (c *worldCache) returned(w *thirdparty.World, g *model.File, def *model.Node, hop int) string {
	found := ""
	for _, r := range adapt.PyReturns(def) {
		v := model.Unwrap(r)
		if v != nil && v.Sym() == model.SymAwait {
			v = model.Unwrap(v.NamedChild(0))
		}
		if v == nil || v.Sym() != model.SymCall {
			return ""
		}
		ctor := ""
		if fn := model.Callee(v); fn != nil && fn.Sym() == model.SymIdentifier && g.Lookup(g.Text(fn), fn) == nil {
			if d := topDef(g, g.Text(fn), ""); d != nil { // a factory of the same module
				ctor = pyctor.ReturnedClient(g, d)
				if _, ok := model.PyBlockingClients[ctor]; !ok && !pyctor.Assumed(g, ctor) && hop+1 < maxHops {
					ctor = c.returned(w, g, d, hop+1)
				}
			}
		}
		if ctor == "" {
			ctor = c.client(w, g, v, hop)
		}
		if _, ok := model.PyBlockingClients[ctor]; !ok && !pyctor.Assumed(g, ctor) || found != "" && ctor != found {
			return ""
		}
		found = ctor
	}
	return found
}

// cacheKey keys the package's worldCache in thirdparty.World.Memo.
const cacheKey = "pyfactory.worldCache"

// read returns the repository module spec imported from path `from` at
// level, read (c.mu held), or nil when it does not resolve, cannot be read,
// is over maxBytes or the scan's maxFiles are spent. The module is parsed
// only when a question needs it (parse): a question about a name its text
// does not hold has the answer "" without it.
func (c *worldCache) read(w *thirdparty.World, from, spec string, level int) *module {
	p := c.resolved(w, from, spec, level)
	if p == "" {
		return nil
	}
	return c.readPath(w, p)
}

// parse returns module m parsed, parsing it on the first call (c.mu held);
// nil when m is nil or does not parse.
func (m *module) parse(w *thirdparty.World) *model.File {
	if m == nil {
		return nil
	}
	if m.done {
		return m.file
	}
	m.done = true
	g := ParsePython(m.path, m.src)
	if g == nil {
		return nil
	}
	thirdparty.Set(g, w)
	model.Fact(g, ownKey, func(*model.File) bool { return true })
	m.file = g
	return g
}

// ParsePython parses Python source src of repository path p into a File of
// its own (for one reader; no scan's world is bound to it), within a
// parse budget of 2,000,000 µs of tree-sitter's operation limit; nil when
// it does not parse. The module readers of the summaries' neighbours
// (this package, checks/facts/pyxdeco) parse another module with it.
func ParsePython(p string, src []byte) *model.File {
	ps := sitter.NewParser()
	defer ps.Close()
	ps.SetLanguage(model.Grammar(model.LangPython))
	ps.SetOperationLimit(2_000_000)
	tree, err := ps.ParseCtx(context.Background(), nil, src)
	if err != nil || tree == nil {
		return nil
	}
	defer tree.Close()
	return model.NewFile(p, model.LangPython, src, tree.RootNode())
}

// topDef returns module g's top-level function sym, or with member set
// the method member of its top-level class sym; nil when none.
func topDef(g *model.File, sym, member string) *model.Node {
	var out *model.Node
	body := g.Root
	for i := 0; i < int(body.NamedChildCount()) && out == nil; i++ {
		d := body.NamedChild(i)
		if d.Sym() == model.SymDecoratedDefinition {
			d = d.ChildByFieldName("definition")
		}
		if d == nil || g.Text(d.ChildByFieldName("name")) != sym {
			continue
		}
		switch {
		case member == "" && d.Sym() == model.SymFunctionDefinition:
			out = d
		case member != "" && d.Sym() == model.SymClassDefinition:
			cb := d.ChildByFieldName("body")
			for j := 0; cb != nil && j < int(cb.NamedChildCount()); j++ {
				m := cb.NamedChild(j)
				if m.Sym() == model.SymDecoratedDefinition {
					m = m.ChildByFieldName("definition")
				}
				if m != nil && m.Sym() == model.SymFunctionDefinition && g.Text(m.ChildByFieldName("name")) == member {
					out = m
				}
			}
		}
	}
	return out
}

// moduleClient returns the client constructor module g assigns its
// top-level name sym: every top-level assignment to it (None placeholders
// aside) builds the same client (pyctor.Of of the value), and no
// function assigns it (`global client; client = ...`); else "".
func moduleClient(g *model.File, sym string) string {
	found, top := "", 0
	g.NodesOf(model.NewSymBitset(model.SymAssignment), func(a *model.Node) bool {
		if g.Text(a.ChildByFieldName("left")) == sym {
			top++
		}
		return true
	})
	body := g.Root
	for i := 0; i < int(body.NamedChildCount()); i++ {
		s := body.NamedChild(i)
		if s.Sym() != model.SymExpressionStatement || s.NamedChildCount() != 1 {
			continue
		}
		a := s.NamedChild(0)
		if a.Sym() != model.SymAssignment || g.Text(a.ChildByFieldName("left")) != sym {
			continue
		}
		top--
		v := model.Unwrap(a.ChildByFieldName("right"))
		if v == nil {
			return ""
		}
		if v.Sym() == model.SymNone {
			continue
		}
		if v.Sym() != model.SymCall {
			return ""
		}
		c := pyctor.Of(g, v)
		if c == "" || found != "" && c != found {
			return ""
		}
		found = c
	}
	if top != 0 {
		return "" // also assigned in a function (`global client`): not one client
	}
	return found
}

var mayKey = model.NewFactKey[bool]("pyfactory.may")

// MayHold reports whether file f imports a name from another module of the
// repository (a relative import, or an absolute one that resolves to a
// repository file), so that a receiver of f may hold a client Client names:
// RC201's pre-filter on method names (model.PyBlockingMethods) then cannot
// rule a call out, as for a row whose methods are `*`.
func MayHold(f *model.File) bool {
	return model.Fact(f, mayKey, func(f *model.File) bool {
		if f.Lang != model.LangPython || model.Fact(f, ownKey, func(*model.File) bool { return false }) {
			return false
		}
		w := thirdparty.Of(f)
		if w.Read == nil || w.Has == nil {
			return false
		}
		m := model.Fact(f, importsKey, readImports)
		for _, imp := range m {
			if imp.level > 0 {
				return true
			}
			if _, ok := resolve.Python(f.Path, imp.spec, 0, w.Has); ok {
				return true
			}
		}
		return false
	})
}

// classArgClient reads a factory that hands a client class to a helper of
// its module which builds it: `def get_apps_client(ctx): return
// _get_client(ctx, client.AppsV1Api)` with `def _get_client(ctx, cls): ...
// return cls(api_client=...)`. When def's every return is such a call and
// every return of the helper calls that one parameter, the client is the
// class the argument names (kubernetes.client.AppsV1Api); else "".
func classArgClient(g *model.File, def *model.Node) string {
	found := ""
	returns := adapt.PyReturns(def)
	for _, r := range returns {
		c := model.Unwrap(r)
		q := ""
		if c != nil && c.Sym() == model.SymCall && model.Callee(c) != nil && model.Callee(c).Sym() == model.SymIdentifier {
			if h := topDef(g, g.Text(model.Callee(c)), ""); h != nil && h != def {
				if i := classParam(g, h); i >= 0 {
					if a := model.Arg(c, i); a != nil && a.Sym() != model.SymKeywordArgument {
						q = model.ImportedName(g, model.Unwrap(a))
					}
				}
			}
		}
		if q == "" || found != "" && q != found {
			return ""
		}
		found = q
	}
	if len(returns) == 0 {
		return ""
	}
	return found
}

// classParam returns the index of the positional parameter of function h
// whose call every return of h gives (`return cls(...)`), or -1.
func classParam(g *model.File, h *model.Node) int {
	params := h.ChildByFieldName("parameters")
	if params == nil {
		return -1
	}
	name := pyctor.ReturnsCallOf(g, h)
	if name == "" {
		return -1
	}
	for i := 0; i < int(params.NamedChildCount()); i++ {
		p := params.NamedChild(i)
		id := p
		switch p.Sym() {
		case model.SymTypedParameter:
			id = p.NamedChild(0)
		case model.SymDefaultParameter, model.SymTypedDefaultParameter:
			id = p.ChildByFieldName("name")
		}
		if id != nil && id.Sym() == model.SymIdentifier && g.Text(id) == name {
			if p.Sym() == model.SymDefaultParameter || p.Sym() == model.SymTypedDefaultParameter {
				return -1 // a default class: the argument may be left out
			}
			return i
		}
	}
	return -1
}
