package pyctor

import (
	"strings"
	"sync"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/model"
)

// clsMember reports whether n is `cls.x`, an attribute of the class a
// classmethod is called on.
func clsMember(f *model.File, n *model.Node) bool {
	if n == nil || n.Sym() != model.SymAttribute {
		return false
	}
	o := n.ChildByFieldName("object")
	return o != nil && o.Sym() == model.SymIdentifier && f.Text(o) == "cls" && n.ChildByFieldName("attribute") != nil
}

// classClient names the client constructor a class attribute holds that a
// classmethod reads as `cls.x` (a connection manager caching one client per
// class: `cls._client = session.client(...)`, `return cls._client`): every
// assignment to an attribute of that name in the class, its bases and its
// subclasses of the file (`cls.x`, `self.x`, a class-level `x = ...`) or to
// `Name.x` for one of those classes must give the same client (None
// placeholders and bare annotations aside, a client annotation counts as
// its client), and at least one must give it. Anything else assigned, a
// value it cannot name, makes it unknown (""). A subclass in another file
// that sets the attribute is not seen: the classmethod is judged by its own
// file, as a method on self is.
func classClient(f *model.File, obj *model.Node) string {
	cls := model.Ancestor(obj, model.SymClassDefinition)
	if cls == nil {
		return ""
	}
	name := f.Text(obj.ChildByFieldName("attribute"))
	related := family(f, cls)
	found, ok := "", true
	f.NodesOf(model.NewSymBitset(model.SymAssignment), func(n *model.Node) bool {
		l := n.ChildByFieldName("left")
		if l == nil || !assigns(f, n, l, name, related) {
			return true
		}
		ctor := Annotated(f, n.ChildByFieldName("type"))
		if v := model.Unwrap(n.ChildByFieldName("right")); ctor == "" {
			switch {
			case v == nil, v.Sym() == model.SymNone:
				return true
			case v.Sym() == model.SymCall:
				ctor = pyCallClient(f, v)
			default:
				ctor = Hook(f, v)
			}
		}
		if _, known := model.PyBlockingClients[ctor]; !known || found != "" && ctor != found {
			ok = false
			return false
		}
		found = ctor
		return true
	})
	if !ok {
		return ""
	}
	return found
}

// family returns the classes of the file related to cls by inheritance as
// the file writes it (its bases and theirs, its subclasses and theirs), by
// name, with their definitions.
func family(f *model.File, cls *model.Node) map[string]*model.Node {
	byName, bases := map[string]*model.Node{}, map[string][]string{}
	f.NodesOf(model.NewSymBitset(model.SymClassDefinition), func(c *model.Node) bool {
		n := f.Text(c.ChildByFieldName("name"))
		byName[n] = c
		if sc := c.ChildByFieldName("superclasses"); sc != nil {
			for i := 0; i < int(sc.NamedChildCount()); i++ {
				b := f.Text(sc.NamedChild(i))
				bases[n] = append(bases[n], b[strings.LastIndexByte(b, '.')+1:])
			}
		}
		return true
	})
	out := map[string]*model.Node{f.Text(cls.ChildByFieldName("name")): cls}
	for grew := true; grew; {
		grew = false
		for n, bs := range bases {
			for _, b := range bs {
				_, hasN := out[n]
				_, hasB := out[b]
				if hasN && !hasB && byName[b] != nil {
					out[b], grew = byName[b], true
				}
				if hasB && !hasN {
					out[n], grew = byName[n], true
				}
			}
		}
	}
	return out
}

// assigns reports whether assignment n (left side l) sets the attribute
// named name of one of the classes related: `cls.name` or `self.name` in
// one of them, `Related.name` anywhere, or `name` in one's class body.
func assigns(f *model.File, n, l *model.Node, name string, related map[string]*model.Node) bool {
	in := func() bool {
		c := model.Ancestor(n, model.SymClassDefinition)
		return c != nil && related[f.Text(c.ChildByFieldName("name"))] == c
	}
	switch l.Sym() {
	case model.SymAttribute:
		o := l.ChildByFieldName("object")
		if o == nil || o.Sym() != model.SymIdentifier || f.Text(l.ChildByFieldName("attribute")) != name {
			return false
		}
		r := f.Text(o)
		return (r == "cls" || r == "self") && in() || related[r] != nil
	case model.SymIdentifier:
		st := n.Parent()
		if f.Text(l) != name || st == nil || st.Parent() == nil || st.Parent().Parent() == nil {
			return false
		}
		c := st.Parent().Parent()
		return c.Sym() == model.SymClassDefinition && related[f.Text(c.ChildByFieldName("name"))] == c
	}
	return false
}

// factories returns the client factories of the library rows: constructors
// whose method builds a blocking client (boto3.Session, whose client() is
// the row boto3.Session.client), by the constructor's name.
var factories = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	for name := range model.PyBlockingClients {
		if i := strings.LastIndexByte(name, '.'); i > 0 {
			if _, ok := model.PyBlockingClients[name[:i]]; !ok && name[i+1:] == "client" {
				out[name[:i]] = true
			}
		}
	}
	return out
})

// paramFactoryClient names the client a factory's method builds on a
// parameter annotated with the factory (`session: boto3.Session` then
// `session.client("guardduty")`: the row boto3.Session.client), or "".
func paramFactoryClient(f *model.File, call *model.Node) string {
	fn := model.Callee(call)
	if fn == nil || fn.Sym() != model.SymAttribute {
		return ""
	}
	obj := model.Unwrap(fn.ChildByFieldName("object"))
	if obj == nil || obj.Sym() != model.SymIdentifier || f.Lookup(f.Text(obj), obj) != nil {
		return ""
	}
	p := model.ParamNode(f, f.Text(obj), obj)
	if p == nil || p.ChildByFieldName("type") == nil {
		return ""
	}
	t := model.Unwrap(p.ChildByFieldName("type"))
	if t.Sym() != model.SymIdentifier && t.Sym() != model.SymAttribute && t.NamedChildCount() == 1 { // the annotation's type node
		t = t.NamedChild(0)
	}
	if t.Sym() != model.SymIdentifier && t.Sym() != model.SymAttribute {
		return ""
	}
	if q := model.ImportedName(f, t); factories()[q] {
		ctor := q + "." + f.Text(fn.ChildByFieldName("attribute"))
		if _, ok := model.PyBlockingClients[ctor]; ok {
			return ctor
		}
	}
	return ""
}

// classArgClient names the client a helper of the file builds from the
// class its caller hands it (kubectl-mcp-server's `_get_client(context,
// client_class)` returning `client_class(api_client=...)`, called as
// `_get_client(context, client.CoreV1Api)`): every return of the helper
// calls the same parameter, and the argument call gives for it is a client
// constructor some library row models; else "".
func classArgClient(f *model.File, call *model.Node) string {
	def := pyCalledDef(f, model.Callee(call))
	if def == nil {
		return ""
	}
	param := ReturnsCallOf(f, def)
	if param == "" || f.Lookup(param, def.ChildByFieldName("body")) != nil {
		return ""
	}
	arg := f.Kwarg(call, param)
	if arg == nil {
		ps := def.ChildByFieldName("parameters")
		for i, k := 0, 0; ps != nil && i < int(ps.NamedChildCount()); i++ {
			p := ps.NamedChild(i)
			name := p
			if p.Sym() != model.SymIdentifier {
				name = p.ChildByFieldName("name")
				if name == nil && p.NamedChildCount() > 0 {
					name = p.NamedChild(0)
				}
			}
			if name == nil {
				return ""
			}
			if f.Text(name) == "self" || f.Text(name) == "cls" {
				continue
			}
			if f.Text(name) == param {
				arg = model.Arg(call, k)
				break
			}
			k++
		}
	}
	if arg == nil {
		return ""
	}
	q := model.ImportedName(f, model.Unwrap(arg))
	if !knownClient(q) {
		return ""
	}
	return q
}

// knownClient reports whether ctor is a client constructor of the library
// rows pyctor's callers judge: a blocking client or a factory of one.
func knownClient(ctor string) bool {
	_, ok := model.PyBlockingClients[ctor]
	return ok || factories()[ctor]
}

// ReturnsCallOf returns the name every return of Python function def calls
// (`return cls(api_client=...)`: "cls"), or "" when def has no return or one
// gives anything else (a bare return, another name, a call of an
// attribute). The helpers handed a client class read it (classArgClient
// here, pyfactory's classParam across modules).
func ReturnsCallOf(f *model.File, def *model.Node) string {
	param := ""
	for _, r := range adapt.PyReturns(def) {
		v := model.Unwrap(r)
		var c *model.Node
		if v != nil && v.Sym() == model.SymCall {
			c = model.Callee(v)
		}
		if c == nil || c.Sym() != model.SymIdentifier || param != "" && f.Text(c) != param {
			return ""
		}
		param = f.Text(c)
	}
	return param
}
