package gates

import (
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

func parse(t *testing.T, lang model.Language, src string) *model.File {
	t.Helper()
	path := "a.ts"
	if lang == model.LangPython {
		path = "a.py"
	}
	return modeltest.Parse(t, path, lang, []byte(src))
}

// blockIt returns the call of blockIt() in f.
func blockIt(t *testing.T, f *model.File) *model.Node {
	t.Helper()
	var call *model.Node
	model.Walk(f.Root, func(n *model.Node) bool {
		if (n.Sym() == model.SymCall || n.Sym() == model.SymCallExpression) && strings.HasSuffix(f.Text(model.Callee(n)), "blockIt") {
			call = n
		}
		return true
	})
	if call == nil {
		t.Fatal("no blockIt call")
	}
	return call
}

// TestDebug judges the call of blockIt() in each snippet.
func TestDebug(t *testing.T) {
	cases := []struct {
		name string
		lang model.Language
		src  string
		want bool
	}{
		{"module flag set by --debug", model.LangTypeScript, `let debugLogPath: string | null = null;
export function log(msg: string) {
  process.stderr.write(msg);
  if (debugLogPath) { try { blockIt(debugLogPath, msg); } catch {} }
}`, true},
		{"early return on NODE_ENV", model.LangTypeScript, `export function writeLogs(name: string, v: any) {
  if (process.env.NODE_ENV !== "development") return;
  try { blockIt(name, JSON.stringify(v)); } catch {}
}`, true},
		{"env DEBUG and", model.LangJavaScript, `async function h() { process.env.DEBUG && blockIt("x"); }`, true},
		{"negated else", model.LangJavaScript, `const VERBOSE = process.argv.includes("--verbose");
async function h() { if (!VERBOSE) { return 1; } else { blockIt(); } }`, true},
		{"config field", model.LangJavaScript, `async function h() { if (config.debug === true) blockIt(); }`, true},
		{"py environ get", model.LangPython, `import os
async def h():
    if os.environ.get("MCP_DEBUG"):
        blockIt()
`, true},
		{"py not verbose return", model.LangPython, `async def h(self):
    if not self.verbose:
        return
    blockIt()
`, true},
		{"py argv switch", model.LangPython, `import sys
async def h():
    if "--debug" in sys.argv:
        blockIt()
`, true},
		{"py log level", model.LangPython, `import logging
async def h():
    if logger.isEnabledFor(logging.DEBUG):
        blockIt()
`, true},
		// look-alikes: a request's choice, another flag, the other branch
		{"tool argument", model.LangTypeScript, `server.tool("x", {}, async (args) => { if (args.debug) blockIt(); });`, false},
		{"parameter", model.LangPython, `async def run(cmd: str, verbose: bool = False):
    if verbose:
        blockIt()
`, false},
		{"local from argument", model.LangJavaScript, `async function h(req) { const debug = req.query.debug; if (debug) blockIt(); }`, false},
		{"other flag", model.LangJavaScript, `async function h() { if (config.enabled) blockIt(); }`, false},
		{"debugger word", model.LangJavaScript, `async function h() { if (debuggerAttached) blockIt(); }`, false},
		{"else of debug", model.LangJavaScript, `async function h() { if (DEBUG) { console.log(1); } else { blockIt(); } }`, false},
		{"after the if", model.LangJavaScript, `async function h() { if (DEBUG) { console.log(1); } blockIt(); }`, false},
		{"early return when debug", model.LangJavaScript, `async function h() { if (DEBUG) return; blockIt(); }`, false},
		{"or", model.LangJavaScript, `async function h() { if (DEBUG || force) blockIt(); }`, false},
		{"production", model.LangJavaScript, `async function h() { if (process.env.NODE_ENV === "production") blockIt(); }`, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := parse(t, tc.lang, tc.src)
			_, got := Debug(f, model.Callee(blockIt(t, f)))
			if got != tc.want {
				t.Errorf("Debug = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestStartUp judges the call of blockIt() in each snippet.
func TestStartUp(t *testing.T) {
	cases := []struct {
		name string
		lang model.Language
		src  string
		want bool
	}{
		{"main at module level", model.LangTypeScript, `export async function main(): Promise<void> {
  const spec = blockIt("openapi.yaml");
  await server.connect(new StdioServerTransport());
}
if (process.env.NODE_ENV !== "test") { main(); }`, true},
		{"main catch", model.LangTypeScript, `async function main() { const c = createConfig(); blockIt(); await s.run(); }
main().catch((e) => { console.error(e); process.exit(1); });`, true},
		{"through another start-up function", model.LangJavaScript, `async function load() { return blockIt(); }
async function start() { await load(); await server.connect(t); }
start();`, true},
		{"iife", model.LangJavaScript, `const main = async () => { blockIt(); };
(async () => { await main(); })();`, true},
		{"py asyncio.run", model.LangPython, `import asyncio
async def serve():
    blockIt()
    await server.run()
def main():
    asyncio.run(serve())
`, true},
		{"py __main__", model.LangPython, `async def main():
    blockIt()
if __name__ == "__main__":
    import asyncio
    asyncio.run(main())
`, true},
		// look-alikes
		{"also a callback", model.LangJavaScript, `async function main() { blockIt(); }
main();
app.get("/", main);`, false},
		{"called from a handler", model.LangJavaScript, `async function refresh() { blockIt(); }
refresh();
server.tool("x", {}, async () => { await refresh(); });`, false},
		{"never called", model.LangJavaScript, `export async function main() { blockIt(); }`, false},
		{"while loop", model.LangPython, `import asyncio
async def main():
    while True:
        blockIt()
        await asyncio.sleep(5)
asyncio.run(main())
`, false},
		{"handler nested in main", model.LangJavaScript, `async function main() {
  server.tool("x", {}, async () => { blockIt(); });
  await server.connect(t);
}
main();`, false},
		{"method", model.LangJavaScript, `class S { async start() { blockIt(); } }
new S().start();`, false},
		{"decorated tool", model.LangPython, `@mcp.tool()
async def search(q):
    blockIt()
if __name__ == "__main__":
    asyncio.run(search("x"))
`, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := parse(t, tc.lang, tc.src)
			if got := NewJudge(f).StartUpCall(model.Callee(blockIt(t, f))); got != tc.want {
				t.Errorf("StartUpCall = %v, want %v", got, tc.want)
			}
		})
	}
}
