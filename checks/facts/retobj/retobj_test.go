package retobj

import (
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// callAt returns the call expression whose text starts with prefix, and
// the outermost function declaration of the file.
func callAt(t *testing.T, f *model.File, prefix string) (call, fn *model.Node) {
	t.Helper()
	f.NodesOf(model.NewSymBitset(model.SymCallExpression, model.SymFunctionDeclaration), func(n *model.Node) bool {
		switch {
		case n.Sym() == model.SymCallExpression && call == nil && strings.HasPrefix(f.Text(n), prefix):
			call = n
		case n.Sym() == model.SymFunctionDeclaration && fn == nil:
			fn = n
		}
		return true
	})
	if call == nil || fn == nil {
		t.Fatalf("no call %q or function", prefix)
	}
	return call, fn
}

func TestInReturnedMember(t *testing.T) {
	cases := []struct {
		name, src string
		want      bool
	}{
		{"pair arrow of a returned object", `function mk(api) { return { post: (u, d) => api.post(u, d) }; }`, true},
		{"method of an arrow's object body", `function mk(api) { const g = () => ({ post(u) { return api.post(u); } }); return g; }`, true},
		{"parenthesised and cast", `function mk(api) { return ({ post: (u) => api.post(u) } as Client); }`, true},
		{"object handed to a call", `function mk(api) { return run({ onStart: () => api.post("/x") }); }`, false},
		{"object stored in a variable", `function mk(api) { const c = { post: (u) => api.post(u) }; return c.post("/x"); }`, false},
		{"the factory's own call", `function mk(api) { api.post("/s"); return { get: (u) => api.get(u) }; }`, false},
		{"a returned function", `function mk(api) { return async () => api.post("/x"); }`, false},
	}
	for _, c := range cases {
		f := modeltest.Parse(t, "a.ts", model.LangTypeScript, []byte(c.src))
		call, fn := callAt(t, f, "api.post")
		if got := InReturnedMember(f, fn, call); got != c.want {
			t.Errorf("%s: InReturnedMember = %v, want %v", c.name, got, c.want)
		}
	}
}
