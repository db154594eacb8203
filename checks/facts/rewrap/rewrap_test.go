package rewrap_test

import (
	"maps"
	"slices"
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/rewrap"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// TestClasses checks which raised classes carry the caught error's text:
// one built from it directly or through a clause local; not one with only
// the status code, the class name or fixed text, nor a raise outside a
// clause or in a function nested in one.
func TestClasses(t *testing.T) {
	for _, tc := range []struct {
		path, src string
		want      []string
		lang      model.Language
	}{
		{"a.py", `def f():
    try:
        g()
    except httpx.HTTPStatusError as e:
        raise StatusOnly(f"HTTP {e.response.status_code}")
    except httpx.HTTPError as e:
        msg = f"search failed: {e}"
        raise errors.SearchError(msg) from e
    except Exception as e:
        raise Named(type(e).__name__)
    except KeyError as e:
        def later():
            raise Nested(str(e))
        raise Fixed("missing key")
    raise Outside(str(x))
`, []string{"SearchError"}, model.LangPython},
		{"a.ts", `async function f() {
  try { await g(); } catch (err: any) {
    if (err.response?.status === 404) throw new NotFound(` + "`status ${err.response?.status}`" + `);
    throw new ApiError(` + "`lookup failed: ${err.message}`" + `);
  }
}`, []string{"ApiError"}, model.LangTypeScript},
	} {
		f := modeltest.Parse(t, tc.path, tc.lang, []byte(tc.src))
		got := slices.Sorted(maps.Keys(rewrap.Classes(f)))
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: Classes = %v, want %v", tc.path, got, tc.want)
		}
	}
}
