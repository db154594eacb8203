// Package syncsdk infers that a Python object is a synchronous network
// client from the shape of its class, for the SDKs no library row names:
// a class imported from a third-party package (thirdparty.Package: not the
// standard library, not a pure library such as pydantic or the MCP SDK,
// not the repository's own code) whose name says it is a client of a
// service (…Client, …API, …Session, …Connection; or a function whose name
// is a client factory's, connect, get_client, create_<x>_client: factoryName;
// not …Api, which
// OpenAPI Generator's family row judges with evidence from the file, and
// which other packages use for views and resources), from a package no
// library row describes (a known package is judged by its rows, which name
// its async clients too), with no sign of being asynchronous: no Async /
// Aio / async in its qualified name, and no method of an object of that
// class awaited in the file, and no await on a call of that factory.
//
// RC201 reads it for a method called without await in async code (or in a
// sync helper an async function calls, through the summaries): a
// synchronous SDK's method holds the event loop for the request's round
// trip, as requests.get does. Each SDK is different, so rows per SDK do not
// reach servers nobody read (batch 18: 0 of 7 RC201 rows when sealed; batch
// 19: 1 of 20); the call shape does. Peer practice: flake8-async's ASYNC210
// and ASYNC212 flag known blocking HTTP clients in async functions; Pyright
// types a receiver by its class. Count: bench/realcode/syncsdk-gap.py.
package syncsdk

import (
	"regexp"
	"strings"
	"sync"

	"github.com/resilience-check/resilience-check/checks/facts/pyctor"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// clientName is the class-name shape of a service client.
var clientName = regexp.MustCompile(`^([A-Z]\w*)?(Client|API|Session|Connection)$`)

// factoryName is the name shape of a package's function that builds a
// service client or opens a connection and returns it
// (timeplus_connect.get_client, a DB-API driver's connect): the shape the
// package's own classes are read by (clientName), on the function that
// returns one. A function of that name whose result is awaited, or a
// package with an async mark, is excluded as a class is.
var factoryName = regexp.MustCompile(`^(connect|(get|create|make|new|build|open)_(\w+_)?(client|connection))$`)

// notClient are class names of that shape that are no service client: web
// frameworks' application objects, in-process engines, requests-futures'
// session (its methods return futures at once) and test doubles.
var notClient = map[string]bool{"FastAPI": true, "InferenceSession": true, "FuturesSession": true, "TestClient": true, "MockClient": true,
	"FakeClient": true, "DummyClient": true, "StubClient": true}

// asyncMark matches a qualified name segment of an asynchronous library.
var asyncMark = regexp.MustCompile(`(?i)(^aio|async|^Aio)`)

// quiet are method names of a client that make no request: configuration,
// context management, local helpers.
func quiet(m string) bool {
	if strings.HasPrefix(m, "_") || strings.HasPrefix(m, "set_") || strings.HasPrefix(m, "with_") ||
		strings.HasPrefix(m, "get_paginator") || strings.HasPrefix(m, "get_waiter") || strings.HasSuffix(m, "_paginator") {
		return true
	}
	switch m {
	case "close", "configure", "copy", "model_dump", "dict", "json", "to_dict", "to_map", "keys", "items", "values",
		"cursor", "client", "resource", "table", "collection", "index", "database", "db", "bucket":
		return true
	}
	return false
}

// knownModules are the top-level packages some Python library row
// describes: their classes are judged by the rows alone.
var knownModules = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	for _, r := range libmodels.Builtin().Rows() {
		if r.Lang != libmodels.Python {
			continue
		}
		top, _, _ := strings.Cut(r.Module, ".")
		out[top] = true
		n, _, _ := strings.Cut(r.Name, ".")
		out[n] = true
	}
	return out
})

// Class reports whether ctor, a qualified constructor name as file f
// imports it ("alibabacloud_adb20211201.client.Client"), is a class of a
// third-party package that Client takes for a synchronous service client,
// and returns that package.
func Class(f *model.File, ctor string) (pkg string, ok bool) {
	if f == nil || f.Lang != model.LangPython || !strings.Contains(ctor, ".") {
		return "", false
	}
	name := ctor[strings.LastIndexByte(ctor, '.')+1:]
	if !(clientName.MatchString(name) || factoryName.MatchString(name)) || notClient[name] {
		return "", false
	}
	for _, seg := range strings.Split(ctor, ".") {
		if asyncMark.MatchString(seg) {
			return "", false
		}
	}
	top, _, _ := strings.Cut(ctor, ".")
	if knownModules()[top] {
		return "", false
	}
	pkg = thirdparty.Package(f, ctor)
	return pkg, pkg != ""
}

// Client returns the blocking client RC201 assumes for a call of method on
// an object of class ctor in file f (Class), unless the method makes no
// request (quiet) or the file awaits a method of an object of that class
// (Awaited): the SDK is then an
// asynchronous one. The fix says the client is assumed synchronous and why.
func Client(f *model.File, ctor, method string) (model.BlockingClient, bool) {
	if quiet(method) {
		return model.BlockingClient{}, false
	}
	pkg, ok := Class(f, ctor)
	if !ok || Awaited(f)[ctor] {
		return model.BlockingClient{}, false
	}
	short := ctor[strings.LastIndexByte(ctor, '.')+1:]
	fix := "the client is assumed synchronous (" + short + " is a class of package " + pkg + " and its method " + method +
		" is not awaited); use the SDK's async client if it has one, or call it with await asyncio.to_thread(...)"
	return model.BlockingClient{Kind: model.BlockHTTP, Fix: fix, Methods: map[string]bool{method: true}}, true
}

// init lets pyctor name a service client a helper or a factory of
// another module returns (`return AdbClient(config)`).
func init() {
	pyctor.Assumed = func(f *model.File, ctor string) bool { _, ok := Class(f, ctor); return ok }
}

var awaitedKey = model.NewFactKey[map[string]bool]("syncsdk.awaited")

// Awaited returns the classes (pyctor.Of) of the receivers whose methods
// file f awaits (`await client.list_users()`) and of the values it enters
// with `async with`: an SDK whose methods the file awaits, or that is an
// asynchronous context manager, is an asynchronous one (okta's Client,
// jupyter_nbmodel_client's NbModelClient); and the callees of the calls it
// awaits (`await nats.connect(url)`): a factory whose call is awaited builds
// an asynchronous client. Computed once per file.
func Awaited(f *model.File) map[string]bool {
	return model.Fact(f, awaitedKey, func(f *model.File) map[string]bool {
		out := map[string]bool{}
		f.NodesOf(model.NewSymBitset(model.SymAwait), func(a *model.Node) bool {
			call := model.Unwrap(a.NamedChild(0))
			if call == nil || call.Sym() != model.SymCall {
				return true
			}
			// `conn = await driver.connect(dsn)`: a factory awaited builds an async client
			if c := model.CalleeName(f, call); c != "" {
				out[c] = true
			}
			callee := model.Callee(call)
			if callee == nil || callee.Sym() != model.SymAttribute {
				return true
			}
			if c := pyctor.Of(f, callee.ChildByFieldName("object")); c != "" {
				out[c] = true
			}
			return true
		})
		// `async with NbModelClient(url) as nb:`, `async with self._document(p) as nb:`:
		// an asynchronous context manager is an async client
		f.NodesOf(model.NewSymBitset(model.SymWithStatement), func(w *model.Node) bool {
			if !strings.HasPrefix(f.Text(w), "async") {
				return true
			}
			model.Walk(w, func(n *model.Node) bool {
				if n.Sym() == model.SymBlock {
					return false
				}
				if n.Sym() == model.SymWithItem {
					v := model.Unwrap(n.ChildByFieldName("value"))
					if v != nil && v.Sym() == model.SymAsPattern {
						v = model.Unwrap(v.NamedChild(0))
					}
					if v != nil {
						if c := pyctor.Of(f, v); c != "" {
							out[c] = true
						}
					}
					return false
				}
				return true
			})
			return true
		})
		return out
	})
}
