package thrownres_test

import (
	"reflect"
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/thrownres"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

const src = `export async function get(id: string) {
  try {
    return await fetchIt(id);
  } catch (error) {
    if (id === "a") throw new Error(format(error));
    if (id === "b") throw new ApiError(500, ` + "`failed: ${describe(error)}`" + `);
    if (id === "c") throw "failed: " + explain(error);
    if (id === "d") throw await build(error);
    throw new Error("fixed text " + id.length);
  }
}
`

// TestCalls checks the calls whose value a throw raises: an argument of
// the error built, a template string's slot, a + chain, the thrown call
// itself; not a property read or literal.
func TestCalls(t *testing.T) {
	f := modeltest.Parse(t, "a.ts", model.LangTypeScript, []byte(src))
	got := thrownres.Calls(f)
	want := [][2]int{{5, 37}, {6, 56}, {7, 40}, {8, 33}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Calls = %v, want %v", got, want)
	}
}
