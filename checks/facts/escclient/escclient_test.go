package escclient

import (
	"reflect"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
	"github.com/resilience-check/resilience-check/libmodels"
)

// TestGaps checks how each construction's client leaves the file, and that
// a client the file calls, or one whose options may carry a bound, is not
// a gap.
func TestGaps(t *testing.T) {
	src := `import createClient from "openapi-fetch";
export function factory(baseUrl: string) { return createClient({ baseUrl }); }
export class Manager {
  constructor(baseUrl: string, extra: object) {
    this.held = createClient({ baseUrl });
    this.clients = new Map();
    this.clients.set("a", createClient({ baseUrl }));
    this.called = createClient({ baseUrl });
    this.spread = createClient({ baseUrl, ...extra });
    this.bounded = createClient({ baseUrl, fetch: myFetch });
  }
  getHeld() { return this.held; }
  async ping() { return this.called.GET("/ping", {}); }
}
`
	f := modeltest.Parse(t, "src/m.ts", model.LangTypeScript, []byte(src))
	got := map[int]string{}
	for _, g := range Gaps(f, libmodels.Builtin(), func(*libmodels.Row) bool { return true }) {
		got[model.LineOf(f, g.At)] = g.Held
	}
	want := map[int]string{2: "returned", 5: "field", 7: "stored"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Gaps lines and holds = %v, want %v", got, want)
	}
}
