package errtaint_test

import (
	"slices"
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/errtaint"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// TestNames checks which locals of a catch clause hold the caught error's
// text: its message through a ternary, a template and another local count;
// its status, code, class name and an instanceof test do not.
func TestNames(t *testing.T) {
	for _, tc := range []struct {
		path, src string
		want      []string
		lang      model.Language
	}{
		{"a.ts", `async function f() {
  try { await g(); } catch (error: any) {
    const message = error instanceof Error ? error.message : String(error);
    const full = "failed: " + message;
    const status = error.response?.status;
    const code = error["code"];
    const isAxios = error instanceof AxiosError;
    const kind = typeof error;
    throw new Error(full);
  }
}`, []string{"error", "message", "full"}, model.LangTypeScript},
		{"a.py", `def f():
    try:
        g()
    except Exception as e:
        msg = f"failed: {e}"
        code = e.response["Error"]["Code"]
        kind = type(e).__name__
        body = e.response.get("Error", {}).get("Message", str(e))
        def later():
            hidden = str(e)
        raise RuntimeError(msg) from e
`, []string{"e", "msg", "body"}, model.LangPython},
	} {
		f := modeltest.Parse(t, tc.path, tc.lang, []byte(tc.src))
		var clause *model.Node
		model.Walk(f.Root, func(n *model.Node) bool {
			if clause == nil && (n.Sym() == model.SymCatchClause || n.Sym() == model.SymExceptClause) {
				clause = n
			}
			return clause == nil
		})
		if clause == nil {
			t.Fatalf("%s: no clause", tc.path)
		}
		got := errtaint.Names(f, clause, adapt.HandlerVar(f, clause))
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: Names = %v, want %v", tc.path, got, tc.want)
		}
	}
}
