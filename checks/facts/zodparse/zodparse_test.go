package zodparse

import (
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// fn returns the function named name in f.
func fn(t *testing.T, f *model.File, name string) *model.Node {
	t.Helper()
	var out *model.Node
	model.Walk(f.Root, func(n *model.Node) bool {
		if n.Sym() == model.SymFunctionDeclaration && f.Text(n.ChildByFieldName("name")) == name {
			out = n
		}
		return true
	})
	if out == nil {
		t.Fatalf("no function %s", name)
	}
	return out
}

const src = `import { z } from "zod";
const createVmSchema = z.object({
  node: z.string(),
  vmid: z.coerce.number(),
});
const openSchema = z.object({ a: z.string() }).extend({ b: z.string() });
const respSchema = z.object({ request_id: z.string() });

export async function createVM(client, config, input: CreateVmInput) {
  const validated = createVmSchema.parse(input);
  return client.request("/nodes/x/qemu", "POST", { vmid: validated.vmid });
}

export async function fromRequest(request) {
  const args = createVmSchema.safeParse(request.params.arguments);
  return args;
}

export async function response(client, input) {
  const r = await client.request("/x", "POST", input);
  return respSchema.parse(r);
}

export async function open(input) {
  return openSchema.parse(input);
}
`

func TestTexts(t *testing.T) {
	f := modeltest.Parse(t, "a.ts", model.LangTypeScript, []byte(src))
	for name, want := range map[string]string{"createVM": "vmid", "fromRequest": "vmid", "response": "", "open": ""} {
		got := strings.Join(Texts(f, fn(t, f, name)), "\n")
		if want == "" && got != "" || want != "" && !strings.Contains(got, want) {
			t.Errorf("%s: got %q, want %q", name, got, want)
		}
	}
}
