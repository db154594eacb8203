package spreadopts_test

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/spreadopts"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

const src = `
const top = { ...options, headers };

function f(options, extra) {
  const a: RequestInit = { ...options, headers: { Accept: "x" } };
  const defaults = { method: "GET", headers };
  const b = { ...defaults, ...options, method: "POST" };
  const c = { ...options, signal: AbortSignal.timeout(5000) };
  const d = { ...options, ...extra };
  let e = { ...options };
  const g = { ...options, timeout: 5 };
  const h = { ...options };
  h.signal = controller.signal;
  const withSignal = { signal: s };
  const i = { ...withSignal, ...options };
  const j = { ...options, [key]: 1 };
  const k = { method: "GET" };
}
`

// TestAlias: a const local spreading one name into a literal with no bound
// of its own is that name's alias; a bound key, a second unknown spread, a
// let, a later `.signal =`, a computed key or module level is not.
func TestAlias(t *testing.T) {
	f := modeltest.Parse(t, "a.ts", model.LangTypeScript, []byte(src))
	got := map[string]string{}
	model.Walk(f.Root, func(n *model.Node) bool {
		if n.Sym() == model.SymVariableDeclarator {
			if local, from := spreadopts.Alias(f, n, "signal", "timeout"); local != "" {
				got[local] = from
			}
		}
		return true
	})
	want := map[string]string{"a": "options", "b": "options"}
	if len(got) != len(want) {
		t.Errorf("got %v, want %v", got, want)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: got %q, want %q", k, got[k], v)
		}
	}
}
