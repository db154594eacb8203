package wrapcls

import (
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// call returns the first call of f whose text starts with prefix.
func call(f *model.File, prefix string) *model.Node {
	var out *model.Node
	model.Walk(f.Root, func(n *model.Node) bool {
		if out == nil && (n.Sym() == model.SymCall || n.Sym() == model.SymCallExpression) && strings.HasPrefix(f.Text(n), prefix) {
			out = n
		}
		return out == nil
	})
	return out
}

// TestClass: the class a handler around the call raises again with the
// caught error's text; none for fixed text, the status code, a bare
// re-raise, or a call in the handler itself.
func TestClass(t *testing.T) {
	for _, tc := range []struct {
		name, lang, src, call, want string
	}{
		{"py text", "a.py", "def g(u):\n    try:\n        return httpx.get(u)\n    except httpx.HTTPError as e:\n        raise ApiError(f\"HTTP error: {e}\") from e\n", "httpx.get", "ApiError"},
		{"py local", "a.py", "def g(u):\n    try:\n        return httpx.get(u)\n    except httpx.HTTPError as e:\n        msg = str(e)\n        raise mod.ApiError(msg)\n", "httpx.get", "ApiError"},
		{"py status", "a.py", "def g(u):\n    try:\n        return httpx.get(u)\n    except httpx.HTTPStatusError as e:\n        raise ApiError(f\"HTTP {e.response.status_code}\")\n", "httpx.get", ""},
		{"py fixed", "a.py", "def g(u):\n    try:\n        return httpx.get(u)\n    except httpx.HTTPError as e:\n        raise ApiError(\"upstream failed\") from e\n", "httpx.get", ""},
		{"py bare", "a.py", "def g(u):\n    try:\n        return httpx.get(u)\n    except httpx.HTTPError:\n        raise\n", "httpx.get", ""},
		{"py outer", "a.py", "def g(u):\n    try:\n        try:\n            return httpx.get(u)\n        except KeyError:\n            raise\n    except Exception as e:\n        raise ApiError(str(e))\n", "httpx.get", "ApiError"},
		{"py in handler", "a.py", "def g(u):\n    try:\n        pass\n    except Exception as e:\n        log.warning(u)\n        raise ApiError(str(e))\n", "log.warning", ""},
		{"ts text", "a.ts", "async function g(u: string) {\n  try {\n    return await axios.get(u);\n  } catch (err: any) {\n    throw new ApiError(`lookup failed: ${err.message}`);\n  }\n}\n", "axios.get", "ApiError"},
		{"ts fixed", "a.ts", "async function g(u: string) {\n  try {\n    return await axios.get(u);\n  } catch (err: any) {\n    throw new ApiError(\"lookup failed\");\n  }\n}\n", "axios.get", ""},
		{"nested function", "a.ts", "async function g(u: string) {\n  try {\n    const h = () => axios.get(u);\n    return await h();\n  } catch (err: any) {\n    throw new ApiError(err.message);\n  }\n}\n", "axios.get", ""},
	} {
		lang := model.LangPython
		if strings.HasSuffix(tc.lang, ".ts") {
			lang = model.LangTypeScript
		}
		f := modeltest.Parse(t, tc.lang, lang, []byte(tc.src))
		n := call(f, tc.call)
		if n == nil {
			t.Fatalf("%s: no call %q", tc.name, tc.call)
		}
		if got := Class(f, n); got != tc.want {
			t.Errorf("%s: Class %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestMisses: a clause of own classes catches only errors raised as one of them.
func TestMisses(t *testing.T) {
	if Misses(nil, nil) || Misses(nil, []string{"A"}) {
		t.Error("no own-class clause: nothing is missed")
	}
	if !Misses([]string{"ApiError"}, nil) || !Misses([]string{"ApiError"}, []string{"OtherError"}) {
		t.Error("an error not raised as ApiError is missed")
	}
	if Misses([]string{"ApiError", "B"}, []string{"A", "ApiError"}) {
		t.Error("an error raised as ApiError is caught")
	}
}
