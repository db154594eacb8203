// Package pyhttpret follows a Python HTTP client that a function of another
// module of the repository hands out, to the POSTs made on it:
//
//	# freshdesk_mcp/client.py
//	@asynccontextmanager
//	async def _client() -> AsyncGenerator[httpx.AsyncClient, None]:
//	    yield _get_shared_client()
//
//	# freshdesk_mcp/tools/tickets.py
//	async with client._client() as c:
//	    await c.post(f"/tickets/{ticket_id}/reply", json={"body": body})
//
// The file that makes the POST cannot type `c`: it is bound to a call of a
// function the file does not define. Returns reads the other side, a
// function whose return annotation names an HTTP client class of requests,
// httpx or aiohttp (also inside a generator's or a context manager's type,
// `AsyncGenerator[httpx.AsyncClient, None]`, `Iterator[requests.Session]`,
// `Optional[httpx.Client]`), or whose every return or yield builds one;
// PostUses lists the `.post(...)` calls on a local bound to a call of a
// function the file does not define (an assignment or a `with ... as`
// target). The function summaries (checks/summary) pair them: a use whose
// callee Returns holds is a POST of the function that makes it, as Pyright
// types `c` by the callee's declared return type (for a context manager,
// the type `__aenter__` gives, the generator's yield type:
// https://docs.python.org/3/library/contextlib.html#contextlib.asynccontextmanager).
package pyhttpret

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/pyclient"
	"github.com/resilience-check/resilience-check/checks/model"
)

// clientClasses are the HTTP client classes whose post method sends a POST:
// requests' Session (https://requests.readthedocs.io/en/latest/api/#request-sessions),
// httpx's Client and AsyncClient (https://www.python-httpx.org/api/#client),
// aiohttp's ClientSession (https://docs.aiohttp.org/en/stable/client_reference.html).
var clientClasses = map[string]bool{
	"requests.Session": true, "requests.sessions.Session": true,
	"httpx.Client": true, "httpx.AsyncClient": true,
	"aiohttp.ClientSession": true,
}

// Returns reports whether Python function def hands out an HTTP client
// (clientClasses): its return annotation names one, or every return and
// yield of its body builds one (`return httpx.AsyncClient(...)`).
func Returns(f *model.File, def *model.Node) bool {
	if f.Lang != model.LangPython || def == nil || def.Sym() != model.SymFunctionDefinition {
		return false
	}
	if rt := def.ChildByFieldName("return_type"); rt != nil {
		found := false
		model.Walk(rt, func(n *model.Node) bool {
			if found {
				return false
			}
			if n.Sym() == model.SymAttribute || n.Sym() == model.SymIdentifier {
				found = clientClasses[model.ImportedName(f, n)]
				return n.Sym() != model.SymAttribute
			}
			return true
		})
		if found {
			return true
		}
	}
	if t := f.Text(def.ChildByFieldName("body")); !strings.Contains(t, "Client(") && !strings.Contains(t, "Session(") {
		return false // no client built here: no return or yield builds one
	}
	vals := adapt.PyReturns(def)
	model.Walk(def.ChildByFieldName("body"), func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymFunctionDefinition, model.SymLambda, model.SymClassDefinition:
			return false
		case model.SymYield:
			vals = append(vals, n.NamedChild(0))
			return false
		}
		return true
	})
	if len(vals) == 0 {
		return false
	}
	for _, v := range vals {
		v = model.Unwrap(v)
		if v == nil || v.Sym() != model.SymCall || !clientClasses[model.CalleeName(f, v)] {
			return false
		}
	}
	return true
}

// Use is a `.post(...)` call, At its callee, on a local bound to a call of
// Callee, a function the file does not define (`c` of `async with
// client._client() as c`), in the text the call is written with
// ("client._client"); What is the mutation judge named it ("POST").
type Use struct {
	Callee, What string
	At           *model.Node
}

// PostUses returns the `.post(...)` calls of Python function def's own
// body (not of the functions it defines) on a local bound to a call of a
// function the file does not define (a plain name or a member of a name:
// an imported function or a module's), at most four, one per callee, that
// judge names a mutation ("POST"; "" for none: RC601's tests of the
// request's target).
func PostUses(f *model.File, def *model.Node, judge func(call *model.Node) string) []Use {
	if f.Lang != model.LangPython || def == nil || !strings.Contains(f.Text(def), ".post(") {
		return nil
	}
	var out []Use
	model.Walk(def.ChildByFieldName("body"), func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymFunctionDefinition, model.SymLambda, model.SymClassDefinition:
			return false
		case model.SymCall:
			callee := model.Callee(n)
			if len(out) >= 4 || callee == nil || callee.Sym() != model.SymAttribute || f.Text(callee.ChildByFieldName("attribute")) != "post" {
				return true
			}
			c := pyclient.FactoryCallee(f, model.Unwrap(callee.ChildByFieldName("object")))
			if c == nil {
				return true
			}
			name := f.Text(c)
			if strings.HasPrefix(name, "self.") || strings.HasPrefix(name, "cls.") || model.ImportedName(f, c) != "" && !local(f, c) {
				return true // a method of the class, or a library's own function (httpx.AsyncClient: the file's own test)
			}
			for _, u := range out {
				if u.Callee == name {
					return true
				}
			}
			if what := judge(n); what != "" {
				out = append(out, Use{Callee: name, What: what, At: callee})
			}
		}
		return true
	})
	return out
}

// local reports whether callee c (a name or `mod.name`) is imported from a
// module of the repository, as far as the import's text tells: a relative
// import, or one whose first segment is no module of a library the scan
// knows (model.ImportedName gives the library's dotted path for both; a
// repository module is told by what the summaries resolve, so only the
// libraries whose clients the file already types are left out here).
func local(f *model.File, c *model.Node) bool {
	q := model.ImportedName(f, c)
	root := q
	if i := strings.IndexByte(q, '.'); i >= 0 {
		root = q[:i]
	}
	switch root {
	case "requests", "httpx", "aiohttp", "urllib", "urllib3", "http":
		return false
	}
	return true
}
