package rc101

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// TestGoAddImport: "time" goes into the import block in sorted place among
// the standard library, or after the package clause when there is none.
func TestGoAddImport(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"package p\n\nimport (\n\t\"net/http\"\n\t\"os\"\n\n\t\"example.com/x\"\n)\n",
			"package p\n\nimport (\n\t\"net/http\"\n\t\"os\"\n\t\"time\"\n\n\t\"example.com/x\"\n)\n"},
		{"package p\n\nimport (\n\t\"net/http\"\n)\n", "package p\n\nimport (\n\t\"net/http\"\n\t\"time\"\n)\n"},
		{"package p\n\nfunc f() {}\n", "package p\n\nimport \"time\"\n\nfunc f() {}\n"},
	} {
		f := modeltest.Parse(t, "a.go", model.LangGo, []byte(tc.src))
		e, ok := goAddImport(f, "time")
		if !ok {
			t.Fatalf("no edit for %q", tc.src)
		}
		if got := string(model.Apply(f.Src, []model.Edit{e})); got != tc.want {
			t.Errorf("add import to\n%s\ngot\n%s\nwant\n%s", tc.src, got, tc.want)
		}
	}
}
