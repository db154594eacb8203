package model

import (
	"strings"
	"testing"
)

// TestContainsFold checks the literal pre-filters against the cases a
// case-insensitive regexp alternation would match.
func TestContainsFold(t *testing.T) {
	for _, tc := range []struct {
		s     string
		words []string
		want  bool
	}{
		{"AUTHZ_URL", []string{"url"}, true},
		{"checkPermission", []string{"token", "perm"}, true},
		{"Per", []string{"perm"}, false},
		{"", []string{"x"}, false},
		{"anything", nil, false},
		{"a/b", []string{"/"}, true},
	} {
		if got := ContainsFoldAny(tc.s, tc.words...); got != tc.want {
			t.Errorf("ContainsFoldAny(%q, %q) = %v, want %v", tc.s, tc.words, got, tc.want)
		}
		f := &File{Src: []byte(tc.s)}
		if got := f.ContainsFold(tc.words...); got != tc.want {
			t.Errorf("File.ContainsFold(%q, %q) = %v, want %v", tc.s, tc.words, got, tc.want)
		}
	}
}

// TestLineChange: a fix's whole-line form covers every line its edits touch
// and holds those lines as they will read.
func TestLineChange(t *testing.T) {
	src := "a = 1\nrun(x,\n    y)\nb = 2\n"
	f := &File{Src: []byte(src), lines: []int{0, 6, 13, 20}}
	lc := f.lineChange([]Edit{{Start: 18, End: 18, Text: ", timeout=30"}})
	if lc == nil || lc.StartLine != 3 || lc.EndLine != 3 || lc.Text != "    y, timeout=30)" {
		t.Fatalf("one-line change = %+v", lc)
	}
	lc = f.lineChange([]Edit{{Start: 6, End: 9, Text: "call"}, {Start: 18, End: 18, Text: ", z"}})
	if lc == nil || lc.StartLine != 2 || lc.EndLine != 3 || lc.Text != "call(x,\n    y, z)" {
		t.Fatalf("two-line change = %+v", lc)
	}
}

// TestPyAddImport: a new import goes after the last top-level import, or
// after the module docstring when the file has none.
func TestPyAddImport(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"import os\nfrom x import y\n\nz = 1\n", "import os\nfrom x import y\nimport asyncio\n\nz = 1\n"},
		{"\"\"\"Doc.\"\"\"\n\nz = 1\n", "\"\"\"Doc.\"\"\"\n\nimport asyncio\n\nz = 1\n"},
	} {
		f := parseFile(t, "a.py", LangPython, []byte(tc.src))
		e, ok := f.PyAddImport("asyncio")
		if !ok {
			t.Fatalf("no edit for %q", tc.src)
		}
		if got := string(Apply(f.Src, []Edit{e})); got != tc.want {
			t.Errorf("got %q, want %q", got, tc.want)
		}
	}
}

// TestIsScript: folders and entry points that run once are scripts; a file
// that starts a server is not, whatever else it has.
func TestIsScript(t *testing.T) {
	for _, tc := range []struct {
		path, src string
		want      bool
	}{
		{"scripts/release.py", "x = 1\n", true},
		{"packages/cli/bin/run.js", "x = 1\n", true},
		{"tools/gen.go", "package main\n", true},
		{"src/tools/search.ts", "export async function search() {}\n", false}, // an MCP server's tool handlers
		{"tools/oncall.go", "package tools\n\nfunc ListTeams() {}\n", false},  // handlers at the root
		{"app/cli.py", "def main(): pass\n\nif __name__ == '__main__':\n    main()\n", true},
		{"app/server.py", "mcp = FastMCP('x')\n\nif __name__ == '__main__':\n    mcp.run()\n", false},
		{"src/index.ts", "async function main() {}\nmain().catch(console.error);\n", true},
		{"src/index.ts", "const server = new McpServer({});\nmain();\n", false},
		{"local/prepare.js", "#!/usr/bin/env node\nasync function prep() {}\nprep();\n", true},
		{"local/prepare.js", "async function prep() {}\nprep().catch(() => process.exit(1));\n", true},
		{"src/lib.ts", "export async function helper() {}\nconst x = compute();\n", false},
		{"cmd/tool/main.go", "package main\n\nfunc main() {}\n", true},
		{"cmd/srv/main.go", "package main\n\nfunc main() { http.ListenAndServe(\":8080\", nil) }\n", false},
		{"internal/x/x.go", "package x\n", false},
		// a command-line package's modules, reached through its bin entry
		{"packages/cli/src/commands/publish.ts", "export async function publish() {}\n", true},
		// a console-script module: no __main__ guard, started through pyproject scripts
		{"pkg/templates/cli.py", "import argparse\n\ndef main():\n    argparse.ArgumentParser()\n", true},
		{"pkg/cli.py", "mcp = FastMCP('x')\n\ndef main():\n    mcp.run()\n", false},
		// a setup wizard's module: it asks the person at the terminal
		{"packages/setup/src/skills.ts", "import { confirm } from \"@inquirer/prompts\";\nexport async function add() {}\n", true},
		{"src/server.ts", "import { Command } from \"commander\";\nconst app = express();\n", false},
		// entry-point guards of CommonJS and ES modules: run as a program when started directly
		{"uninstall.js", "async function run() {}\nif (process.argv[1] === fileURLToPath(import.meta.url)) {\n  run();\n}\n", true},
		{"src/setup.js", "async function run() {}\nif (require.main === module) {\n  run();\n}\n", true},
		{"src/srv.js", "const app = express();\nif (require.main === module) {\n  app.listen(3000);\n}\n", false},
		{"src/lib.js", "if (process.env.DEBUG) {\n  enableDebug();\n}\n", false},
		// a build tool's configuration runs at build time
		{"tsup.config.ts", "export default defineConfig({ onSuccess: async () => {} });\n", true},
		{"src/app.config.py", "TIMEOUT = 5\n", false},
		// a file that builds an MCP server or registers its tools is a server's, #! line or not
		{"server.js", "#!/usr/bin/env node\nimport {FastMCP} from 'fastmcp';\nlet server = new FastMCP({name: 'x'});\nserver.start();\n", false},
		{"src/index.ts", "#!/usr/bin/env node\nconst s = new MCPServer();\ns.start();\n", false},
		{"bin.js", "#!/usr/bin/env node\nserver.registerTool('x', {}, async () => ({}));\n", false},
		{"run.py", "#!/usr/bin/env python\nfrom fastmcp import FastMCP\napp = FastMCP('x')\n", false},
		{"main.go", "package main\n\nfunc main() { s := mcp_golang.NewServer(t); s.RegisterTool(\"x\", \"d\", h) }\n", false},
		// a client program that calls an MCP server's tools stays a script
		{"client.js", "#!/usr/bin/env node\nconst r = await client.callTool({name: 'x'});\n", true},
		{"client.py", "#!/usr/bin/env python\nawait session.call_tool('x', {})\n", true},
	} {
		lang, _ := DetectLanguage(tc.path)
		f := parseFile(t, tc.path, lang, []byte(tc.src))
		if got := f.IsScript(); got != tc.want {
			t.Errorf("%s: IsScript = %v, want %v", tc.path, got, tc.want)
		}
	}
	// a JS/TS module named cli.* that serving code imports is a wrapper the
	// handlers run (bitwarden's src/utils/cli.ts spawns bw), not a program;
	// one nothing imports, or one with an entry point of its own, still is
	for _, tc := range []struct {
		path, src string
		imported  bool
		want      bool
	}{
		{"src/utils/cli.ts", "export async function run() {}\n", true, false},
		{"src/utils/cli.ts", "export async function run() {}\n", false, true},
		{"src/cli.ts", "async function main() {}\nmain();\n", true, true},
		{"src/cli.js", "#!/usr/bin/env node\nexport function run() {}\n", true, true},
		{"pkg/cli.py", "def run():\n    pass\n", true, true}, // Python: unchanged
	} {
		lang, _ := DetectLanguage(tc.path)
		f := parseFile(t, tc.path, lang, []byte(tc.src))
		imported := tc.imported
		f.Imported = func() bool { return imported }
		if got := f.IsScript(); got != tc.want {
			t.Errorf("%s (imported %v): IsScript = %v, want %v", tc.path, tc.imported, got, tc.want)
		}
	}
}

// TestLineLong: Line returns each line's text without its ending, and a line
// longer than longLine is copied once for all callers (a minified bundle's
// calls all ask for the same few lines), not once per call.
func TestLineLong(t *testing.T) {
	long := strings.Repeat("f(x);", 400) // 2000 bytes
	f := &File{Src: []byte("a = 1\r\n" + long + "\nb\n")}
	if got := f.Line(1); got != "a = 1" {
		t.Fatalf("Line(1) = %q", got)
	}
	if got := f.Line(2); got != long {
		t.Fatalf("Line(2) has %d bytes, want %d", len(got), len(long))
	}
	if got := f.Line(9); got != "" {
		t.Fatalf("Line(9) = %q, want empty", got)
	}
	if n := testing.AllocsPerRun(100, func() { _ = f.Line(2) }); n != 0 {
		t.Fatalf("Line of a long line asked again allocates %v times, want 0", n)
	}
}
