package syncsdk_test

import (
	"errors"
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/pyctor"
	_ "github.com/resilience-check/resilience-check/checks/facts/pyfactory"
	"github.com/resilience-check/resilience-check/checks/facts/syncsdk"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

func world(files map[string]string) *thirdparty.World {
	return &thirdparty.World{
		Has: func(p string) bool { _, ok := files[p]; return ok },
		Read: func(p string) ([]byte, error) {
			if s, ok := files[p]; ok {
				return []byte(s), nil
			}
			return nil, errors.New("no such file")
		},
	}
}

// A factory of another module that returns a third-party service client
// names it at the call (pyctor.Assumed, through pyfactory), and Client
// takes its methods for requests; the repository's own classes, pure
// libraries, Async* classes and classes whose methods the file awaits are
// not assumed.
func TestAssumedAcrossModules(t *testing.T) {
	files := map[string]string{
		"app/clients.py": "from alibabacloud_adb20211201.client import Client as AdbClient\n\ndef get_adb_client(region):\n    return AdbClient(region)\n",
		"app/own.py":     "class StoreClient:\n    pass\n",
	}
	src := "from .clients import get_adb_client\nfrom app.own import StoreClient\nfrom acme import AsyncAcmeClient, ChatClient\nfrom fastapi import FastAPI\n\n" +
		"c = get_adb_client('r')\n\nasync def f(chat: ChatClient):\n    return await chat.complete('x')\n"
	f := modeltest.Parse(t, "app/server.py", model.LangPython, []byte(src))
	thirdparty.Set(f, world(files))
	var c *model.Node
	f.NodesOf(model.NewSymBitset(model.SymCall), func(n *model.Node) bool {
		if f.Text(model.Callee(n)) == "get_adb_client" {
			c = n
		}
		return true
	})
	ctor := pyctor.Of(f, c)
	if ctor != "alibabacloud_adb20211201.client.Client" {
		t.Fatalf("get_adb_client('r'): %q, want alibabacloud_adb20211201.client.Client", ctor)
	}
	if _, ok := syncsdk.Client(f, ctor, "describe_dbclusters"); !ok {
		t.Errorf("describe_dbclusters on %s: not assumed blocking", ctor)
	}
	for _, m := range []string{"close", "_sign", "set_endpoint", "list_objects_paginator"} {
		if _, ok := syncsdk.Client(f, ctor, m); ok {
			t.Errorf("%s: assumed blocking, want a method that makes no request", m)
		}
	}
	for _, q := range []string{"app.own.StoreClient", "acme.AsyncAcmeClient", "fastapi.FastAPI", "acme.ChatClient", "acme.TasksApi"} {
		if _, ok := syncsdk.Client(f, q, "run"); ok {
			t.Errorf("%s: assumed a synchronous client", q)
		}
	}
}

// A function of a third-party package named as a client factory (connect,
// get_client, create_<x>_client) builds a client as a *Client class does;
// other function names, an async mark and the standard library do not.
func TestFactoryShape(t *testing.T) {
	src := "import timeplus_connect\nimport acme\nimport sqlite3\n\nc = timeplus_connect.get_client(host='h')\n"
	f := modeltest.Parse(t, "app/server.py", model.LangPython, []byte(src))
	thirdparty.Set(f, world(map[string]string{}))
	for _, q := range []string{"timeplus_connect.get_client", "acme.connect", "acme.create_billing_client", "acme.get_db_connection"} {
		if _, ok := syncsdk.Class(f, q); !ok {
			t.Errorf("%s: not taken for a client factory", q)
		}
	}
	for _, q := range []string{"acme.create_async_client", "acme.format_query", "acme.get_config", "sqlite3.connect", "acme.connect_later"} {
		if _, ok := syncsdk.Class(f, q); ok {
			t.Errorf("%s: taken for a client factory", q)
		}
	}
}
