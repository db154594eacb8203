package jsopts_test

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/jsopts"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

const src = `
const a = AbortSignal.timeout(5000);
const b = AbortSignal.any([a, other]);
setTimeout(() => controller.abort(), 1000);
setTimeout(() => console.log("tick"), 1000);
const c = new AbortController();

function f(options, init) {
  const { redact = [], ...fetchOptions } = options;
  const { signal, ...noSignal } = init;
  const opts = options;
  const [x] = options;
}

class Tools {
  protected api = new ApiClient("https://api.example.com");
  protected other = makeClient();
  protected n = 3;
}
`

func TestForms(t *testing.T) {
	f := modeltest.Parse(t, "a.ts", model.LangTypeScript, []byte(src))
	var deadlines []int
	aliases := map[string]string{}
	fields := map[string]string{}
	model.Walk(f.Root, func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymCallExpression, model.SymNewExpression:
			if c := model.Callee(n); c != nil && jsopts.CreatesDeadline(f, n, c) {
				line, _ := f.Position(int(n.StartByte()))
				deadlines = append(deadlines, line)
			}
		case model.SymVariableDeclarator:
			if l, from := jsopts.OptionsAlias(f, n); l != "" {
				aliases[l] = from
			}
		case model.SymPublicFieldDefinition:
			if name, cls := jsopts.NewField(f, n); cls != "" {
				fields[name] = cls
			}
		}
		return true
	})
	if len(deadlines) != 3 || deadlines[0] != 2 || deadlines[1] != 3 || deadlines[2] != 4 {
		t.Errorf("deadlines at lines %v, want [2 3 4]", deadlines)
	}
	if len(aliases) != 2 || aliases["fetchOptions"] != "options" || aliases["opts"] != "options" {
		t.Errorf("aliases %v, want fetchOptions and opts of options (noSignal took the signal out)", aliases)
	}
	if len(fields) != 1 || fields["api"] != "ApiClient" {
		t.Errorf("fields %v, want api: ApiClient", fields)
	}
}
