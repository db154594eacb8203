package pyfactory

import (
	"bytes"
	"fmt"
	"path"

	"github.com/resilience-check/resilience-check/checks/facts/pyctor"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/facts/tval"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/resolve"
	"github.com/resilience-check/resilience-check/checks/syntax"
)

// init makes pyctor.Of type a mixin's self attributes by the classes that
// combine it.
func init() { pyctor.MixinClient, pyctor.BaseClient = MixinClient, BaseClient }

// MixinClient returns the client constructor ("kubernetes.client.CoreV1Api")
// that attribute obj (`self.v1_api`) holds in a method of a class that never
// assigns it (a mixin), read from the classes that combine that class with
// others: a class of the mixin's own module or of its package's
// __init__.py (the module that re-exports the package) that lists the mixin
// among its bases, and the bases it lists beside it (of its module, or
// imported from another module of the repository), whose methods assign
// `self.v1_api = client.CoreV1Api()`:
//
//	class PodOpsMixin:                                     # pod_ops.py
//	    async def list_pods(self): self.v1_api.list_namespaced_pod(...)
//	class BaseK8sService:                                  # base.py
//	    def load_config(self): self.v1_api = client.CoreV1Api()
//	class K8sService(PodOpsMixin, BaseK8sService): ...     # __init__.py
//
// Every assignment of the attribute in a combining class and its listed
// bases must build the same client (None placeholders aside), and every
// combining class that assigns it must give that client (one that assigns
// it nothing, a test harness, does not say); anything else, or no
// combining class that assigns it, gives "". Only the constructors of
// model.PyBlockingClients and the classes pyctor.Assumed takes for service
// clients are named. Peer practice: Pyright and mypy type a mixin's self
// by the protocol or base it declares; CodeQL's Python points-to resolves
// self through the concrete class's MRO, which this reads one level deep.
// Source: blind-set misses, Tobewont k8s-mcp-server (services/k8s_api).
func MixinClient(f *model.File, obj *model.Node) string {
	if f.Lang != model.LangPython || obj == nil || obj.Sym() != model.SymAttribute || model.Fact(f, ownKey, func(*model.File) bool { return false }) {
		return ""
	}
	cls := model.Ancestor(obj, model.SymClassDefinition)
	if cls == nil || model.Ancestor(cls, model.SymClassDefinition, model.SymFunctionDefinition) != nil {
		return "" // a nested class: not a mixin another module can list
	}
	if !baseless(f, cls) || cls.Parent() != nil && cls.Parent().Sym() == model.SymDecoratedDefinition {
		return "" // a class with bases gets its attributes from them; a decorated one (@dataclass) declares its own
	}
	attr := f.Text(obj)
	name := f.Text(cls.ChildByFieldName("name"))
	if name == "" || assignsAttr(f, cls, attr) {
		return ""
	}
	w := thirdparty.Of(f)
	c := w.Memo(cacheKey, func() any {
		return &worldCache{files: map[string]*module{}, answers: map[answerKey]string{}, paths: map[pathKey]string{}}
	}).(*worldCache)
	k := answerKey{path: f.Path, sym: name, member: attr, hop: -1}
	c.mu.Lock()
	ctor, done := c.answers[k]
	c.mu.Unlock()
	if done {
		return ctor
	}
	seen, ok := false, true
	visit := func(g *model.File, local string, locked bool) {
		for _, comb := range tval.TopClasses(g) {
			if !ok || !listsBase(g, comb, local) {
				continue
			}
			seen = true
			got, known := c.combinedClient(w, g, comb, local, attr, locked)
			switch {
			case !known, ctor != "" && got != "" && got != ctor:
				ok = false
			case got != "":
				ctor = got
			}
		}
	}
	// the scanned file's own classes are read without c.mu (pyctor.Of on
	// them may ask Client, which takes it); the parsed modules with it
	visit(f, name, false)
	c.mu.Lock()
	defer c.mu.Unlock()
	if init := path.Join(path.Dir(f.Path), "__init__.py"); ok && init != f.Path && w.Read != nil && w.Has != nil {
		if m := c.readPath(w, init); m != nil && bytes.Contains(m.src, []byte(name)) {
			if g := m.parse(w); g != nil {
				for local, imp := range model.Fact(g, importsKey, readImports) {
					if imp.member == name && c.resolved(w, g.Path, imp.spec, imp.level) == f.Path {
						visit(g, local, true)
					}
				}
			}
		}
	}
	if !ok || !seen {
		ctor = ""
	}
	if _, known := model.PyBlockingClients[ctor]; !known && !pyctor.Assumed(f, ctor) {
		ctor = ""
	}
	c.answers[k] = ctor
	return ctor
}

// combinedClient names the client that combining class comb of module g
// (which lists the mixin as local) or the other bases it lists assign to
// attr: "" with known true when none assigns it (a class that does not
// say), known false when a value names no client or two differ. locked says c.mu is
// held (g is a module parsed here); else g is the scanned file and c.mu is
// taken only to read and judge another module.
func (c *worldCache) combinedClient(w *thirdparty.World, g *model.File, comb *model.Node, local, attr string, locked bool) (string, bool) {
	found, ok := "", true
	add := func(h *model.File, cls *model.Node) {
		ctor, known := attrClient(h, cls, attr)
		switch {
		case !known:
			ok = false
		case ctor == "":
		case found != "" && ctor != found:
			ok = false
		default:
			found = ctor
		}
	}
	add(g, comb)
	sc := comb.ChildByFieldName("superclasses")
	for i := 0; ok && sc != nil && i < int(sc.NamedChildCount()); i++ {
		b := sc.NamedChild(i)
		if b.Sym() != model.SymIdentifier || g.Text(b) == local {
			continue
		}
		base := g.Text(b)
		if d := topClass(g, base); d != nil {
			add(g, d)
			continue
		}
		imp, has := model.Fact(g, importsKey, readImports)[base]
		if !has || imp.member == "" || w.Read == nil || w.Has == nil {
			continue
		}
		if !locked {
			c.mu.Lock()
		}
		if m := c.read(w, g.Path, imp.spec, imp.level); m != nil && bytes.Contains(m.src, []byte(imp.member)) {
			if h := m.parse(w); h != nil {
				if d := topClass(h, imp.member); d != nil {
					add(h, d)
				}
			}
		}
		if !locked {
			c.mu.Unlock()
		}
	}
	return found, ok
}

// attrClient names the client every assignment of attr (`self.v1_api`) in
// class cls of file h builds (pyctor.Of of the value; None placeholders
// aside): ctor "" with known true when none assigns it, known false when
// an assignment's value names no client or two name different ones.
func attrClient(h *model.File, cls *model.Node, attr string) (ctor string, known bool) {
	known = true
	model.Walk(cls, func(n *model.Node) bool {
		if !known {
			return false
		}
		if n.Sym() != model.SymAssignment || h.Text(n.ChildByFieldName("left")) != attr {
			return true
		}
		v := model.Unwrap(n.ChildByFieldName("right"))
		if v == nil {
			return true // a bare annotation
		}
		if v.Sym() == model.SymNone {
			return true
		}
		got := pyctor.Of(h, v)
		if got == "" || ctor != "" && got != ctor {
			known = false
			return false
		}
		ctor = got
		return true
	})
	return ctor, known
}

// assignsAttr reports whether class cls of f assigns attr itself.
func assignsAttr(f *model.File, cls *model.Node, attr string) bool {
	for _, b := range f.BindingsNamed(attr) {
		if model.Contains(cls, b.Value) {
			return true
		}
	}
	return false
}

// mixinBases are the bases a mixin may list and still take its
// attributes from the classes combining it: none of them assigns one.
var mixinBases = map[string]bool{"object": true, "ABC": true, "abc.ABC": true, "Protocol": true, "typing.Protocol": true, "Generic": true}

// baseless reports whether class cls of f lists no base other than
// mixinBases (a subscript, `Generic[T]`, counts by its value): the shape
// of a mixin (`class PodOpsMixin:`), whose self attributes only the
// classes combining it can set.
func baseless(f *model.File, cls *model.Node) bool {
	sc := cls.ChildByFieldName("superclasses")
	for i := 0; sc != nil && i < int(sc.NamedChildCount()); i++ {
		b := sc.NamedChild(i)
		if b.Sym() == model.SymKeywordArgument {
			continue // metaclass=ABCMeta
		}
		if b.Sym() == model.SymSubscript {
			b = b.ChildByFieldName("value")
		}
		if b == nil || !mixinBases[f.Text(b)] {
			return false
		}
	}
	return true
}

// topClass returns module g's top-level class name, nil when none.
func topClass(g *model.File, name string) *model.Node {
	for _, d := range tval.TopClasses(g) {
		if g.Text(d.ChildByFieldName("name")) == name {
			return d
		}
	}
	return nil
}

// listsBase reports whether class cls of g lists the name local among its
// bases.
func listsBase(g *model.File, cls *model.Node, local string) bool {
	sc := cls.ChildByFieldName("superclasses")
	for i := 0; sc != nil && i < int(sc.NamedChildCount()); i++ {
		if b := sc.NamedChild(i); b.Sym() == model.SymIdentifier && g.Text(b) == local {
			return true
		}
	}
	return false
}

// resolved is resolve.Python's answer for an import of module from, cached
// (c.mu held); "" when it does not resolve.
func (c *worldCache) resolved(w *thirdparty.World, from, spec string, level int) string {
	pk := pathKey{from, spec, level}
	p, ok := c.paths[pk]
	if !ok {
		p, _ = resolve.Python(from, spec, level, w.Has)
		c.paths[pk] = p
	}
	return p
}

// readPath returns repository module p read (c.mu held), for an import
// (read) or a package's __init__.py (MixinClient); nil when it is absent,
// unreadable, too large or the scan's maxFiles are spent.
func (c *worldCache) readPath(w *thirdparty.World, p string) *module {
	if !w.Has(p) {
		return nil
	}
	if g, done := c.files[p]; done {
		return g
	}
	if len(c.files) >= maxFiles {
		w.Spend(cacheKey, fmt.Sprintf("more than %d Python modules would be read for the clients they build (pyfactory's per-scan budget); clients built in the others are unknown", maxFiles))
		return nil
	}
	c.files[p] = nil
	src, err := w.Read(p)
	if err != nil || len(src) > maxBytes {
		return nil
	}
	m := &module{path: p, src: syntax.ParseInput(model.LangPython, src)}
	c.files[p] = m
	return m
}

// BaseClient returns the client constructor that attribute obj
// (`self.wit_client`) holds in a method of a class that never assigns it,
// read from the base classes the class lists, each of its module or
// imported from another module of the repository, whose methods assign it:
//
//	class AzureDevOpsBaseService(ABC):                     # base_service.py
//	    def __init__(self, config):
//	        self.wit_client = connection.clients.get_work_item_tracking_client()
//	class WorkItemService(AzureDevOpsBaseService):         # work_item_service.py
//	    async def search_items(self, k): self.wit_client.query_by_wiql(...)
//
// Every base that assigns the attribute must build the same client (None
// placeholders aside); one assigning a parameter or an unknown value
// gives "", so an injected or async client in the base stays unjudged.
// Bases are read one level deep. Only model.PyBlockingClients and the
// classes pyctor.Assumed takes for service clients are named. Source:
// blind-set misses, aymenfurter ado-mcp-server-python (services/).
func BaseClient(f *model.File, obj *model.Node) string {
	if f.Lang != model.LangPython || obj == nil || obj.Sym() != model.SymAttribute || model.Fact(f, ownKey, func(*model.File) bool { return false }) {
		return ""
	}
	cls := model.Ancestor(obj, model.SymClassDefinition)
	if cls == nil || baseless(f, cls) {
		return ""
	}
	attr := f.Text(obj)
	w := thirdparty.Of(f)
	c := w.Memo(cacheKey, func() any {
		return &worldCache{files: map[string]*module{}, answers: map[answerKey]string{}, paths: map[pathKey]string{}}
	}).(*worldCache)
	found, ok := "", true
	add := func(h *model.File, d *model.Node) {
		ctor, seen := pyctor.ClassAttrClient(h, d, attr)
		switch {
		case !seen:
		case ctor == "", found != "" && ctor != found:
			ok = false
		default:
			found = ctor
		}
	}
	sc := cls.ChildByFieldName("superclasses")
	for i := 0; ok && sc != nil && i < int(sc.NamedChildCount()); i++ {
		b := sc.NamedChild(i)
		if b.Sym() != model.SymIdentifier {
			continue
		}
		base := f.Text(b)
		if d := topClass(f, base); d != nil {
			if d != cls {
				add(f, d)
			}
			continue
		}
		imp, has := model.Fact(f, importsKey, readImports)[base]
		if !has || imp.member == "" || w.Read == nil || w.Has == nil {
			continue
		}
		c.mu.Lock()
		if m := c.read(w, f.Path, imp.spec, imp.level); m != nil && bytes.Contains(m.src, []byte(imp.member)) {
			if h := m.parse(w); h != nil {
				if d := topClass(h, imp.member); d != nil {
					add(h, d)
				}
			}
		}
		c.mu.Unlock()
	}
	if !ok {
		return ""
	}
	if _, known := model.PyBlockingClients[found]; !known && !pyctor.Assumed(f, found) {
		return ""
	}
	return found
}
