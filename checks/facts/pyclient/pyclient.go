// Package pyclient tells whether a Python method call is a blocking call of
// a client the file builds (a boto3 client, a requests session, a DuckDB
// connection: the blocking rows of libmodels), however the file reaches the
// client: built in place, held in a variable or in a field of self, or
// returned by a helper or a method of the file (`conn = self.connect()`,
// `s3 = aws.get_client("s3")`, cached in `self._client`), as
// pyctor.Of resolves it. The function summaries (checks/summary)
// record such a call as what a sync function blocks on, so that an async
// handler that calls the function, in its file or another, is reported by
// RC201 (bench/realcode/blind7-misses.tsv, "summary: RC201 sync method of a
// same-file class instance", "sync helper in another module").
package pyclient

import (
	"github.com/resilience-check/resilience-check/checks/facts/dbcursor"
	"maps"
	"strings"
	"sync"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/genclient"
	"github.com/resilience-check/resilience-check/checks/facts/pyctor"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// Blocking returns the name of the blocking client method call n makes
// ("duckdb.connect().execute"), or "" when n is no method call of a known
// blocking client or the method does not block (a boto3 client's
// get_paginator). A method blocks when the client's row lists it, or lists
// "*" without excluding it ("!name"), as RC201 reads the rows.
func Blocking(f *model.File, n *model.Node) string {
	callee := model.Callee(n)
	if f.Lang != model.LangPython || callee == nil || callee.Sym() != model.SymAttribute {
		return ""
	}
	method := f.Text(callee.ChildByFieldName("attribute"))
	obj := callee.ChildByFieldName("object")
	if ctor := pyctor.Of(f, obj); blocksOnIn(f, ctor, method) {
		if ctor == "socket.socket" && Datagram(f, n, f.Text(obj)) {
			return ""
		}
		return ctor + "()." + method
	}
	return ""
}

// Datagram reports whether call, a method call on the socket recv (a
// socket.socket), is made where the socket is a datagram one: the enclosing
// function (the class, for a socket kept on self) mentions SOCK_DGRAM. A
// datagram socket's connect only sets its default peer: nothing is sent and
// nothing waits (a UDP connect to 8.8.8.8 to find the local address), so
// it neither needs a timeout (RC101) nor blocks the event loop (RC201).
func Datagram(f *model.File, call *model.Node, recv string) bool {
	around := model.EnclosingFunc(call)
	if model.IsSelfMember(recv) {
		if cls := model.Ancestor(call, model.SymClassDefinition); cls != nil {
			around = cls
		}
	}
	return around != nil && strings.Contains(f.Text(around), "SOCK_DGRAM")
}

// BlocksOn reports whether method of the blocking client ctor builds blocks.
func BlocksOn(ctor, method string) bool { return blocksOnIn(nil, ctor, method) }

// blocksOnIn is BlocksOn for a constructor the file f names (ClientIn).
func blocksOnIn(f *model.File, ctor, method string) bool {
	cl, ok := ClientIn(f, ctor)
	if b, cur := dbcursor.Blocks(ctor, method); cur { // "cursor().execute": a DB-API cursor of the connection
		return ok && b
	}
	return ok && (cl.Methods[method] || cl.Methods["*"] && !cl.Methods["!"+method])
}

// Client returns the blocking client the constructor ctor builds: a row's
// (model.PyBlockingClients), else a blocking family row's whose shape the
// name has (libmodels.Row.Shape: every <X>Api class of an OpenAPI-generated
// package is a synchronous urllib3 client). ok is false for neither.
func Client(ctor string) (model.BlockingClient, bool) { return ClientIn(nil, ctor) }

// ClientIn is Client for a constructor the file f names: a family row that
// needs evidence from the file (libmodels.Shape.With) matches too.
func ClientIn(f *model.File, ctor string) (model.BlockingClient, bool) {
	if cl, ok := model.PyBlockingClients[ctor]; ok || ctor == "" {
		return cl, ok
	}
	var r *libmodels.Row
	if f != nil {
		r = genclient.Lookup(f, libmodels.Builtin(), libmodels.Python, ctor)
	} else {
		r = libmodels.Builtin().Lookup(libmodels.Python, ctor)
	}
	if r == nil || r.Shape == nil || !r.Blocks {
		return model.BlockingClient{}, false
	}
	cl, ok := familyClients().clients[r]
	return cl, ok
}

// blockingFamilies holds the blocking Python family rows as RC201 reads
// them, and their hints.
type blockingFamilies struct {
	clients map[*libmodels.Row]model.BlockingClient
	hints   []string
}

// familyClients indexes the built-in blocking Python family rows once: the
// client of each row whose kind RC201 has a class for, and the lower-cased
// hint of each row whose methods are "*" and whose shape needs evidence
// from the file (Shape.With: its names are imported under no shape).
var familyClients = sync.OnceValue(func() blockingFamilies {
	out := blockingFamilies{clients: map[*libmodels.Row]model.BlockingClient{}}
	for _, r := range libmodels.Builtin().Families(libmodels.Python) {
		if !r.Blocks {
			continue
		}
		k, ok := model.BlockKindOf(r.Kind)
		if !ok {
			continue
		}
		cl := model.BlockingClient{Kind: k, Fix: r.Async, Methods: map[string]bool{}}
		for _, m := range r.Methods {
			cl.Methods[m] = true
		}
		out.clients[r] = cl
		if r.HasMethod("*") && r.Shape.With != "" {
			out.hints = append(out.hints, strings.ToLower(r.Shape.Hint))
		}
	}
	return out
})

// FamilyFunc returns the blocking class and fix of the module-level
// function q when a blocking family row of API function has its shape
// (openapi-python-client's pkg.api.<tag>.<operation>.sync_detailed), as
// the file f names it; ok is false otherwise.
func FamilyFunc(f *model.File, q string) (kind model.BlockKind, fix string, ok bool) {
	if q == "" || len(libmodels.Builtin().Families(libmodels.Python)) == 0 {
		return 0, "", false
	}
	r := genclient.Lookup(f, libmodels.Builtin(), libmodels.Python, q)
	if r == nil || r.Shape == nil || r.API != libmodels.Function || !r.Blocks {
		return 0, "", false
	}
	kind, ok = model.BlockKindOf(r.Kind)
	return kind, r.Async, ok
}

// MayUseFamily reports whether the file may call a method of a blocking
// family client whose methods are "*" (RC201's wildcard gate): it imports a
// name of such a family's shape (from pkg.api.pets_api import PetsApi), or
// contains the hint of one whose shape needs evidence from the file (the
// README form's ApiClient). A file with neither calls no such method.
func MayUseFamily(f *model.File) bool {
	if f.Lang != model.LangPython {
		return false
	}
	fam := familyClients()
	if len(fam.hints) > 0 && f.ContainsFold(fam.hints...) {
		return true
	}
	for _, v := range f.Imports() {
		if r := libmodels.Builtin().Lookup(libmodels.Python, v); r != nil && r.Shape != nil {
			if _, ok := fam.clients[r]; ok && r.HasMethod("*") {
				return true
			}
		}
	}
	return false
}

// Returned returns the blocking client constructor every return statement of
// Python function def gives (`return requests.Session()`, a session built and
// mounted in a local, `return self._session` cached by the class, as
// pyctor.Of names them), or "" when one return gives something else:
// for a caller in another file, what `session = get_retry_session()` holds.
func Returned(f *model.File, def *model.Node) string {
	found, ok := "", true
	for _, r := range adapt.PyReturns(def) {
		ctor := ""
		if r != nil {
			ctor = pyctor.Of(f, r)
		}
		cl, known := model.PyBlockingClients[ctor]
		if !known || found != "" && ctor != found && !sameClient(model.PyBlockingClients[found], cl) {
			ok = false
			break
		}
		if found == "" {
			found = ctor
		}
	}
	if !ok || found == "" {
		return annotatedClient(f, def)
	}
	return found
}

// AnnotatedClient is annotatedClient, for checks/facts/pyfactory: the
// client a factory of another module declares it returns.
func AnnotatedClient(f *model.File, def *model.Node) string { return annotatedClient(f, def) }

// annotatedClient returns the blocking client constructor that Python
// function def's return annotation names as its one type (`-> MongoClient`,
// `-> Optional[MongoClient]`, `-> "requests.Session"` is not read: a string
// stays unknown), as Pyright types a call by its callee's declared return
// type: what a factory returning `connection_info.client` or
// `cls._clients[k]` hands its callers. "" when the annotation names no such
// class, or another class beside it (`-> Union[MongoClient, Other]`).
func annotatedClient(f *model.File, def *model.Node) string {
	rt := def.ChildByFieldName("return_type")
	if rt == nil {
		return ""
	}
	found, other := "", false
	model.Walk(rt, func(m *model.Node) bool {
		switch m.Sym() {
		case model.SymIdentifier, model.SymAttribute:
			t := f.Text(m)
			if annotationWrappers[t] || t == "" || t[0] < 'A' || t[0] > 'Z' && m.Sym() == model.SymIdentifier {
				return false
			}
			q := model.ImportedName(f, m)
			if _, ok := model.PyBlockingClients[q]; ok && (found == "" || found == q) {
				found = q
			} else {
				other = true
			}
			return false
		}
		return true
	})
	if other {
		return ""
	}
	return found
}

// annotationWrappers are the typing names around a return annotation's
// class that do not change what a call gives (Optional[X] is X or None).
var annotationWrappers = map[string]bool{"Optional": true, "None": true, "typing.Optional": true}

// sameClient reports whether two blocking clients block on the same methods
// with the same kind: two constructors of one library's client
// (`boto3.client("iam")` on one branch, `Session(profile_name=p).client("iam")`
// on the other, rows boto3.client and boto3.Session.client), so a function
// returning either gives one client to its callers.
func sameClient(a, b model.BlockingClient) bool {
	return a.Kind == b.Kind && maps.Equal(a.Methods, b.Methods)
}

// notClientMethods are methods of Python's built-in str, list, dict and set
// values: a call of one on what an imported function returns is no request
// of a client whose methods are "*" (every boto3 operation).
var notClientMethods = map[string]bool{"append": true, "extend": true, "items": true, "keys": true,
	"values": true, "split": true, "strip": true, "join": true, "format": true, "lower": true, "upper": true,
	"startswith": true, "endswith": true, "replace": true, "encode": true, "decode": true, "copy": true,
	"setdefault": true, "pop": true, "add": true, "sort": true, "insert": true, "remove": true,
	"model_dump": true, "dict": true, "json": true, "isoformat": true, "info": true, "debug": true,
	"warning": true, "error": true, "exception": true}

// seenUse reports whether out has a use of what callee returns already, when
// method is matched only by a "*" row (no row names it in
// model.PyBlockingMethods): the first such use per callee is enough for the
// summaries, and the others would crowd out the uses of other callees
// (`iam.list_users()`, `iam.list_groups()`, ... on one boto3 client). A
// cursor method (dbcursor.Prefix) is a named one.
func seenUse(out []Use, callee, method string) bool {
	for _, u := range out {
		if u.Callee == callee && !model.PyBlockingMethods[method] && !strings.HasPrefix(method, dbcursor.Prefix) {
			return true
		}
	}
	return false
}

// Use is a method call on the result of a call of a function the file does
// not define (`s = get_retry_session(); s.post(...)`): At is its callee.
type Use struct {
	Callee, Method string
	At             *model.Node
}

// Uses returns the method calls of Python function def on a local bound to
// a call of a function the file does not define (an import), whose method
// name some blocking client has (or any method, but the built-in types' and
// private ones, when a client's row lists "*": every boto3 operation), at
// most four, then those on an attribute of self that the class sets only to
// what one such function returns (selfGetter), at most four: the summaries
// judge them with what that function returns (Returned) in its own file.
func Uses(f *model.File, def *model.Node) []Use {
	var out, held []Use // on locals; on attributes of self, after them (selfGetter)
	model.Walk(def.ChildByFieldName("body"), func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymFunctionDefinition, model.SymLambda, model.SymClassDefinition:
			return false
		case model.SymCall:
			callee := model.Callee(n)
			if callee == nil || callee.Sym() != model.SymAttribute || n.Parent() != nil && n.Parent().Sym() == model.SymAwait {
				return true // an awaited call is an awaitable's, not a sync client's
			}
			method := f.Text(callee.ChildByFieldName("attribute"))
			obj := model.Unwrap(callee.ChildByFieldName("object"))
			if dbcursor.Methods[method] { // cur = conn.cursor(); cur.execute(q): judged on conn (dbcursor)
				if conn := model.Unwrap(dbcursor.Source(f, obj)); conn != nil && conn.Sym() == model.SymIdentifier {
					method, obj = dbcursor.Prefix+method, conn
				}
			}
			if !model.PyBlockingMethods[method] && !strings.HasPrefix(method, dbcursor.Prefix) && (!model.PyBlockingMethods["*"] || model.PyBlockingMethods["!"+method] ||
				notClientMethods[method] || strings.HasPrefix(method, "_")) || obj == nil {
				return true
			}
			if obj.Sym() == model.SymAttribute && model.IsSelfMember(f.Text(obj)) { // self.glue_client = AwsHelper.create_boto3_client("glue")
				if c := selfGetter(f, obj); c != "" && len(held) < 4 && !seenUse(held, c, method) {
					held = append(held, Use{Callee: c, Method: method, At: callee})
				}
				return true
			}
			if obj.Sym() != model.SymIdentifier || len(out) >= 4 {
				return true
			}
			if c := FactoryCallee(f, obj); c != nil && !seenUse(out, f.Text(c), method) {
				out = append(out, Use{Callee: f.Text(c), Method: method, At: callee})
			}
		}
		return true
	})
	return append(out, held...)
}

// FactoryCallee returns the callee of the call that local obj (an
// identifier) is bound to when that callee is a function the file does not
// define, written as a plain name or a member of a name (`get_session`,
// `client._client`: an imported function or a module's), else nil:
// `s = get_retry_session(); s.post(...)`, `async with client._client() as
// c`. The summaries resolve such a callee in another module.
func FactoryCallee(f *model.File, obj *model.Node) *model.Node {
	if obj == nil || obj.Sym() != model.SymIdentifier {
		return nil
	}
	v := model.Unwrap(f.Resolve(obj))
	if v == nil || v.Sym() != model.SymCall {
		return nil
	}
	c := model.Callee(v)
	if c == nil || f.LocalFunc(c) != nil {
		return nil
	}
	if c.Sym() == model.SymIdentifier || c.Sym() == model.SymAttribute && c.ChildByFieldName("object").Sym() == model.SymIdentifier {
		return c
	}
	return nil
}
