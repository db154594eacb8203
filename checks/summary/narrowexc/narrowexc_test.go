package narrowexc

import (
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// find returns the last node of sym whose text starts with prefix.
func find(f *model.File, sym model.Sym, prefix string) *model.Node {
	var out *model.Node
	model.Walk(f.Root, func(n *model.Node) bool {
		if n.Sym() == sym && strings.HasPrefix(f.Text(n), prefix) {
			out = n
		}
		return true
	})
	return out
}

// TestModule: the library of a call whose narrow classes are known, and
// "" when a raise or a wrapping handler may change the class.
func TestModule(t *testing.T) {
	for _, tc := range []struct {
		src, call, want string
	}{
		{"import httpx\nclass C:\n    def __init__(self):\n        self.client = httpx.Client(timeout=5)\n    def get(self, u):\n        r = self.client.post(u)\n        r.raise_for_status()\n        return r.json()\n", "self.client.post", "httpx"},
		{"import httpx\ndef get(u):\n    r = httpx.get(u, timeout=5)\n    if r.status_code != 200:\n        raise Exception(f\"Error {r.status_code}: {r.text}\")\n    return r.json()\n", "httpx.get", "httpx"},
		// the function raises a ValueError with the upstream's text: unknown
		{"import httpx\ndef get(u):\n    r = httpx.get(u, timeout=5)\n    if r.status_code != 200:\n        raise ValueError(f\"Error: {r.text}\")\n    return r.json()\n", "httpx.get", ""},
		// a handler turns the httpx error into a ValueError: unknown
		{"import httpx\ndef get(u):\n    try:\n        return httpx.get(u, timeout=5)\n    except httpx.HTTPError as e:\n        raise ValueError(str(e))\n", "httpx.get", ""},
		{"import httpx\nasync def get(u):\n    async with httpx.AsyncClient() as c:\n        r = await c.get(u)\n        r.raise_for_status()\n", "r.raise_for_status", "httpx"},
		{"import subprocess\ndef run(cmd):\n    return subprocess.run(cmd, check=True, timeout=5).stdout\n", "subprocess.run", "subprocess"},
		{"def read(p):\n    with open(p) as fh:\n        return fh.read()\n", "open", "builtins"},
		{"import requests\ndef get(u):\n    return requests.get(u, timeout=5)\n", "requests.get", ""},
	} {
		f := modeltest.Parse(t, "a.py", model.LangPython, []byte(tc.src))
		n := find(f, model.SymCall, tc.call)
		if got := Module(f, n); got != tc.want {
			t.Errorf("%q: Module %q, want %q", tc.src, got, tc.want)
		}
	}
}

// TestCatches: a clause of narrow builtin classes only, over a try block
// that raises nothing of its own with text that is not fixed.
func TestCatches(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want string
	}{
		{"try:\n    x = c.scrape(u)\nexcept httpx.HTTPError as h:\n    pass\nexcept ValueError as e:\n    print(e)\n", "ValueError"},
		{"try:\n    x = c.scrape(u)\n    if not x:\n        raise ValueError('empty')\nexcept (KeyError, ValueError) as e:\n    print(e)\n", "KeyError,ValueError"},
		{"try:\n    x = c.scrape(u)\nexcept Exception as e:\n    print(e)\n", ""},
		{"try:\n    x = c.scrape(u)\nexcept (ValueError, OSError) as e:\n    print(e)\n", ""},
		{"try:\n    x = c.scrape(u)\n    raise ValueError(f'bad {x}')\nexcept ValueError as e:\n    print(e)\n", ""},
		{"try:\n    try:\n        x = c.scrape(u)\n    except Exception as inner:\n        raise ValueError(str(inner))\nexcept ValueError as e:\n    print(e)\n", ""},
	} {
		f := modeltest.Parse(t, "a.py", model.LangPython, []byte(tc.src))
		var id *model.Node
		model.Walk(f.Root, func(n *model.Node) bool {
			if n.Sym() == model.SymIdentifier && f.Text(n) == "e" {
				id = n
			}
			return true
		})
		if got := strings.Join(Catches(f, id), ","); got != tc.want {
			t.Errorf("%q: Catches %q, want %q", tc.src, got, tc.want)
		}
	}
}

// TestMisses: a known library's errors miss a clause of its listed classes
// only.
func TestMisses(t *testing.T) {
	if !Misses([]string{"ValueError"}, "httpx") || Misses([]string{"ValueError"}, "") || Misses(nil, "httpx") || Misses([]string{"OSError"}, "httpx") {
		t.Error("Misses")
	}
	if Source("httpx") == "" {
		t.Error("httpx row without source")
	}
}
