// Package pyctor names the client constructor a Python receiver comes
// from ("requests.Session"): the value it was assigned from (through `with
// ... as`, `self.x = ...`, annotated assignments), a call made in place, a
// helper or method of the file that returns a client, a factory's method
// (boto3.Session().client), or a parameter's annotation. RC201 reads it to
// judge blocking methods in async code, RC101/RC102/RC103 and the facts
// (bounds, looptool, handlers' flow) to apply a client's library rows.
// Shapes it does not read itself come from hooks other fact packages set at
// init: Hook (checks/facts/pyrecv) and ValueClient (checks/facts/lifespan).
// Moved out of checks/model (blocking_async.go) unchanged, to keep that
// package under the 4,000-line ceiling (checks/size_test.go).
package pyctor

import (
	"cmp"
	"slices"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// Of returns the constructor name ("requests.Session") of the
// object a method is called on: the value it was assigned from (through
// `with ... as`, `self.x = ...`, annotated assignments), a call made in
// place (`requests.Session().get`), or the annotation of a parameter.
func Of(f *model.File, obj *model.Node) string {
	obj = model.Unwrap(obj)
	if c := ValueClient(f, obj); c != "" {
		return c
	}
	if obj.Sym() == model.SymCall {
		return pyCallClient(f, obj)
	}
	if obj.Sym() == model.SymAttribute && model.IsSelfMember(f.Text(obj)) {
		return pySelfClient(f, obj)
	}
	if clsMember(f, obj) {
		return classClient(f, obj)
	}
	if obj.Sym() == model.SymAttribute {
		if c := instanceAttrClient(f, obj); c != "" {
			return c // server.translator of a module-level `server = Srv()`
		}
	}
	if obj.Sym() != model.SymIdentifier {
		return Hook(f, obj)
	}
	v := f.Lookup(f.Text(obj), obj)
	if v == nil {
		if p := model.ParamNode(f, f.Text(obj), obj); p != nil {
			return Annotated(f, p.ChildByFieldName("type"))
		}
		if c := tupleClient(f, obj); c != "" {
			return c // client, user_id, err = _get_authenticated_client()
		}
		return ImportedClient(f, obj)
	}
	if a := v.Parent(); a != nil && a.Sym() == model.SymAssignment && a.ChildByFieldName("type") != nil {
		if t := Annotated(f, a.ChildByFieldName("type")); t != "" {
			return t
		}
	}
	r := model.Unwrap(f.Resolve(obj)) // client = await get_client()
	if r.Sym() == model.SymCall {
		return cmp.Or(ValueClient(f, r), pyCallClient(f, r))
	}
	return cmp.Or(ValueClient(f, r), Hook(f, r))
}

// Hook, set at init by checks/facts/pyrecv (linked by every rule through checks/facts/handlers), names the
// client of a value PyClientOf does not read itself (`x or Ctor()`, `self.clients[k]`: pyrecv.Client), else "".
var Hook = func(*model.File, *model.Node) string { return "" }

// ValueClient, set by package checks/facts/lifespan, names the client of an entry of an MCP server's lifespan
// context (`ctx.request_context.lifespan_context["pool"]`), else "".
var ValueClient = func(*model.File, *model.Node) string { return "" }

// Assumed, set by checks/facts/syncsdk, reports whether ctor, as file f names it, is a class of a
// third-party package that the shape of its name marks as a service client no row describes
// (syncsdk.Class): a helper that returns one names it, as it names a row's client.
var Assumed = func(*model.File, string) bool { return false }

// ImportedClient, set by checks/facts/pyfactory, names the client of a factory call or a name imported from another
// module of the repository, else "".
var ImportedClient = func(*model.File, *model.Node) string { return "" }

// MixinClient, set by checks/facts/pyfactory, names the client a class's
// attribute `self.x` holds when the class never assigns it (a mixin) and
// the classes combining it with other bases all assign it one client, else "".
var MixinClient = func(*model.File, *model.Node) string { return "" }

// ReturnedClient is pyReturnedClient, for checks/facts/pyfactory.
func ReturnedClient(f *model.File, def *model.Node) string { return pyReturnedClient(f, def) }

// pyCallClient names the client a call builds: its constructor, or for a helper of the file, the
// client the helper returns (pyReturnedClient); else the callee's name.
func pyCallClient(f *model.File, call *model.Node) string {
	ctor := model.CalleeName(f, call)
	if _, ok := model.PyBlockingClients[ctor]; ok {
		return ctor
	}
	if def := pyCalledDef(f, model.Callee(call)); def != nil {
		ctor = cmp.Or(pyReturnedClient(f, def), ctor)
	} else if c := ImportedClient(f, call); c != "" {
		ctor = c
	}
	return cmp.Or(pyFactoryClient(f, call), classArgClient(f, call), ctor)
}

// pyCalledDef returns the definition of the function or method a callee names in the file: helper(),
// self.get_client() (a method of the file), or db.connect() where db is an instance of a class of the
// file (`db = Database(cfg)`) or a parameter annotated with one (`aws: AWSManager`); nil otherwise.
func pyCalledDef(f *model.File, fn *model.Node) *model.Node {
	if fn != nil && (fn.Sym() == model.SymIdentifier || model.IsSelfMember(f.Text(fn))) {
		if def := f.LocalFunc(fn); def != nil && def.Sym() == model.SymFunctionDefinition {
			return def
		}
		return nil
	}
	if fn == nil || fn.Sym() != model.SymAttribute || model.Unwrap(fn.ChildByFieldName("object")).Sym() != model.SymIdentifier {
		return nil
	}
	obj, cls := model.Unwrap(fn.ChildByFieldName("object")), ""
	if p := model.ParamNode(f, f.Text(obj), obj); p != nil && p.ChildByFieldName("type") != nil {
		cls = f.Text(p.ChildByFieldName("type"))
	} else if v := model.Unwrap(f.Resolve(obj)); v != nil && v.Sym() == model.SymCall && model.Callee(v) != nil && model.Callee(v).Sym() == model.SymIdentifier {
		cls = f.Text(model.Callee(v))
	}
	var def *model.Node
	f.NodesOf(model.NewSymBitset(model.SymClassDefinition), func(c *model.Node) bool {
		if f.Text(c.ChildByFieldName("name")) == cls {
			model.Walk(c.ChildByFieldName("body"), func(m *model.Node) bool {
				if m.Sym() == model.SymFunctionDefinition && f.Text(m.ChildByFieldName("name")) == f.Text(fn.ChildByFieldName("attribute")) {
					def = m
				}
				return def == nil && m.Sym() != model.SymFunctionDefinition && m.Sym() != model.SymClassDefinition
			})
		}
		return def == nil
	})
	return def
}

// pyFactoryClient names the client a client factory's method builds (`session.client("s3")` where
// session = boto3.Session(...): the row boto3.Session.client), or "".
func pyFactoryClient(f *model.File, call *model.Node) string {
	if c := paramFactoryClient(f, call); c != "" {
		return c
	}
	if fn := model.Callee(call); fn != nil && fn.Sym() == model.SymAttribute {
		if owner := model.Unwrap(f.Resolve(fn.ChildByFieldName("object"))); owner != nil && owner.Sym() == model.SymCall {
			ctor := model.CalleeName(f, owner) + "." + f.Text(fn.ChildByFieldName("attribute"))
			if _, ok := model.PyBlockingClients[ctor]; ok {
				return ctor
			}
			// a session a helper of the file returns (`session = get_aws_session(region)`,
			// `return boto3.Session(**kwargs)`): the factory's row, boto3.Session.client
			if def := pyCalledDef(f, model.Callee(owner)); def != nil {
				if made := pyReturnedClient(f, def); factories()[made] {
					ctor = made + "." + f.Text(fn.ChildByFieldName("attribute"))
					if _, ok := model.PyBlockingClients[ctor]; ok {
						return ctor
					}
				}
			}
		}
	}
	return ""
}

var pyJudging = model.NewFactKey[map[*model.Node]bool]("pyReturnedClient.judging") // the helpers being judged
// pyReturnedClient returns the client constructor a helper of the file returns (get_client() that
// builds and caches a module-level client): every return gives a constructor call, or a name whose
// every assignment in the file is such a call (None placeholders aside). The constructors must come
// from one package (chromadb.HttpClient or chromadb.PersistentClient by configuration); otherwise "". A
// helper reached again while judged (self.x set from the helper returning it) is unknown, not a loop.
func pyReturnedClient(f *model.File, def *model.Node) string {
	judging := model.Fact(f, pyJudging, func(*model.File) map[*model.Node]bool { return map[*model.Node]bool{} })
	if judging[def] {
		return ""
	}
	judging[def] = true
	defer delete(judging, def)
	found, pkg, ok := "", "", true
	agree := func(ctor string) {
		if _, known := model.PyBlockingClients[ctor]; !known && !factories()[ctor] && !Assumed(f, ctor) {
			ok = false
			return
		}
		p, _, _ := strings.Cut(ctor, ".") // one top-level package: boto3.client and boto3.Session.client
		if pkg != "" && p != pkg {
			ok = false
			return
		}
		if found == "" {
			found, pkg = ctor, p
		}
	}
	returns := adapt.PyReturns(def)
	for _, r := range returns {
		v := model.Unwrap(r)
		switch {
		case v == nil:
			ok = false
		case v.Sym() == model.SymCall:
			agree(cmp.Or(pyFactoryClient(f, v), classArgClient(f, v), model.CalleeName(f, v)))
		case v.Sym() == model.SymAttribute && model.IsSelfMember(f.Text(v)): // return self._client, cached by the class
			agree(pySelfClient(f, v))
		case clsMember(f, v): // return cls._client, cached on the class by a classmethod
			agree(classClient(f, v))
		case v.Sym() == model.SymIdentifier:
			named := f.BindingsNamed(f.Text(v)) // a name assigned in def is its local, whatever callers bind to it
			if in := slices.DeleteFunc(slices.Clone(named), func(b model.Binding) bool { return b.Scope != def }); len(in) > 0 {
				named = in
			}
			if len(named) == 0 {
				ok = false
			}
			for _, nb := range named {
				switch b := model.Unwrap(nb.Value); {
				case b == nil:
					ok = false
				case b.Sym() == model.SymNone:
				case b.Sym() == model.SymCall:
					agree(cmp.Or(pyFactoryClient(f, b), model.CalleeName(f, b)))
				default:
					ok = false
				}
			}
		default: // return self.clients[region]
			agree(Hook(f, v))
		}
		if !ok {
			break
		}
	}
	if !ok || len(returns) == 0 {
		return ""
	}
	return found
}

// pySelfClient resolves self.x through every assignment to it in the enclosing class: it names a
// client constructor only when all the calls assigned agree (`self.s = None` placeholders aside). An
// assignment from a parameter or an unknown call makes it unknown, so a class that stores an injected
// or lazily built async client is not judged.
func pySelfClient(f *model.File, obj *model.Node) string {
	cls := model.Ancestor(obj, model.SymClassDefinition)
	found, seen := classAttrClient(f, cls, f.Text(obj))
	if !seen && cls != nil {
		if attr := obj.ChildByFieldName("attribute"); attr != nil {
			if c := propertyClient(f, cls, f.Text(attr)); c != "" {
				return c // self.conn, a property that opens the connection on first use
			}
		}
		// a mixin's attribute, set by a class combined with it, or one a base class sets
		return cmp.Or(MixinClient(f, obj), BaseClient(f, obj))
	}
	return found
}

// ClassAttrClient names the client every assignment of attribute attr (`self.wit_client`) in class cls
// of file f builds, as pySelfClient reads the enclosing class's; seen is false when the class assigns
// it nothing (then found is ""). For checks/facts/pyfactory's BaseClient, which reads base classes.
func ClassAttrClient(f *model.File, cls *model.Node, attr string) (found string, seen bool) {
	return classAttrClient(f, cls, attr)
}

// classAttrClient is ClassAttrClient; a nil cls reads every assignment of the file.
func classAttrClient(f *model.File, cls *model.Node, attr string) (string, bool) {
	found, seen := "", false
	for _, b := range f.BindingsNamed(attr) {
		if cls != nil && !model.Contains(cls, b.Value) {
			continue
		}
		seen = true
		ctor := ""
		if a := b.Value.Parent(); a != nil && a.Sym() == model.SymAssignment {
			ctor = Annotated(f, a.ChildByFieldName("type"))
		}
		if v := model.Unwrap(b.Value); ctor == "" {
			switch v.Sym() {
			case model.SymNone:
				continue
			case model.SymCall: // as a local's value reads it: a constructor, a helper's client, a factory's (builder.configs(c).create())
				ctor = pyCallClient(f, v)
				if _, known := model.PyBlockingClients[ctor]; !known {
					ctor = cmp.Or(nestedCallClient(f, v), ctor)
				}
			default:
				ctor = Hook(f, v)
			}
		}
		if ctor == "" || (found != "" && !sameClient(ctor, found)) {
			return "", seen
		}
		found = cmp.Or(found, ctor)
	}
	return found, seen
}

// BaseClient, set by checks/facts/pyfactory, names the client a class's attribute `self.x` holds when
// the class never assigns it and the base classes it lists (of its module or imported from another
// module of the repository) do, all with one client, else "".
var BaseClient = func(*model.File, *model.Node) string { return "" }

// nestedCallClient names the client of a library row with `nested: true` (azure-devops' Connection,
// the Docker SDK) that call reaches through the row's attributes and methods from a local or a call:
// `connection.clients.get_work_item_tracking_client()` where connection = Connection(...). Every method
// called on the way must be one of the row's methods or the row's methods "*" (their exclusions
// included: get_*_client makes no request but returns the row's client); "" otherwise.
func nestedCallClient(f *model.File, call *model.Node) string {
	var called []string
	n := call
	for hop := 0; hop < 8; hop++ {
		switch n.Sym() {
		case model.SymCall:
			callee := model.Callee(n)
			if callee == nil {
				return ""
			}
			if callee.Sym() == model.SymAttribute && hop < 7 {
				called = append(called, f.Text(callee.ChildByFieldName("attribute")))
				n = model.Unwrap(callee.ChildByFieldName("object"))
				continue
			}
		case model.SymAttribute:
			if !model.IsSelfMember(f.Text(n)) {
				n = model.Unwrap(n.ChildByFieldName("object"))
				continue
			}
		}
		// a self member is not followed: its own assignment may be this one (self.c = self.c.get_x())
		if hop == 0 || n.Sym() != model.SymIdentifier && n.Sym() != model.SymCall {
			return ""
		}
		ctor := Of(f, n) // connection, Connection(...)
		r := libmodels.Builtin().Lookup(libmodels.Python, ctor)
		if r == nil || !r.Nested {
			return ""
		}
		for _, m := range called {
			if !r.HasMethod(m) && !slices.Contains(r.Methods, "*") {
				return ""
			}
		}
		return ctor
	}
	return ""
}

// Annotated returns the client constructor that annotation t names (a
// parameter's, a variable's or a dataclass field's: `client: TodoistAPI`),
// looking through Optional[X], Union[X, None], Annotated[X, ...] and
// X | None, not into a container's (ContextVar[Session]); "" when t names no
// known or assumed client class.
func Annotated(f *model.File, t *model.Node) string {
	if t == nil {
		return ""
	}
	found := ""
	model.Walk(t, func(n *model.Node) bool {
		if found != "" {
			return false
		}
		switch n.Sym() {
		case model.SymGenericType, model.SymSubscript:
			h := f.Text(n.NamedChild(0))
			h = h[strings.LastIndex(h, ".")+1:]
			return h == "Optional" || h == "Union" || h == "Annotated"
		case model.SymIdentifier, model.SymAttribute:
			if q := model.ImportedName(f, n); q != "" {
				if _, ok := model.PyBlockingClients[q]; ok || Assumed(f, q) {
					found = q
				}
			}
			return false
		}
		return true
	})
	return found
}
