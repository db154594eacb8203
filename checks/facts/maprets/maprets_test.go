package maprets_test

import (
	"slices"
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/maprets"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// TestCatchReturns checks which returns of a map callback count: those in a
// catch clause of the callback's own body, not its other returns, not a
// nested function's, and not a callback of another method than map/flatMap.
func TestCatchReturns(t *testing.T) {
	src := `async function f(ids, issues) {
  const a = ids.map(async (id) => {
    try { await put(id); return { id, ok: true } }
    catch (e) { return { id, error: String(e) } }
  })
  const b = issues.map((e) => e.message)
  const c = ids.forEach(async (id) => { try { await put(id) } catch (e) { return String(e) } })
  const d = ids.flatMap(function (id) {
    try { return [get(id)] } catch (err) { const later = () => { return err.message }; return [{ error: err.message }] }
  })
}`
	f := modeltest.Parse(t, "a.ts", model.LangTypeScript, []byte(src))
	var got []string
	model.Walk(f.Root, func(n *model.Node) bool {
		for _, v := range maprets.CatchReturns(f, n) {
			got = append(got, f.Text(v))
		}
		return true
	})
	want := []string{"{ id, error: String(e) }", "[{ error: err.message }]"}
	if !slices.Equal(got, want) {
		t.Errorf("CatchReturns = %q, want %q", got, want)
	}
}
