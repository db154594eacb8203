package handlers_test

import (
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// TestRegistry: a function that another file registers (through an
// imported table and map, a re-export, a namespace import, a Python list
// joined and iterated, a Go method value of another file of the package, a
// handler map or definition list a CallTool handler looks up by name, a Go
// method of another file the registration calls for the handler) is a
// handler in its own file; the functions nothing registers are not.
func TestRegistry(t *testing.T) {
	root := filepath.Join("testdata", "registry")
	var paths []string
	if err := filepath.Walk(root, func(p string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() {
			rel, _ := filepath.Rel(root, p)
			paths = append(paths, filepath.ToSlash(rel))
		}
		return err
	}); err != nil {
		t.Fatal(err)
	}
	for _, keep := range []bool{false, true} {
		got := registryHandlers(t, root, paths, keep)
		want := map[string]string{
			"ts/src/tools/notes.ts": "createNote listNotes",
			"ts/src/tools/extra.ts": "archiveNote",
			"py/app/tools/kv.py":    "delete_document get_document upsert_document",
			"go/pkg/handlers.go":    "createIssue",
			// dispatch.go: a definition looked up by name and its handler
			// called, a name-keyed map indexed by the name, from a server at
			// the scan's root (./ts/src/... imports); a helper the dispatcher
			// calls directly (auditLog) and exported functions nothing
			// registers are not handlers
			"ts/src/dispatch/install.ts": "analyzeHandler installHandler",
			"ts/src/dispatch/keyed.ts":   "deleteRecord",
			// a Go tool interface's Handler(deps) that the registration loop
			// of another file calls: the closure it returns
			"go/pkg/iface.go": "Handler.func",
			// a Go method value, or a method's result, named through a
			// receiver field typed with another package's type
			// (gofieldtype): ReadHandler.Handle (not OtherHandler's) and
			// the method SearchHandler.HandleFunc returns; an interface
			// field's List names nothing
			"gomod/internal/tools/tools.go": "Handle search",
		}
		for p, w := range want {
			if g := strings.Join(got[p], " "); g != w {
				t.Errorf("keep %v: %s: handlers %q, want %q", keep, p, g, w)
			}
		}
		for p, g := range got {
			if _, ok := want[p]; !ok {
				t.Errorf("keep %v: %s: handlers %q, want none", keep, p, g)
			}
		}
	}
}

// registryHandlers returns the tool handlers of the files paths under root
// as the registry of paths makes them; with keep, the registry keeps the
// trees it parses, which must change nothing of what it finds, and hands
// each of them on (TakeTree) once, for its file's contents only, until Close.
func registryHandlers(t *testing.T, root string, paths []string, keep bool) map[string][]string {
	reg := handlers.NewRegistry(paths, func(p string) ([]byte, error) { return os.ReadFile(filepath.Join(root, p)) })
	if keep {
		reg.Keep = func(string) bool { return true }
	}
	reg.Prepare()
	taken := 0
	for i, p := range paths {
		src, err := os.ReadFile(filepath.Join(root, p))
		if err != nil {
			t.Fatal(err)
		}
		if i%2 == 0 { // the others wait for Close
			continue
		}
		if tr := reg.TakeTree(p, src); tr != nil {
			taken++
			if got := tr.RootNode().EndByte(); int(got) > len(src)+1 {
				t.Errorf("%s: taken tree ends at byte %d of %d", p, got, len(src))
			}
			tr.Close()
			if reg.TakeTree(p, src) != nil {
				t.Errorf("%s: a tree taken twice", p)
			}
		}
	}
	if keep != (taken > 0) {
		t.Errorf("keep %v: %d trees taken", keep, taken)
	}
	defer func() {
		reg.Close()
		for _, p := range paths {
			if src, _ := os.ReadFile(filepath.Join(root, p)); reg.TakeTree(p, src) != nil {
				t.Errorf("%s: a tree taken after Close", p)
			}
		}
	}()
	if keep { // for other contents: none, and the tree is closed
		p := paths[0]
		if src, err := os.ReadFile(filepath.Join(root, p)); err == nil && reg.TakeTree(p, append(src, ' ', ' ')) != nil {
			t.Errorf("%s: a tree taken for other contents", p)
		}
	}
	got := map[string][]string{}
	for _, p := range paths {
		lang, ok := model.DetectLanguage(p)
		if !ok {
			continue
		}
		src, err := os.ReadFile(filepath.Join(root, p))
		if err != nil {
			t.Fatal(err)
		}
		f := modeltest.Parse(t, p, lang, src)
		handlers.SetRegistry(f, reg)
		syms := model.NewSymBitset(model.SymFunctionDefinition, model.SymFunctionDeclaration, model.SymMethodDeclaration,
			model.SymArrowFunction, model.SymFuncLiteral)
		f.NodesOf(syms, func(n *model.Node) bool {
			if handlers.Kind(f, n) != model.ToolHandler {
				return true
			}
			switch n.Sym() {
			case model.SymArrowFunction: // const name = async (args) => ...
				if d := n.Parent(); d != nil && d.Sym() == model.SymVariableDeclarator {
					got[p] = append(got[p], f.Text(d.ChildByFieldName("name")))
				}
			case model.SymFuncLiteral: // the closure a Go method returns: Method.func
				if m := model.EnclosingFunc(n); m != nil {
					got[p] = append(got[p], f.Text(m.ChildByFieldName("name"))+".func")
				}
			default:
				got[p] = append(got[p], f.Text(n.ChildByFieldName("name")))
			}
			return true
		})
		sort.Strings(got[p])
	}
	return got
}

// TestRegistryCrossWrappers: a registration wrapper one file defines (a
// server class whose tool({name, cb}) method stores its argument in the
// table its CallTool handler dispatches on; a function forwarding its
// callback to registerTool) makes what another file's calls pass a tool
// handler: the key the dispatcher calls only (cb, not validate), on an
// object typed as the class; a same-named method of another class and a
// callback handed to a helper that registers nothing are not. Whole scan
// (NewRegistry) and diff mode (NewRepoRegistry with the server file as an
// anchor) agree.
func TestRegistryCrossWrappers(t *testing.T) {
	root := filepath.Join("..", "..", "summary", "testdata", "js-tool-wrapper") // the summaries' fixture of the same shape
	paths := []string{"src/CustomServer.ts", "src/tools/createItem.ts", "src/tools/lookalike.ts", "src/tools/queue.ts"}
	read := func(p string) ([]byte, error) { return os.ReadFile(filepath.Join(root, p)) }
	has := func(p string) bool { _, err := os.Stat(filepath.Join(root, p)); return err == nil }
	want := map[string]string{
		"src/CustomServer.ts":     "14", // the CallTool handler
		"src/tools/createItem.ts": "8 21",
	}
	for _, diff := range []bool{false, true} {
		for _, p := range paths {
			reg := handlers.NewRegistry(paths, read)
			if diff {
				reg = handlers.NewRepoRegistry([]string{p}, []string{"src/CustomServer.ts"}, has, nil, read)
			}
			src, err := read(p)
			if err != nil {
				t.Fatal(err)
			}
			if g := handlerLines(t, p, src, reg); g != want[p] {
				t.Errorf("diff %v: %s: tool handlers at lines %q, want %q", diff, p, g, want[p])
			}
		}
	}
}

// handlerLines parses file p (src) with registry reg and returns the
// 1-based lines of its functions that handlers.Kind calls tool handlers,
// space-separated, in document order.
func handlerLines(t *testing.T, p string, src []byte, reg *handlers.Registry) string {
	t.Helper()
	lang, _ := model.DetectLanguage(p)
	f := modeltest.Parse(t, p, lang, src)
	handlers.SetRegistry(f, reg)
	var got []string
	f.NodesOf(model.NewSymBitset(model.SymArrowFunction, model.SymMethodDefinition, model.SymFunctionDeclaration, model.SymFunctionDefinition), func(n *model.Node) bool {
		if handlers.Kind(f, n) == model.ToolHandler {
			line, _ := f.Position(int(n.StartByte()))
			got = append(got, strconv.Itoa(line))
		}
		return true
	})
	return strings.Join(got, " ")
}

// TestRegistryNamespaces: tool modules imported whole (`import * as t`) and
// registered in a loop that calls each one's handler make that export a
// handler, through an array of the namespaces and through a barrel's
// `export * as x from` taken by Object.values; the modules' other exports
// (a helper) are not handlers.
func TestRegistryNamespaces(t *testing.T) {
	root := filepath.Join("..", "..", "summary", "testdata", "js-tool-modules") // the summaries' fixture of the same shape
	paths := []string{"src/index.ts", "src/tools/createNote.ts", "src/tools/runMonitor.ts", "src/more/index.ts", "src/more/createTicket.ts"}
	read := func(p string) ([]byte, error) { return os.ReadFile(filepath.Join(root, p)) }
	want := map[string]string{
		"src/index.ts":             "11 16", // the registered lambdas
		"src/tools/createNote.ts":  "5",
		"src/tools/runMonitor.ts":  "5", // handler, not copyNote
		"src/more/createTicket.ts": "5",
	}
	reg := handlers.NewRegistry(paths, read)
	for _, p := range paths {
		src, err := read(p)
		if err != nil {
			t.Fatal(err)
		}
		if g := handlerLines(t, p, src, reg); g != want[p] {
			t.Errorf("%s: tool handlers at lines %q, want %q", p, g, want[p])
		}
	}
}

// TestComparatorNotHandler: a collection's comparator or predicate on the
// way to a registration (`tools.filter((t) => ...).sort(byName)`, `find`)
// is no handler; the elements' handlers still are.
func TestComparatorNotHandler(t *testing.T) {
	src := `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "x", version: "1" });
const byName = (a, b) => (a.name < b.name ? -1 : 1);
const tools = [
  { name: "create_note", handler: async (args) => ({ content: [] }) },
];
for (const t of tools.filter((x) => x.name !== "off").sort(byName)) {
  server.tool(t.name, "d", {}, t.handler);
}
const first = tools.find((x) => x.name === "create_note");
server.tool("again", "d", {}, first.handler);
`
	f := modeltest.Parse(t, "x.ts", model.LangTypeScript, []byte(src))
	var got []string
	f.NodesOf(model.NewSymBitset(model.SymArrowFunction), func(n *model.Node) bool {
		if handlers.Kind(f, n) != model.NotHandler {
			line, _ := f.Position(int(n.StartByte()))
			got = append(got, strconv.Itoa(line))
		}
		return true
	})
	if g := strings.Join(got, " "); g != "5" {
		t.Errorf("handlers at lines %q, want %q (the element's handler only)", g, "5")
	}
}

// TestRegistrySkipsIdleGoAnchors: in diff mode a Go anchor none of whose
// imports, followed package by package, reaches a scanned file (modreach)
// is not parsed, and the scanned file's handlers are the same; the server
// of the scanned file's package is parsed. A whole scan parses both.
func TestRegistrySkipsIdleGoAnchors(t *testing.T) {
	root := filepath.Join("testdata", "registry")
	other := "package main\n\nimport (\n\t\"github.com/mark3labs/mcp-go/mcp\"\n\t\"github.com/mark3labs/mcp-go/server\"\n)\n\n" +
		"func main() {\n\ts := server.NewMCPServer(\"x\", \"1\")\n\ts.AddTool(mcp.NewTool(\"ping\"), ping)\n}\n"
	read := func(p string) ([]byte, error) {
		if p == "go/other/main.go" {
			return []byte(other), nil
		}
		return os.ReadFile(filepath.Join(root, p))
	}
	has := func(p string) bool {
		_, err := read(p)
		return err == nil
	}
	p := "go/pkg/handlers.go"
	src, err := read(p)
	if err != nil {
		t.Fatal(err)
	}
	goHandlers := func(reg *handlers.Registry) string {
		f := modeltest.Parse(t, p, model.LangGo, src)
		handlers.SetRegistry(f, reg)
		var got []string
		f.NodesOf(model.NewSymBitset(model.SymMethodDeclaration), func(n *model.Node) bool {
			if handlers.Kind(f, n) == model.ToolHandler {
				got = append(got, f.Text(n.ChildByFieldName("name")))
			}
			return true
		})
		return strings.Join(got, " ")
	}
	parsed := func(reg *handlers.Registry, q string) bool {
		b, _ := read(q)
		tree := reg.TakeTree(q, b)
		if tree != nil {
			tree.Close()
		}
		return tree != nil
	}
	reg := handlers.NewRepoRegistry([]string{p}, []string{"go/other/main.go", "go/pkg/server.go"}, has, nil, read)
	reg.Keep = func(string) bool { return true }
	if g := goHandlers(reg); g != "createIssue" {
		t.Errorf("diff mode: tool handlers %q, want createIssue", g)
	}
	if parsed(reg, "go/other/main.go") {
		t.Error("diff mode parsed a Go anchor that imports nothing of the scan")
	}
	if !parsed(reg, "go/pkg/server.go") {
		t.Error("diff mode did not parse the server of the scanned file's package")
	}
	reg.Close()
	whole := handlers.NewRegistry([]string{p, "go/other/main.go", "go/pkg/server.go"}, read)
	whole.Keep = func(string) bool { return true }
	whole.Prepare()
	if !parsed(whole, "go/other/main.go") {
		t.Error("a whole scan skipped a file that registers")
	}
	whole.Close()
}

// TestRegistryAppendedTools: a module-level list filled by `@tools.append`
// and `tools.append(fn)` that another file iterates into FastMCP 2's
// `mcp.tool(t)` registers each function appended; a function appended to
// a list no server registers, or in none, is no handler.
func TestRegistryAppendedTools(t *testing.T) {
	root := filepath.Join("testdata", "py-append-tools")
	paths := []string{"pkg/server.py", "pkg/tools/oos_tools.py"}
	read := func(p string) ([]byte, error) { return os.ReadFile(filepath.Join(root, p)) }
	want := map[string]string{"pkg/tools/oos_tools.py": "6 10"}
	reg := handlers.NewRegistry(paths, read)
	for _, p := range paths {
		src, err := read(p)
		if err != nil {
			t.Fatal(err)
		}
		if g := handlerLines(t, p, src, reg); g != want[p] {
			t.Errorf("%s: tool handlers at lines %q, want %q", p, g, want[p])
		}
	}
}

// TestRegistrySkipsIdleTextAnchors: in diff mode a JS/TS or Python anchor
// whose imports (read from its text, modreach) reach no scanned file, and
// that no scanned file (nor a file that leads to one) imports, is not
// parsed; an anchor that imports the scanned file, one a scanned file
// imports (its registration wrapper may be called there) and a Python
// anchor with a lifespan are parsed. The scanned file's handlers are those
// of a scan that parses every anchor.
func TestRegistrySkipsIdleTextAnchors(t *testing.T) {
	files := map[string]string{
		// scanned: a tool module a server elsewhere registers, and that
		// calls the wrapper of wrap.ts
		"app/src/tools/notes.ts": "import { wrapTool } from '../wrap';\nexport async function createNote(a: any) { return fetch('http://x/notes', { method: 'POST' }); }\n" +
			"wrapTool('ping', async () => fetch('http://x/ping'));\n",
		// anchors
		"app/src/server.ts":   "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { createNote } from './tools/notes.js';\nconst server = new McpServer({ name: 'x', version: '1' });\nserver.registerTool('create', {}, createNote);\n",
		"app/src/wrap.ts":     "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst server = new McpServer({ name: 'x', version: '1' });\nexport function wrapTool(name: string, cb: any) { server.registerTool(name, {}, cb); }\n",
		"other/src/index.ts":  "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { helper } from './helper';\nconst server = new McpServer({ name: 'y', version: '1' });\nserver.registerTool('h', {}, helper);\n",
		"other/src/helper.ts": "export async function helper() { return 1; }\n",
		"py/pkg/server.py":    "from mcp.server.fastmcp import FastMCP\nfrom .tools import run\nmcp = FastMCP('x')\nmcp.add_tool(run)\n",
		"py/pkg/tools.py":     "def run():\n    return 1\n",
		"py/pkg/life.py":      "from contextlib import asynccontextmanager\nfrom mcp.server.fastmcp import FastMCP\n\n@asynccontextmanager\nasync def lifespan(app):\n    yield {}\n\nmcp = FastMCP('z', lifespan=lifespan)\nmcp.add_tool(print)\n",
	}
	read := func(p string) ([]byte, error) {
		if s, ok := files[p]; ok {
			return []byte(s), nil
		}
		return nil, os.ErrNotExist
	}
	has := func(p string) bool { _, ok := files[p]; return ok }
	scanned := "app/src/tools/notes.ts"
	anchors := []string{"app/src/server.ts", "app/src/wrap.ts", "other/src/index.ts", "py/pkg/server.py", "py/pkg/life.py"}
	tsHandlers := func(reg *handlers.Registry) string {
		f := modeltest.Parse(t, scanned, model.LangTypeScript, []byte(files[scanned]))
		handlers.SetRegistry(f, reg)
		var got []string
		f.NodesOf(model.NewSymBitset(model.SymFunctionDeclaration, model.SymArrowFunction), func(n *model.Node) bool {
			if handlers.Kind(f, n) == model.ToolHandler {
				got = append(got, strconv.Itoa(int(n.StartByte())))
			}
			return true
		})
		return strings.Join(got, " ")
	}
	parsed := func(reg *handlers.Registry, q string) bool {
		tree := reg.TakeTree(q, []byte(files[q]))
		if tree != nil {
			tree.Close()
		}
		return tree != nil
	}
	reg := handlers.NewRepoRegistry([]string{scanned}, anchors, has, nil, read)
	reg.Keep = func(string) bool { return true }
	got := tsHandlers(reg)
	for q, want := range map[string]bool{"app/src/server.ts": true, "app/src/wrap.ts": true, "other/src/index.ts": false, "py/pkg/server.py": false, "py/pkg/life.py": true} {
		if g := parsed(reg, q); g != want {
			t.Errorf("diff mode: %s parsed %v, want %v", q, g, want)
		}
	}
	reg.Close()
	all := handlers.NewRepoRegistry(append([]string{scanned}, anchors...), nil, has, nil, read)
	if want := tsHandlers(all); got != want || got == "" {
		t.Errorf("diff mode: handlers at bytes %q, a scan of every anchor %q (want the same, not none)", got, want)
	}
}

// TestRegistryGetmembers: a server that registers the functions
// `inspect.getmembers(module, inspect.isfunction)` yields for modules it
// imports (listed, joined and iterated, each wrapped by a factory) makes
// every public function of those modules a handler (pymembers), also
// when a nested factory of the same function defines another `wrapper`
// (Python scoping: pymembers.Visible); a private
// function, a class (an isclass walk) and a module no loop walks are not.
func TestRegistryGetmembers(t *testing.T) {
	root := filepath.Join("testdata", "py-getmembers")
	paths := []string{"pkg/server.py", "pkg/harvest/__init__.py", "pkg/harvest/candidates.py", "pkg/harvest/notes.py", "pkg/harvest/unused.py", "pkg/client.py"}
	read := func(p string) ([]byte, error) { return os.ReadFile(filepath.Join(root, p)) }
	want := map[string]string{"pkg/harvest/candidates.py": "4", "pkg/harvest/notes.py": "1", "pkg/server.py": "11 31"}
	reg := handlers.NewRegistry(paths, read)
	for _, p := range paths {
		src, err := read(p)
		if err != nil {
			t.Fatal(err)
		}
		if g := handlerLines(t, p, src, reg); g != want[p] {
			t.Errorf("%s: tool handlers at lines %q, want %q", p, g, want[p])
		}
	}
}

// TestRegistryFollowsGoDeclarationsOnly: following a Go name into the
// files of a package (ReadHandler.Handle, SearchHandler.HandleFunc into
// gomod/internal/tools), the registry parses the file that declares the
// method (tools.go: its handlers are found, TestRegistry) and not the one
// that only calls it or names it in a comment (use.go, godecl.MayDeclare):
// with Keep, a parsed file's tree is there to take, a skipped one's not.
func TestRegistryFollowsGoDeclarationsOnly(t *testing.T) {
	root := filepath.Join("testdata", "registry")
	paths := []string{"gomod/go.mod", "gomod/internal/server/server.go", "gomod/internal/tools/tools.go", "gomod/internal/tools/use.go"}
	read := func(p string) ([]byte, error) { return os.ReadFile(filepath.Join(root, p)) }
	reg := handlers.NewRegistry(paths, read)
	reg.Keep = func(string) bool { return true }
	reg.Prepare()
	defer reg.Close()
	for p, parsed := range map[string]bool{"gomod/internal/tools/tools.go": true, "gomod/internal/tools/use.go": false} {
		src, err := read(p)
		if err != nil {
			t.Fatal(err)
		}
		tr := reg.TakeTree(p, src)
		if (tr != nil) != parsed {
			t.Errorf("%s: parsed by the registry %v, want %v", p, tr != nil, parsed)
		}
		if tr != nil {
			tr.Close()
		}
	}
	got := registryHandlers(t, root, paths, false)
	if g := strings.Join(got["gomod/internal/tools/tools.go"], " "); g != "Handle search" {
		t.Errorf("tools.go: handlers %q, want %q", g, "Handle search")
	}
	if g := got["gomod/internal/tools/use.go"]; len(g) > 0 {
		t.Errorf("use.go: handlers %q, want none", g)
	}
}
