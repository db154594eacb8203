package errorigin

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// TestHandedOrigin: the origin of a callable handed as a call's first
// argument: a bound method of a client the file built, a lambda, an arrow
// function, a Go func literal; none for a value, a builtin, or a body with
// a try of its own.
func TestHandedOrigin(t *testing.T) {
	for _, tc := range []struct {
		path, src string
		want      ErrorOrigin
	}{
		{"a.py", "import httpx\nclient = httpx.Client(timeout=5)\nretry(client.get, u)\n", OriginNetwork},
		{"a.py", "import yfinance as yf\nc = yf.Ticker(t)\nretry(c.history, p)\n", OriginNetwork},
		{"a.py", "import httpx\nretry(lambda: httpx.get(u, timeout=5))\n", OriginNetwork},
		{"a.py", "retry(int, text)\n", OriginUnknown},
		{"a.py", "retry(lambda: int(text))\n", OriginLocal},
		{"a.ts", "import axios from 'axios';\ntimed('x', () => axios.get(u, { timeout: 5 }));\n", OriginNetwork},
		{"a.ts", "import axios from 'axios';\ntimed('x', async () => { try { return await axios.get(u); } catch { return null; } });\n", OriginUnknown},
		{"a.ts", "timed('x', async () => JSON.parse(text));\n", OriginLocal},
		{"a.go", "package p\n\nimport \"net/http\"\n\nfunc f() {\n\tretry(func() (*http.Response, error) {\n\t\treturn http.Get(u)\n\t})\n}\n", OriginNetwork},
	} {
		lang, _ := model.DetectLanguage(tc.path)
		f := modeltest.Parse(t, tc.path, lang, []byte(tc.src))
		var call *model.Node
		model.Walk(f.Root, func(n *model.Node) bool {
			if call == nil && (n.Sym() == model.SymCall || n.Sym() == model.SymCallExpression) {
				if t := f.Text(model.Callee(n)); t == "retry" || t == "timed" {
					call = n
				}
			}
			return call == nil
		})
		if call == nil {
			t.Fatalf("%s: no call", tc.src)
		}
		a := model.Arg(call, 0)
		if f.Text(model.Callee(call)) == "timed" {
			a = model.Arg(call, 1)
		}
		if got := HandedOrigin(f, a); got != tc.want {
			t.Errorf("%s: HandedOrigin(%s) = %v, want %v", tc.src, f.Text(a), got, tc.want)
		}
	}
}
