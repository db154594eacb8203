// Package lifespan types the values an MCP server's lifespan hands its
// tools. FastMCP's documented pattern (modelcontextprotocol/python-sdk
// README, "Lifespan"; jlowin/fastmcp "Lifespan") builds a database pool or
// an HTTP client in an async context manager and yields it:
//
//	@asynccontextmanager
//	async def lifespan(server):
//	    async with asyncpg.create_pool(dsn) as pool:
//	        yield {"pool": pool}          # or: yield AppContext(db=db)
//
// and a tool reaches it as ctx.request_context.lifespan_context["pool"] (or
// .db, or ctx.lifespan_context in newer versions). pyctor.Of cannot
// see through that subscript; Client gives it the constructor of what the
// lifespan functions of the same file yield under that key or attribute, so
// RC101/RC201/RC402 judge the calls on it as they judge a local client.
// A tool module rarely imports the server module that defines the
// lifespan: when the file has no lifespan function that yields the entry,
// Client asks Repo, the lifespans of the scan's other files (the handler
// registry reads them: handlers.Registry), as CodeQL's type tracking
// follows a value across modules.
package lifespan

import (
	"cmp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/pyctor"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

func init() { pyctor.ValueClient = Client }

// Client returns the client constructor ("psycopg_pool.ConnectionPool") of
// v when v is an entry of the lifespan context (`X.lifespan_context["k"]`,
// `X.lifespan_context.get("k")`, `X.lifespan_context.k`, or a name bound to X.lifespan_context subscripted
// or dotted the same way) and every yield of the file's lifespan functions
// that has the entry agrees on one constructor; "" otherwise.
func Client(f *model.File, v *model.Node) string {
	_, ctor := value(f, v)
	return ctor
}

// Value is Client's entry as the expression that builds it: the
// constructor call of the first yield (every yield agrees on its
// constructor), for a rule that judges the call itself (RC402's error
// origin); nil when Client gives "".
func Value(f *model.File, v *model.Node) *model.Node {
	n, _ := value(f, v)
	return n
}

func value(f *model.File, v *model.Node) (*model.Node, string) {
	key, ok := entry(f, model.Unwrap(v))
	if !ok {
		return nil, ""
	}
	ys := yielded(f, key)
	if len(ys) == 0 && Repo != nil { // the lifespan is in another file
		return nil, Repo(f, key)
	}
	if n, ctor := byKey(f, ys); ctor != "" {
		return n, ctor
	}
	return nil, fieldClient(f, key)
}

// Repo, set by package handlers, returns the constructor the lifespans of
// the scan's other files agree to yield under key (Entries), or "".
var Repo func(f *model.File, key string) string

// Entries maps each key or keyword the lifespan functions of f yield (a
// dict literal's string keys, the keyword arguments of a class built in
// place) to the constructor of its client, "" when they disagree or it is
// none: what Repo answers for the files that use the context.
func Entries(f *model.File) map[string]string {
	out := map[string]string{}
	lifespans(f, func(y *model.Node) {
		y = f.Resolve(y)
		if y == nil {
			return
		}
		for i := 0; i < int(y.NamedChildCount()); i++ {
			k := y.NamedChild(i)
			switch {
			case y.Sym() == model.SymDictionary && k.Sym() == model.SymPair:
				if s := k.ChildByFieldName("key"); s != nil && s.Sym() == model.SymString {
					out[strings.Trim(f.Text(s), `'"`)] = ""
				}
			case y.Sym() == model.SymCall && k.Sym() == model.SymArgumentList:
				for j := 0; j < int(k.NamedChildCount()); j++ {
					if kw := k.NamedChild(j); kw.Sym() == model.SymKeywordArgument && kw.ChildByFieldName("name") != nil {
						out[f.Text(kw.ChildByFieldName("name"))] = ""
					}
				}
			}
		}
	})
	for key := range out {
		if _, out[key] = byKey(f, yielded(f, key)); out[key] == "" {
			out[key] = fieldClient(f, key)
		}
	}
	return out
}

// byKey returns the constructor call and name every value of ys agrees on.
func byKey(f *model.File, ys []*model.Node) (*model.Node, string) {
	var first *model.Node
	found := ""
	for _, val := range ys {
		ctor := ""
		if _, nested := entry(f, model.Unwrap(val)); val != nil && !nested {
			ctor = cmp.Or(pyctor.Of(f, val), attrClient(f, val))
		}
		if ctor == "" || (found != "" && ctor != found) {
			return nil, ""
		}
		if found == "" {
			first = model.Unwrap(f.Resolve(val))
		}
		found = ctor
	}
	return first, found
}

// attrClient returns the constructor of the client an attribute chain
// starts from (`vault_client.secrets.kv.v2` where vault_client =
// hvac.Client(...)) when that client's library row says its attributes'
// methods are its own (Row.Nested: hvac, the Docker SDK); "" for any other
// value, a chain from self or a call, or a row without nested.
func attrClient(f *model.File, v *model.Node) string {
	v = model.Unwrap(v)
	for hop := 0; v != nil && v.Sym() == model.SymAttribute && hop < 6; hop++ {
		if model.IsSelfMember(f.Text(v)) {
			return ""
		}
		v = model.Unwrap(v.ChildByFieldName("object"))
	}
	if v == nil || v.Sym() != model.SymIdentifier || f.Text(v) == "self" {
		return ""
	}
	ctor := pyctor.Of(f, v)
	if r := libmodels.Builtin().Lookup(libmodels.Python, ctor); r == nil || !r.Nested {
		return ""
	}
	return ctor
}

// entry returns the key or attribute v takes from a lifespan context.
func entry(f *model.File, v *model.Node) (string, bool) {
	if v == nil || f.Lang != model.LangPython {
		return "", false
	}
	var obj *model.Node
	key := ""
	switch v.Sym() {
	case model.SymSubscript:
		obj = v.ChildByFieldName("value")
		s := v.ChildByFieldName("subscript")
		if s == nil || s.Sym() != model.SymString {
			return "", false
		}
		key = strings.Trim(f.Text(s), `'"`)
	case model.SymAttribute:
		obj = v.ChildByFieldName("object")
		key = f.Text(v.ChildByFieldName("attribute"))
	case model.SymCall: // X.lifespan_context.get("pool")
		fn, k := model.Callee(v), model.Arg(v, 0)
		if fn == nil || fn.Sym() != model.SymAttribute || f.Text(fn.ChildByFieldName("attribute")) != "get" || k == nil || k.Sym() != model.SymString {
			return "", false
		}
		obj, key = fn.ChildByFieldName("object"), strings.Trim(f.Text(k), `'"`)
	default:
		return "", false
	}
	return key, key != "" && isContext(f, obj)
}

// isContext reports whether n is the lifespan context: an expression whose
// last attribute is lifespan_context, or a name bound to one.
func isContext(f *model.File, n *model.Node) bool {
	n = model.Unwrap(n)
	if n != nil && n.Sym() == model.SymIdentifier {
		n = f.Resolve(n)
	}
	return n != nil && n.Sym() == model.SymAttribute && f.Text(n.ChildByFieldName("attribute")) == "lifespan_context"
}

// yielded returns, for each yield of the file's lifespan functions (async
// functions decorated with asynccontextmanager), the value it gives under
// key: a dict literal's entry, or the keyword argument or field of a class
// of the file built in place (`AppContext(db=db)`); nil for a yield that
// gives something else, so an unknown shape makes the whole entry unknown.
func yielded(f *model.File, key string) []*model.Node {
	var out []*model.Node
	lifespans(f, func(y *model.Node) { out = append(out, valueAt(f, y, key)) })
	return out
}

// lifespans calls yield with what each yield of the file's lifespan
// functions gives.
func lifespans(f *model.File, yield func(*model.Node)) {
	f.NodesOf(model.NewSymBitset(model.SymDecoratedDefinition), func(d *model.Node) bool {
		def := d.ChildByFieldName("definition")
		if def == nil || def.Sym() != model.SymFunctionDefinition || !contextManager(f, d) {
			return true
		}
		model.Walk(def.ChildByFieldName("body"), func(n *model.Node) bool {
			switch n.Sym() {
			case model.SymFunctionDefinition, model.SymLambda, model.SymClassDefinition:
				return false
			case model.SymYield:
				if n.NamedChildCount() > 0 {
					yield(n.NamedChild(0))
				}
				return false
			}
			return true
		})
		return true
	})
}

// contextManager reports whether decorated definition d carries
// @asynccontextmanager (or @contextlib.asynccontextmanager).
func contextManager(f *model.File, d *model.Node) bool {
	for j := 0; j < int(d.NamedChildCount()); j++ {
		if c := d.NamedChild(j); c.Sym() == model.SymDecorator && strings.HasSuffix(f.Text(c), "asynccontextmanager") {
			return true
		}
	}
	return false
}

// valueAt returns the value yielded expression y holds under key, through a
// name bound to it; nil when unknown.
func valueAt(f *model.File, y *model.Node, key string) *model.Node {
	y = f.Resolve(y)
	switch {
	case y == nil:
		return nil
	case y.Sym() == model.SymDictionary:
		if v, spread := f.DictKey(y, key); !spread {
			return v
		}
	case y.Sym() == model.SymCall:
		if v := f.Kwarg(y, key); v != nil {
			return v
		}
		if i := fieldIndex(f, model.Callee(y), key); i >= 0 {
			return model.Arg(y, i)
		}
	}
	return nil
}

// fieldIndex returns the position of field key among the annotated fields
// of the class of the file that callee names (a dataclass), or -1.
func fieldIndex(f *model.File, callee *model.Node, key string) int {
	i, _ := classField(f, callee, key)
	return i
}

// classField reads field key of the class of the file that callee names:
// its position among the class body's annotated fields (-1 when key is not
// one) and the annotation of the last assignment to key in the body (nil
// when there is none or it has no annotation).
func classField(f *model.File, callee *model.Node, key string) (int, *model.Node) {
	if callee == nil || callee.Sym() != model.SymIdentifier {
		return -1, nil
	}
	idx := -1
	var typ *model.Node
	f.NodesOf(model.NewSymBitset(model.SymClassDefinition), func(c *model.Node) bool {
		if f.Text(c.ChildByFieldName("name")) != f.Text(callee) {
			return true
		}
		body, i := c.ChildByFieldName("body"), 0
		for j := 0; body != nil && j < int(body.NamedChildCount()); j++ {
			s := body.NamedChild(j)
			if s.Sym() != model.SymExpressionStatement || s.NamedChild(0) == nil || s.NamedChild(0).Sym() != model.SymAssignment {
				continue
			}
			a := s.NamedChild(0)
			t := a.ChildByFieldName("type")
			if f.Text(a.ChildByFieldName("left")) == key {
				typ = t
				if t != nil {
					idx = i
				}
			}
			if t != nil {
				i++
			}
		}
		return false
	})
	return idx, typ
}

// fieldClient returns the client class that the field key of the context
// class every lifespan yield of f builds is annotated with, when the value
// passed for it is built where the file cannot see (`todoist_client =
// get_api_client()` of another module, then `yield AppContext(todoist_client=
// todoist_client)` with `todoist_client: TodoistAPI` in the dataclass, as the
// FastMCP Lifespan docs write it): the annotation is the type the server
// declares for the entry. "" when a yield is no call of a class of the file,
// the yields name different classes or the annotation names no client.
func fieldClient(f *model.File, key string) string {
	found, agreed := "", true
	lifespans(f, func(y *model.Node) {
		y = f.Resolve(y)
		t := ""
		if y != nil && y.Sym() == model.SymCall {
			_, ft := classField(f, model.Callee(y), key)
			t = pyctor.Annotated(f, ft)
		}
		if t == "" || found != "" && t != found {
			agreed = false
		}
		found = t
	})
	if !agreed {
		return ""
	}
	return found
}
