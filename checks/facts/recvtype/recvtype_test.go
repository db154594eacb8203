package recvtype

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// getCallees returns the callee of every `.get(...)` call of f, by its
// receiver's text.
func getCallees(f *model.File) map[string]*model.Node {
	out := map[string]*model.Node{}
	f.NodesOf(model.NewSymBitset(model.SymCall, model.SymCallExpression), func(n *model.Node) bool {
		if fn := model.Callee(n); fn != nil && (fn.Sym() == model.SymAttribute || fn.Sym() == model.SymMemberExpression) {
			out[f.Text(fn.ChildByFieldName("object"))] = fn
		}
		return true
	})
	return out
}

// Repo types a receiver by an annotation naming a class of the repository
// (relative import, a class of the file, self.x set from such a parameter),
// and leaves a mapping, a typing name and an unannotated or locally bound
// receiver to the builtin reading.
func TestRepoPython(t *testing.T) {
	src := `from .client import ApiClient
from typing import Dict


class Local:
    def get(self, k):
        return k


class Tools:
    def __init__(self, client: ApiClient):
        self.client = client

    def run(self):
        return self.client.get("/x")


def register(api: ApiClient, loc: Local, d: Dict, plain, cache: LRUCache):
    built = {}
    api.get("/a")
    loc.get("k")
    d.get("k")
    plain.get("k")
    cache.get("k")
    built.get("k")
`
	f := modeltest.Parse(t, "app/tools.py", model.LangPython, []byte(src))
	calls := getCallees(f)
	want := map[string]bool{"self.client": true, "api": true, "loc": true, "d": false, "plain": false, "cache": false, "built": false}
	for recv, w := range want {
		fn := calls[recv]
		if fn == nil {
			t.Fatalf("no call on %s", recv)
		}
		if got := Repo(f, fn); got != w {
			t.Errorf("Repo(%s.get) = %v, want %v", recv, got, w)
		}
	}
}

// A TS constructor parameter property and a typed parameter name the class;
// a class of a package import does not.
func TestRepoTS(t *testing.T) {
	src := `import { ApiClient } from "./client.js";
import { Client } from "pg";

export class Tools {
  constructor(private readonly api: ApiClient, private db: Client) {}

  run(other: ApiClient) {
    this.api.get("/a");
    this.db.query("select 1");
    other.get("/b");
  }
}
`
	f := modeltest.Parse(t, "src/tools.ts", model.LangTypeScript, []byte(src))
	calls := getCallees(f)
	want := map[string]bool{"this.api": true, "this.db": false, "other": true}
	for recv, w := range want {
		fn := calls[recv]
		if fn == nil {
			t.Fatalf("no call on %s", recv)
		}
		if got := Repo(f, fn); got != w {
			t.Errorf("Repo(%s) = %v, want %v", recv, got, w)
		}
	}
}
