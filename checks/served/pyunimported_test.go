package served

import (
	"errors"
	"testing"
)

// pyDynamic finds an import by a computed name and no literal one, and no
// method that happens to be called exec.
func TestPyDynamic(t *testing.T) {
	for src, want := range map[string]bool{
		`m = importlib.import_module("pkg.tools")`:                 false,
		`m = importlib.import_module(f"pkg.tools.{name}")`:         true,
		`m = import_module(name, package=__package__)`:             true,
		`m = __import__('json')`:                                   false,
		`for _, name, _ in pkgutil.iter_modules(__path__): pass`:   true,
		`spec = importlib.util.spec_from_file_location("x", path)`: true,
		`session.exec(select(User))`:                               false,
		`await asyncio.create_subprocess_exec("git", "status")`:    false,
		"exec(code, ns)": true,
		"x = 1\n    exec(compile(src, p, 'exec'))": true,
		`eps = entry_points(group="pkg.plugins")`:  true,
		`# nothing here`: false,
		`if importlib.util.find_spec("numpy") is None: pass`:             false,
		"importlib.import_module('a')\nimportlib.import_module(b)":       true,
		"importlib.import_module('a.b', )\nimportlib.import_module('c')": false,
	} {
		if got := pyDynamic([]byte(src)); got != want {
			t.Errorf("%s: %v, want %v", src, got, want)
		}
	}
}

// A Python module is not served only when nothing names it as a whole word
// (another input of any language, a launch file of its folder or above),
// it is no entry by convention, in no folder a framework loads, builds no
// server, has no __main__ guard, and no input of the scan (tests and
// scripts aside) imports by a computed name; an unreadable input or module
// leaves it served.
func TestPyNotServed(t *testing.T) {
	base := map[string]string{
		"pyproject.toml":          "[project.scripts]\nsrv = \"pkg.server:main\"\n",
		"pkg/server.py":           "from mcp.server.fastmcp import FastMCP\nfrom pkg.tools import status\nmcp = FastMCP('x')\n",
		"pkg/tools/status.py":     "def status(): pass\n",
		"pkg/tools/old_status.py": "def status(): pass\n",
		"pkg/tools/status_v2.py":  "def status(): pass\n",
		"pkg/tools/legacy.py":     "def f(): pass\n",
		"pkg/tools/runner.py":     "if __name__ == '__main__':\n    main()\n",
		"pkg/tools/app_main.py":   "app = FastAPI()\n",
		"pkg/tools/readme_cmd.py": "def f(): pass\n",
		"pkg/tools/README.md":     "Run python readme_cmd.py to refresh.\n",
		"pkg/plugins/loaded.py":   "def f(): pass\n",
		"web/client.ts":           "spawn('python', ['pkg/tools/legacy.py'])\n",
		"tests/test_loader.py":    "importlib.import_module(name)\n",
		"scripts/gen.py":          "importlib.import_module(name)\n",
	}
	run := func(files map[string]string, gone string) *PyJudge {
		var paths []string
		for p := range files {
			if p != "pyproject.toml" && p != "pkg/tools/README.md" {
				paths = append(paths, p)
			}
		}
		return NewPy(paths, func(p string) ([]byte, error) {
			if s, ok := files[p]; ok && p != gone {
				return []byte(s), nil
			}
			return nil, errors.New("no such file")
		})
	}
	j := run(base, "pkg/tools/unreadable_io.py")
	for p, want := range map[string]bool{
		"pkg/tools/status.py":     false, // the server imports it (from pkg.tools import status)
		"pkg/tools/old_status.py": true,
		"pkg/tools/status_v2.py":  true,  // status as a word is no status_v2
		"pkg/tools/legacy.py":     false, // a TS file starts it by its path
		"pkg/tools/runner.py":     false,
		"pkg/tools/app_main.py":   false,
		"pkg/tools/readme_cmd.py": false,
		"pkg/plugins/loaded.py":   false,
		"pkg/server.py":           false,
		"pkg/tools/__init__.py":   false,
		"web/client.ts":           false, // not Python: another judge's
	} {
		if got := j.NotServed(p) != ""; got != want {
			t.Errorf("NotServed(%s) = %v, want %v", p, got, want)
		}
	}
	dyn := map[string]string{}
	for k, v := range base {
		dyn[k] = v
	}
	dyn["pkg/loader.py"] = "importlib.import_module(f'pkg.tools.{name}')\n"
	if why := run(dyn, "").NotServed("pkg/tools/old_status.py"); why != "" {
		t.Errorf("a computed import in the package: %q, want served", why)
	}
	if why := run(base, "pkg/tools/status.py").NotServed("pkg/tools/old_status.py"); why != "" {
		t.Errorf("an unreadable input: %q, want served", why)
	}
	if why := run(base, "pkg/tools/old_status.py").NotServed("pkg/tools/old_status.py"); why != "" {
		t.Errorf("an unreadable module: %q, want served", why)
	}
	if why := NewPy([]string{"pkg/tools/old_status.py"}, nil).NotServed("pkg/tools/old_status.py"); why != "" {
		t.Errorf("no config: %q, want served", why)
	}
}

// A * pattern export keeps served only the modules it may export: those in
// its folder or that folder's source (dist/types -> src/types); a pattern
// whose folders hold no input, or that exports the whole build, keeps
// every module served.
func TestUnderPattern(t *testing.T) {
	j := New([]string{"src/types/a.ts", "src/tools/b.ts", "pkgs/x/src/lib/c.ts", "pkgs/x/src/other/d.ts"}, nil, nil)
	for _, c := range []struct {
		pkg, t, p string
		want      bool
	}{
		{"", "./dist/types/*.js", "src/types/a.ts", true},
		{"", "./dist/types/*.js", "src/tools/b.ts", false},
		{"", "./dist/*", "src/tools/b.ts", true},
		{"", "./*", "src/tools/b.ts", true},
		{"", "./dist/esm/*", "src/tools/b.ts", true},         // no input under src/esm or esm: unknown
		{"", "./out/generated/*.js", "src/tools/b.ts", true}, // no input under src/generated: unknown
		{"pkgs/x", "./dist/lib/*.js", "pkgs/x/src/lib/c.ts", true},
		{"pkgs/x", "./dist/lib/*.js", "pkgs/x/src/other/d.ts", false},
		{"", "./src/types/*.ts", "src/tools/b.ts", false},
	} {
		if got := j.underPattern(c.pkg, c.t, c.p); got != c.want {
			t.Errorf("underPattern(%q, %q, %q) = %v, want %v", c.pkg, c.t, c.p, got, c.want)
		}
	}
}
