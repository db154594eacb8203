package memo

import (
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// TestOnce judges the call of readIt() in each snippet.
func TestOnce(t *testing.T) {
	cases := []struct {
		name string
		lang model.Language
		src  string
		want bool
	}{
		{"js guarded index", model.LangJavaScript, `const cache = {};
function get(k) { if (!cache[k]) cache[k] = readIt(k); return cache[k]; }`, true},
		{"js map has/set", model.LangTypeScript, `class Pool {
  private clients = new Map();
  get(u: string) { if (!this.clients.has(u)) { this.clients.set(u, this.readIt(u)); } return this.clients.get(u); }
}`, true},
		{"js nullish assign", model.LangJavaScript, `let cfg;
function get() { return (cfg ??= JSON.parse(readIt("c.json"))); }`, true},
		{"js nullish fallback", model.LangJavaScript, `let cfg;
function get() { return cfg ?? (cfg = readIt("c.json")); }`, true},
		{"js early return", model.LangJavaScript, `const cache = new Map();
function get(k) {
  if (cache.has(k)) return cache.get(k);
  const v = readIt(k);
  cache.set(k, v);
  return v;
}`, true},
		{"js memoize wrapper", model.LangJavaScript, `const get = memoize(() => readIt("c.json"));`, true},
		{"py none guard", model.LangPython, `class C:
    def cfg(self):
        if self._cfg is None:
            self._cfg = readIt("c.json")
        return self._cfg
`, true},
		{"py not in", model.LangPython, `_CACHE = {}
def get(k):
    if k not in _CACHE:
        _CACHE[k] = readIt(k)
    return _CACHE[k]
`, true},
		{"py lru_cache", model.LangPython, `import functools
@functools.lru_cache(maxsize=None)
def get(k):
    return readIt(k)
`, true},
		// look-alikes: read on every call
		{"js unguarded store", model.LangJavaScript, `const cache = {};
function get(k) { cache[k] = readIt(k); return cache[k]; }`, false},
		{"js local cache", model.LangJavaScript, `function get(k) { const cache = {}; if (!cache[k]) cache[k] = readIt(k); return cache[k]; }`, false},
		{"js plain read", model.LangJavaScript, `function get(k) { return readIt(k); }`, false},
		{"py local", model.LangPython, `def get(k):
    cache = {}
    if k not in cache:
        cache[k] = readIt(k)
    return cache[k]
`, false},
		{"py guard on another thing", model.LangPython, `_CACHE = {}
def get(k):
    if not k:
        _CACHE[k] = readIt(k)
    return _CACHE[k]
`, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			path := "a.js"
			switch tc.lang {
			case model.LangPython:
				path = "a.py"
			case model.LangTypeScript:
				path = "a.ts"
			}
			f := modeltest.Parse(t, path, tc.lang, []byte(tc.src))
			var call *model.Node
			model.Walk(f.Root, func(n *model.Node) bool {
				if (n.Sym() == model.SymCall || n.Sym() == model.SymCallExpression) && strings.HasSuffix(f.Text(model.Callee(n)), "readIt") {
					call = n
				}
				return true
			})
			if call == nil {
				t.Fatal("no readIt call")
			}
			if got := Once(f, model.Callee(call)); got != tc.want {
				t.Errorf("Once = %v, want %v", got, tc.want)
			}
		})
	}
}
