package jsfactory

import (
	"os"
	"reflect"
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
	"github.com/resilience-check/resilience-check/libmodels"
)

// repo is a small repository: a factory module and the file that calls it.
var repo = map[string]string{
	"src/api.ts": `import createClient from "openapi-fetch";
import { WebApi } from "azure-devops-node-api";
export function createApi(baseUrl: string) {
  return createClient({ baseUrl });
}
export const createArrow = (baseUrl: string) => createClient({ baseUrl });
export async function connect(url: string): Promise<WebApi> {
  const c = await load(url);
  return c;
}
export function createLocal() {
  const client = createClient({ baseUrl: "https://x" });
  return client;
}
export function createStub() {
  return { GET: async () => 1 };
}
export function createEither(live: boolean) {
  if (live) {
    return createClient({ baseUrl: "https://x" });
  }
  return { GET: async () => 1 };
}
export function noReturn() {
  createClient({ baseUrl: "https://x" });
}
class Hub {
  static getInstance(): Hub { return new Hub(); }
  static make() { return new Hub(); }
  api() { return createClient({ baseUrl: "https://hub" }); }
}
export const hub = Hub.getInstance();
export const made = Hub.make();
export const direct = new Hub();
`,
	"src/tools.ts": `import { createApi, createArrow, connect, createLocal, createStub, createEither, noReturn, hub, made, direct } from "./api.js";
import createDefault from "./api.js";
import { createApi as aliased } from "./api";
createApi("u");
createArrow("u");
connect("u");
createLocal();
createStub();
createEither(true);
noReturn();
hub.api();
made.api();
direct.api();
createDefault();
aliased("u");
missing();
`,
}

func world() *thirdparty.World {
	return &thirdparty.World{
		Has: func(p string) bool { _, ok := repo[p]; return ok },
		Read: func(p string) ([]byte, error) {
			if s, ok := repo[p]; ok {
				return []byte(s), nil
			}
			return nil, os.ErrNotExist
		},
	}
}

// TestRow: the calls of tools.ts whose factory returns one row's client are
// typed with that row; the others (a stub, disagreeing returns, no return,
// a singleton built by a static method not declared to return its class, a
// default import, an unimported name) are not.
func TestRow(t *testing.T) {
	f := modeltest.Parse(t, "src/tools.ts", model.LangTypeScript, []byte(repo["src/tools.ts"]))
	thirdparty.Set(f, world())
	got := map[int]string{}
	f.NodesOf(model.NewSymBitset(model.SymCallExpression), func(n *model.Node) bool {
		if r := Row(f, libmodels.Builtin(), n); r != nil {
			got[model.LineOf(f, n)] = r.Name
		}
		return true
	})
	want := map[int]string{4: "openapi-fetch", 5: "openapi-fetch", 6: "azure-devops-node-api.WebApi", 7: "openapi-fetch",
		11: "openapi-fetch", 13: "openapi-fetch", 15: "openapi-fetch"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("rows by line:\n got %v\nwant %v", got, want)
	}
}

// TestRowWithoutRepository: a file scanned without the repository's files
// (no World.Read) types nothing.
func TestRowWithoutRepository(t *testing.T) {
	f := modeltest.Parse(t, "src/tools.ts", model.LangTypeScript, []byte(repo["src/tools.ts"]))
	thirdparty.Set(f, &thirdparty.World{Has: world().Has})
	f.NodesOf(model.NewSymBitset(model.SymCallExpression), func(n *model.Node) bool {
		if r := Row(f, libmodels.Builtin(), n); r != nil {
			t.Errorf("line %d: %s without a repository read", model.LineOf(f, n), r.Name)
		}
		return true
	})
}

// TestImportsVia: a file whose relative import's module imports a row
// module passes the gate; one whose modules import none does not.
func TestImportsVia(t *testing.T) {
	mods := map[string]bool{"openapi-fetch": true, "@aws-sdk": true}
	f := modeltest.Parse(t, "src/tools.ts", model.LangTypeScript, []byte(repo["src/tools.ts"]))
	thirdparty.Set(f, world())
	if !ImportsVia(f, mods) {
		t.Error("tools.ts imports ./api.js, which imports openapi-fetch: want true")
	}
	if ImportsVia(f, map[string]bool{"pg": true}) {
		t.Error("no module of tools.ts imports pg: want false")
	}
}

// TestSpecifiers reads the specifiers of imports, re-exports, require()
// and import(), not other strings.
func TestSpecifiers(t *testing.T) {
	src := []byte(`import a from "x";
import { b } from 'y/z';
export * from "./w";
import "side-effect";
const c = require( "r" );
const d = await import("dyn");
const s = "from";
log("not an import");
const fromage = "cheese";
`)
	got := specifiers(src)
	want := []string{"x", "y/z", "./w", "side-effect", "r", "dyn"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
	if !importsMod("@aws-sdk/client-s3", map[string]bool{"@aws-sdk": true}) || importsMod("openapi-fetchx", map[string]bool{"openapi-fetch": true}) {
		t.Error("importsMod: a module covers its subpaths only")
	}
}

// TestModuleNotShared: two files that import one module each get their own
// parse of it, and one file asking twice gets the same one. A File is used
// by one goroutine at a time (its indexes and step budget fill in on use),
// and the engine scans files on several workers at once: a parse shared
// across files was walked from two goroutines (a data race the thirtieth
// session's review found with -race).
func TestModuleNotShared(t *testing.T) {
	w := world()
	a := modeltest.Parse(t, "src/tools.ts", model.LangTypeScript, []byte(repo["src/tools.ts"]))
	b := modeltest.Parse(t, "src/other.ts", model.LangTypeScript, []byte(repo["src/tools.ts"]))
	thirdparty.Set(a, w)
	thirdparty.Set(b, w)
	ma, mb := module(a, w, "src/api.ts"), module(b, w, "src/api.ts")
	if ma == nil || mb == nil {
		t.Fatal("module src/api.ts not parsed")
	}
	if ma == mb {
		t.Fatal("two files share one parse of src/api.ts")
	}
	if module(a, w, "src/api.ts") != ma {
		t.Fatal("one file parsed src/api.ts twice")
	}
}
