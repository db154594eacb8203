package model

import (
	"bytes"
	"strings"

	"github.com/resilience-check/resilience-check/finding"
	"github.com/resilience-check/resilience-check/libmodels"
)

// Settings is finding.Settings: the per-scan options that rules read, filled
// by the engine from the configuration (rules never read the configuration
// themselves).
type Settings = finding.Settings

// Budgets is finding.Budgets: timeout budgets by kind of operation.
type Budgets = finding.Budgets

// DefaultBudgets are the MCP-INPUT-03 defaults; see finding.DefaultBudgets.
var DefaultBudgets = finding.DefaultBudgets

// scriptDirs are folders whose files are one-shot programs or samples, not
// request handlers: build and release scripts, command-line binaries and
// command-line packages (cli/), examples and benchmarks. tools/ is not one,
// even at the top level: an MCP server's tools/ folder (mcp-grafana keeps it
// at the root) holds its request handlers; a tool program there is still
// found by its entry point (package main, a __main__ guard).
var scriptDirs = map[string]bool{"scripts": true, "script": true, "bin": true, "cli": true, "examples": true, "example": true,
	"benchmarks": true, "benchmark": true, "bench": true}

// serverMarkers are texts that show a file starts or defines a long-running
// server (HTTP or MCP), so an entry point in it is a server's, not a script's
// (building an MCP server or registering its tools counts, #! line or not).
var serverMarkers = map[Language][]string{
	LangPython: {"FastMCP(", "Server(", "Flask(", "FastAPI(", "uvicorn.run", "web.run_app", "web.Application(",
		"serve_forever", ".run(transport", "mcp.run(", "app.run(", "Starlette(", "stdio_server(", "Sanic(", ".add_tool(", "@mcp.tool"},
	LangJavaScript: {"McpServer(", "new Server(", "express()", "createServer(", "fastify(", "new Hono(", ".listen(",
		"server.connect(", "StdioServerTransport", "new Koa(", "FastMCP(", "MCPServer(", ".addTool(", ".registerTool(", "setRequestHandler("},
	LangGo: {"ListenAndServe", "NewMCPServer", "mcp.NewServer", "ServeStdio", "http.Server{", "NewStreamableHTTPServer",
		"NewSSEServer", "net.Listen(", "mcp_golang.NewServer(", ".AddTool(", ".RegisterTool("},
}

// buildTools name the JS build and test tools whose NAME.config.{js,ts,mjs,...} runs at build time.
var buildTools = map[string]bool{"tsup": true, "vite": true, "vitest": true, "webpack": true, "rollup": true, "esbuild": true,
	"jest": true, "babel": true, "eslint": true, "next": true, "nuxt": true, "astro": true, "playwright": true, "svelte": true}

// cliModules are libraries only a command-line program imports: argument
// parsers and interactive terminal prompts.
var cliModules = []string{"argparse", "click", "typer", "rich.prompt", "questionary", "InquirerPy",
	"commander", "yargs", "inquirer", "@inquirer/prompts", "prompts", "enquirer", "@clack/prompts", "cac", "meow"}

// IsScript reports whether the file is a one-shot program rather than code that serves requests: it lies under a
// scripts/, bin/, cli/, examples/ or benchmarks/ folder (InScriptDir; a JS/TS module there that serving code imports,
// File.Imported, only if it is an entry point itself), or it starts no server and is a command-line program or entry
// point: named cli.* (a JS/TS one only when serving code does not import it), importing an argument parser or a terminal prompt library (argparse, click, commander,
// @inquirer/prompts, ...), a #! line, Python with `if __name__ == "__main__":` (unless Imported), JavaScript or
// TypeScript calling main() or another function of the file at the top level or guarded as the entry point (`if
// (require.main === module)`, `if (process.argv[1] === fileURLToPath(import.meta.url))`), Go's package main; or a JS/TS
// build tool's configuration (tsup.config.ts, vite.config.mjs, run at build time); a file with a server marker
// (FastMCP(, express(), ListenAndServe, ...) is a server's. Blocking the event loop harms a server, not a script that
// runs once. Computed once per file.
func (f *File) IsScript() bool {
	if f.facts.isScript == 0 {
		f.facts.isScript = 1
		if f.isScript() {
			f.facts.isScript = 2
		}
	}
	return f.facts.isScript == 2
}

func (f *File) isScript() bool {
	base, lang := f.Path[strings.LastIndexByte(f.Path, '/')+1:], f.Lang
	if lang.IsJS() {
		lang = LangJavaScript
	}
	// A JS/TS module in a script folder that serving code imports (Imported:
	// a cli/ wrapper around a command-line tool that the tool handlers run)
	// is judged as any other file, unless it is a program entry itself.
	if InScriptDir(f.Path) && (lang != LangJavaScript || f.Imported == nil || !f.Imported() || f.scriptEntry(lang, base)) {
		return true
	}
	if tool, _, ok := strings.Cut(base, ".config."); ok && buildTools[tool] && lang == LangJavaScript {
		return true // tsup.config.ts, vite.config.mjs, ...: a build tool's configuration, run at build time
	}
	// A server marker makes the file a server's whatever entry point it
	// has, and without an entry point it is no script either: the markers
	// (a search of the source each) are looked for only in the few files
	// that have one.
	if !f.scriptEntry(lang, base) {
		return false
	}
	for _, m := range serverMarkers[lang] {
		if f.Contains(m) {
			return false
		}
	}
	return true
}

// InScriptDir reports whether a folder of the slash-separated path p is a
// script folder (scripts/, bin/, cli/, examples/, benchmarks/, ...).
func InScriptDir(p string) bool {
	for rest := p[:max(strings.LastIndexByte(p, '/'), 0)]; rest != ""; { // the folders one by one, without a split
		seg, tail, _ := strings.Cut(rest, "/")
		if scriptDirs[seg] {
			return true
		}
		rest = tail
	}
	return false
}

// scriptEntry reports whether the file looks like a command-line program
// (IsScript's list, the folders and server markers aside); lang is the
// file's language with TypeScript as LangJavaScript, base its file name.
func (f *File) scriptEntry(lang Language, base string) bool {
	if bytes.HasPrefix(f.Src, []byte("#!")) {
		return true // #!/usr/bin/env node|python: run as a program
	}
	if strings.HasPrefix(base, "cli.") && !(lang == LangJavaScript && f.Imported != nil && f.Imported()) {
		// cli.py, cli.ts with no server marker: a command-line program's
		// commands; but a JS/TS module that serving code imports is a
		// wrapper the handlers run (bitwarden's src/utils/cli.ts spawns
		// the bw CLI for every vault tool, batch 33), judged as any other
		// module unless another sign below makes it a program
		return true
	}
	for _, mod := range f.Imports() {
		for _, c := range cliModules {
			if underModule(mod, c) {
				return true // argument parsers and terminal prompts: a command-line program
			}
		}
	}
	root := f.Root
	topFuncs := map[string]bool{} // JS: functions declared at the top level (only JS reads it)
	for i := 0; lang == LangJavaScript && i < int(root.NamedChildCount()); i++ {
		if st := root.NamedChild(i); st.Sym() == SymFunctionDeclaration {
			topFuncs[f.Text(st.ChildByFieldName("name"))] = true
		}
	}
	for i := 0; i < int(root.NamedChildCount()); i++ {
		st := root.NamedChild(i)
		switch {
		case st.Sym() == SymIfStatement && (lang == LangPython || lang == LangJavaScript):
			cond := strings.ReplaceAll(f.Text(st.ChildByFieldName("condition")), "'", `"`) // Python's main guard; CommonJS's and ESM's:
			if strings.Contains(cond, "__name__") && strings.Contains(cond, `"__main__"`) && (f.Imported == nil || !f.Imported()) || strings.Contains(cond, "require.main") ||
				strings.Contains(cond, "import.meta.url") && strings.Contains(cond, "process.argv[1]") {
				return true
			}
		case lang == LangJavaScript && st.Sym() == SymExpressionStatement:
			// main(); main().catch(...); void main(); await main()
			call := st.NamedChild(0)
			for call != nil && (call.Sym() == SymUnaryExpression || call.Sym() == SymAwaitExpression) {
				call = call.NamedChild(0)
			}
			for call != nil && call.Sym() == SymCallExpression {
				fn := Callee(call)
				if fn != nil && fn.Sym() == SymIdentifier && (f.Text(fn) == "main" || topFuncs[f.Text(fn)]) {
					return true
				}
				if fn == nil || fn.Sym() != SymMemberExpression {
					break
				}
				call = fn.ChildByFieldName("object") // main().catch(...).finally(...)
			}
		case lang == LangGo && st.Sym() == SymPackageClause:
			if st.NamedChildCount() > 0 && f.Text(st.NamedChild(0)) == "main" {
				return true
			}
		}
	}
	return false
}

// HandlerKind says what kind of MCP handler a function is.
type HandlerKind int

// Handler kinds.
const (
	NotHandler      HandlerKind = iota
	ToolHandler                 // an MCP tool: @mcp.tool(), server.tool(...), s.AddTool(...)
	ResourceHandler             // an MCP resource: @mcp.resource(...), server.resource(...), AddResource
	PromptHandler               // an MCP prompt
)

// HandlerOf returns the MCP handler kind of the innermost enclosing function
// of n that is a handler, looking outwards through nested functions: a Python
// function decorated with tool/call_tool, resource/read_resource or
// prompt/get_prompt; a JS/TS function passed to server.tool/registerTool,
// server.resource/registerResource or server.prompt/registerPrompt; a Go
// function taking an mcp CallToolRequest, ReadResourceRequest or
// GetPromptRequest, or passed to a registering call such as AddTool or a
// server's own MustTool wrapper (typed handlers).
func (f *File) HandlerOf(n *Node) HandlerKind {
	for fn := EnclosingFunc(n); fn != nil; fn = EnclosingFunc(fn) {
		if k := f.handlerKind(fn); k != NotHandler {
			return k
		} else if HandlerHook != nil && HandlerHook(f, fn) != NotHandler {
			return HandlerHook(f, fn)
		}
	}
	return NotHandler
}

// HandlerHook, set at init by package checks/facts/handlers (which every
// rule links through impact), is the handler kind of a function in the
// shapes servers build on the low-level SDKs (handlers.Kind).
var HandlerHook func(f *File, fn *Node) HandlerKind

// handlerWords are the decorator (Python) and method (JS/TS) names of the
// MCP SDKs' handler registrations, from the registration rows of
// libmodels/data/mcp.yml.
var (
	pyHandlerWords = RegistrationWords(libmodels.Python)
	jsHandlerWords = RegistrationWords(libmodels.JavaScript)
)

func (f *File) handlerKind(fn *Node) HandlerKind {
	switch {
	case f.Lang == LangPython:
		if p := fn.Parent(); p != nil && p.Sym() == SymDecoratedDefinition {
			for i := 0; i < int(p.NamedChildCount()); i++ {
				d := p.NamedChild(i)
				if d.Sym() != SymDecorator {
					continue
				}
				t := strings.TrimPrefix(f.Text(d), "@")
				if i := strings.IndexByte(t, '('); i >= 0 {
					t = t[:i]
				}
				if k := pyHandlerWords[t[strings.LastIndexByte(t, '.')+1:]]; k != NotHandler {
					return k
				}
			}
		}
	case f.Lang.IsJS():
		args := fn.Parent()
		if args == nil || args.Sym() != SymArguments || args.Parent() == nil {
			return NotHandler
		}
		callee := Callee(args.Parent())
		if callee != nil && callee.Sym() == SymMemberExpression {
			return jsHandlerWords[f.Text(callee.ChildByFieldName("property"))]
		}
	case f.Lang == LangGo:
		params := fn.ChildByFieldName("parameters")
		t := f.Text(params)
		switch {
		case strings.Contains(t, "CallToolRequest"):
			return ToolHandler
		case strings.Contains(t, "ReadResourceRequest"):
			return ResourceHandler
		case strings.Contains(t, "GetPromptRequest"):
			return PromptHandler
		}
		return f.goRegistered()[fn]
	}
	return NotHandler
}

// goRegisterWords are the last names of Go calls that register an MCP
// handler passed to them as a function: the SDKs' registrations (rows of
// libmodels/data/mcp.yml: AddTool, AddResource, AddPrompt, NewServerTool,
// RegisterTool, ...) and servers' own typed-handler wrappers (MustTool,
// ConvertTool), which no library defines.
var goRegisterWords = func() map[string]HandlerKind {
	out := RegistrationWords(libmodels.Go)
	out["MustTool"], out["ConvertTool"] = ToolHandler, ToolHandler
	return out
}()

// LibrarySet returns the library rows the row-driven checks read
// (bounds.BoundGaps): s.Libraries (the configuration's `libraries:` merged over the
// built-in rows), or the built-in rows when s or it is nil.
func LibrarySet(s *Settings) *libmodels.Set {
	if s == nil || s.Libraries == nil {
		return libs
	}
	return s.Libraries
}

// goRegistered maps the Go functions of the file that are passed to a
// registering call (goRegisterWords) — a func literal argument, or the name
// of a function declared in the file — to their handler kind: typed
// handlers (`func list(ctx context.Context, args ListParams) (...)` given to
// `MustTool("list", "...", list)`) take no request type that would say so.
// Computed once per file.
func (f *File) goRegistered() map[*Node]HandlerKind {
	if f.facts.goRegistered != nil {
		return f.facts.goRegistered
	}
	out := map[*Node]HandlerKind{}
	f.facts.goRegistered = out
	if !f.Contains("Tool") && !f.Contains("Resource") && !f.Contains("Prompt") {
		return out
	}
	decls := map[string]*Node{}
	for i := 0; i < int(f.Root.NamedChildCount()); i++ {
		if d := f.Root.NamedChild(i); d.Sym() == SymFunctionDeclaration {
			decls[f.Text(d.ChildByFieldName("name"))] = d
		}
	}
	f.NodesOf(NewSymBitset(SymCallExpression), func(n *Node) bool { // once per file (goRegistered's cache)
		callee := n.ChildByFieldName("function")
		if callee != nil && callee.Sym() == SymIndexExpression { // mcp.AddTool[In, Out](...)
			callee = callee.ChildByFieldName("operand")
		}
		if callee != nil && callee.Sym() == SymSelectorExpression {
			callee = callee.ChildByFieldName("field")
		}
		kind, ok := goRegisterWords[f.Text(callee)]
		if !ok {
			return true
		}
		args := n.ChildByFieldName("arguments")
		for i := 0; args != nil && i < int(args.NamedChildCount()); i++ {
			switch a := Unwrap(args.NamedChild(i)); a.Sym() {
			case SymFuncLiteral:
				out[a] = kind
			case SymIdentifier:
				if d := decls[f.Text(a)]; d != nil {
					out[d] = kind
				}
			}
		}
		return true
	})
	return out
}
