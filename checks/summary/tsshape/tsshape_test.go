package tsshape_test

import (
	"reflect"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
	"github.com/resilience-check/resilience-check/checks/summary/tsshape"
)

const src = `
export interface Ctx { client: ApiClient; name: string; opt?: sdk.Client; cb(): void }
type Deps = { api: Api };
type Id = string;
interface Plain { name: string }
interface Box<T> { item: Item }
function f(context: Ctx, other: Ctx) {
  const { client, opt: o, name = "x", ...rest } = context;
  const { nested: { deep } } = context;
  const { fromCall } = make();
}
`

func TestIfaceAndDestructuring(t *testing.T) {
	f := modeltest.Parse(t, "a.ts", model.LangTypeScript, []byte(src))
	shapes := map[string]map[string]string{}
	var m map[int]map[string]string
	model.Walk(f.Root, func(n *model.Node) bool {
		if name, fields := tsshape.Iface(f, n); name != "" {
			shapes[name] = fields
		}
		m = tsshape.Note(m, f, n, 0)
		return true
	})
	want := map[string]map[string]string{
		"Ctx":  {"client": "ApiClient", "opt": "sdk.Client"},
		"Deps": {"api": "Api"},
	}
	if !reflect.DeepEqual(shapes, want) {
		t.Errorf("shapes = %v, want %v", shapes, want)
	}
	if want := map[int]map[string]string{0: {"client": "context.client", "o": "context.opt"}}; !reflect.DeepEqual(m, want) {
		t.Errorf("destructured = %v, want %v", m, want)
	}
	outer := func(g int) int { return g - 1 }
	for _, c := range []struct{ in, want string }{
		{"client.issues.get", "context.client.issues.get"},
		{"client", "client"},
		{"other.get", "other.get"},
	} {
		if got := tsshape.Root(m, 1, outer, c.in); got != c.want {
			t.Errorf("Root(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	if got := tsshape.Root(m, -1, outer, "client.get"); got != "client.get" {
		t.Errorf("Root at the top = %q, want it unchanged", got)
	}
}
