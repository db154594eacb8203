package resolve

import "testing"

func set(paths ...string) func(string) bool {
	m := map[string]bool{}
	for _, p := range paths {
		m[p] = true
	}
	return func(p string) bool { return m[p] }
}

func TestPython(t *testing.T) {
	has := set("src/pkg/__init__.py", "src/pkg/client.py", "src/pkg/sub/__init__.py", "src/pkg/sub/x.py", "app/utils.py", "tools.py")
	for _, c := range []struct {
		from, spec string
		level      int
		want       string
	}{
		{"src/pkg/server.py", "client", 1, "src/pkg/client.py"},
		{"src/pkg/server.py", "", 1, "src/pkg/__init__.py"},
		{"src/pkg/sub/x.py", "client", 2, "src/pkg/client.py"},
		{"src/pkg/sub/x.py", "", 2, "src/pkg/__init__.py"},
		{"src/pkg/server.py", "pkg.client", 0, "src/pkg/client.py"}, // src/ layout: found from the importing file's folders
		{"tests/test_x.py", "pkg.sub.x", 0, "src/pkg/sub/x.py"},     // src/ tried last
		{"app/main.py", "utils", 0, "app/utils.py"},                 // the importing file's folder
		{"app/main.py", "tools", 0, "tools.py"},                     // the root
		{"app/main.py", "requests", 0, ""},                          // a package outside the repository
		{"src/pkg/server.py", "missing", 1, ""},
		{"x.py", "", 3, ""}, // above the root
	} {
		got, ok := Python(c.from, c.spec, c.level, has)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("Python(%q, %q, %d) = %q, %v; want %q", c.from, c.spec, c.level, got, ok, c.want)
		}
	}
}

func TestJS(t *testing.T) {
	has := set("src/util/index.ts", "src/util/kube.ts", "src/api.js", "lib/run.js", "lib/x.mts", "src/comp.tsx")
	for _, c := range []struct{ from, spec, want string }{
		{"src/tools/pods.ts", "../util", "src/util/index.ts"},
		{"src/tools/pods.ts", "../util/kube", "src/util/kube.ts"},
		{"src/tools/pods.ts", "../util/kube.js", "src/util/kube.ts"}, // TypeScript's ESM convention
		{"src/main.ts", "./api", "src/api.js"},
		{"src/main.ts", "./api.js", "src/api.js"},
		{"src/main.ts", "./comp", "src/comp.tsx"},
		{"lib/a.mjs", "./x.mjs", "lib/x.mts"},
		{"lib/handler.js", "./run", "lib/run.js"},
		{"lib/handler.js", "./missing", ""},
		{"lib/handler.js", "child_process", ""},
		{"lib/handler.js", "@/util", ""}, // tsconfig paths: not resolved
		{"a.ts", "../outside", ""},
	} {
		got, ok := JS(c.from, c.spec, has)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("JS(%q, %q) = %q, %v; want %q", c.from, c.spec, got, ok, c.want)
		}
	}
}

func TestGo(t *testing.T) {
	if m := ModulePath([]byte("// c\nmodule example.com/demo // x\n\ngo 1.22\n")); m != "example.com/demo" {
		t.Errorf("ModulePath = %q", m)
	}
	for _, c := range []struct{ mod, root, imp, want string }{
		{"example.com/demo", "", "example.com/demo/pkg", "pkg"},
		{"example.com/demo", "", "example.com/demo", "."},
		{"example.com/demo", "svc", "example.com/demo/internal/x", "svc/internal/x"},
		{"example.com/demo", "", "example.com/demox/pkg", ""},
		{"", "", "net/http", ""},
	} {
		got, ok := GoPackage(c.mod, c.root, c.imp)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("GoPackage(%q, %q, %q) = %q, %v; want %q", c.mod, c.root, c.imp, got, ok, c.want)
		}
	}
}

// TestPythonWorkspace: an absolute import names the one src-layout module of
// another workspace member; none, or two members with the module, stay
// unresolved.
func TestPythonWorkspace(t *testing.T) {
	paths := []string{
		"packages/core/src/core/__init__.py",
		"packages/core/src/core/tools/listing.py",
		"packages/srv/src/srv/server.py",
		"packages/a/src/dup/mod.py",
		"packages/b/src/dup/mod.py",
		"flat/util/helpers.py",
	}
	for _, tc := range []struct {
		spec, want string
		ok         bool
	}{
		{"core.tools.listing", "packages/core/src/core/tools/listing.py", true},
		{"core", "packages/core/src/core/__init__.py", true},
		{"dup.mod", "", false},            // two members: ambiguous
		{"util.helpers", "", false},       // not a src layout
		{"core.tools.missing", "", false}, // no such module
		{".listing", "", false},           // relative: Python resolves it
	} {
		got, ok := PythonWorkspace(tc.spec, paths)
		if got != tc.want || ok != tc.ok {
			t.Errorf("PythonWorkspace(%q) = %q, %v; want %q, %v", tc.spec, got, ok, tc.want, tc.ok)
		}
	}
}
