package envdflt

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// defaults returns, for each top-level binding of f, the text of Default of
// its value ("" when Default is nil).
func defaults(t *testing.T, f *model.File) map[string]string {
	t.Helper()
	out := map[string]string{}
	model.Walk(f.Root, func(n *model.Node) bool {
		var name, value *model.Node
		switch n.Sym() {
		case model.SymVariableDeclarator:
			name, value = n.ChildByFieldName("name"), n.ChildByFieldName("value")
		case model.SymAssignment:
			name, value = n.ChildByFieldName("left"), n.ChildByFieldName("right")
		default:
			return true
		}
		if name == nil || value == nil {
			return true
		}
		d := Default(f, value)
		if d == nil && value.Sym() == model.SymCall && model.NumArgs(value) == 1 { // int(...) around the shape
			d = Default(f, model.Arg(value, 0))
		}
		if d != nil {
			out[f.Text(name)] = f.Text(d)
		} else {
			out[f.Text(name)] = ""
		}
		return false
	})
	return out
}

func TestDefaultJS(t *testing.T) {
	f := modeltest.Parse(t, "a.ts", model.LangTypeScript, []byte(`
const A = process.env.A ? Number(process.env.A) : DEFAULT_A;
const B = parseTimerMs(process.env.B, 120000);
const C = positiveInteger(process.env["C"], 80, true);
const D = Number.parseInt(process.env.D, 10);
const E = parseInteger(process.env.E, 10);
const F = Math.max(process.env.F, 5000);
const G = !process.env.G ? 5000 : Number(process.env.G);
const H = other.x ? 1 : 2;
const I = readTimeout(config.x, 9000);
`))
	want := map[string]string{"A": "DEFAULT_A", "B": "120000", "C": "80", "D": "", "E": "", "F": "", "G": "", "H": "", "I": ""}
	got := defaults(t, f)
	for k, w := range want {
		if got[k] != w {
			t.Errorf("%s: Default = %q, want %q", k, got[k], w)
		}
	}
}

func TestDefaultPython(t *testing.T) {
	f := modeltest.Parse(t, "a.py", model.LangPython, []byte(`
A = int(os.environ["A"]) if "A" in os.environ else 300
B = float(os.getenv("B")) if os.getenv("B") else 10.0
C = int(os.getenv("C") or 120)
D = parse_int(os.getenv("D"), 3600)
E = int(os.getenv("E", "5") or 900)
F = 5 if os.getenv("F") is None else 600
G = 1 if "G" not in os.environ else 2
H = os.environ.get("H", "") or 45
I = timeout or 60
`))
	want := map[string]string{"A": "300", "B": "10.0", "C": "120", "D": "3600", "E": "", "F": "", "G": "", "H": "45", "I": ""}
	got := defaults(t, f)
	for k, w := range want {
		if got[k] != w {
			t.Errorf("%s: Default = %q, want %q", k, got[k], w)
		}
	}
}
