package batchpost

import (
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

func TestCallerParts(t *testing.T) {
	const send = `async function send(parts, n = 0) {
  const body = encode(parts);
  return fetch(URL, { method: "POST", headers: { "Content-Type": "multipart/mixed; boundary=b" }, body });
}
`
	cases := []struct {
		name, src string
		want      bool
	}{
		{"GET parts of the caller", send + `send(ids.map((id) => ({ method: "GET" as const, path: "/e/" + id })));`, true},
		{"a POST part", send + `send([{ method: "POST", path: "/e" }]);`, false},
		{"a part whose method the file does not state", send + `send([{ method: m, path: "/e" }]);`, false},
		{"a body of no parameter", `async function send() { return fetch(URL, { method: "POST", headers: { "Content-Type": "multipart/mixed" }, body: "--b" }); }`, false},
		{"no multipart body", `async function send(parts) { return fetch(URL, { method: "POST", body: JSON.stringify(parts) }); }`, false},
	}
	for _, c := range cases {
		f := modeltest.Parse(t, "a.ts", model.LangTypeScript, []byte(c.src))
		var call *model.Node
		f.NodesOf(model.NewSymBitset(model.SymCallExpression), func(n *model.Node) bool {
			if call == nil && strings.HasPrefix(f.Text(n), "fetch(") {
				call = n
			}
			return true
		})
		if call == nil {
			t.Fatalf("%s: no fetch", c.name)
		}
		if got := CallerParts(f, call); got != c.want {
			t.Errorf("%s: CallerParts = %v, want %v", c.name, got, c.want)
		}
	}
}
