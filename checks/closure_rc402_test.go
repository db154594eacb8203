package checks_test

import (
	"strings"
	"testing"
)

// closureRepo is a repository whose error wrapper (src/wrap.ts) is a
// higher-order function: withErrorHandling(handler) returns an arrow whose
// try calls the captured parameter and puts the caught error's text into
// the tool result. src/tools.ts hands it an arrow calling a function of a
// module the repository does not hold (./remote.js) and, by name, a local
// function calling it; the clean twin src/quiet.ts has its own wrapper of
// the same shape (guard) that is handed only a local function whose only
// call is one the summaries read and find raising nothing of the outside
// (src/safe.ts's tidy), and a wrapper whose inner arrow calls a name it
// binds itself (shadow), not the captured parameter.
var closureRepo = map[string]string{
	"src/wrap.ts": `export function withErrorHandling(handler: (p: any) => Promise<any>, prefix = "Error") {
  return async (params: any) => {
    try {
      return await handler(params);
    } catch (error: unknown) {
      const message = error instanceof Error ? error.message : String(error);
      return { isError: true, content: [{ type: "text", text: ` + "`${prefix}: ${message}`" + ` }] };
    }
  };
}
`,
	"src/tools.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { withErrorHandling } from "./wrap.js";
import { listDocuments, getDocument } from "./remote.js";

const server = new McpServer({ name: "u", version: "1" });

server.tool("list", {}, withErrorHandling(async ({ q }: any) => ({ content: [{ type: "text", text: await listDocuments(q) }] })));

export function getTool() {
  async function tool({ id }: any) {
    return { content: [{ type: "text", text: await getDocument(id) }] };
  }
  return withErrorHandling(tool, "Error getting document");
}
`,
	"src/quiet.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { tidy } from "./safe.js";

const server = new McpServer({ name: "q", version: "1" });

function guard(fn: (p: any) => Promise<any>) {
  return async (p: any) => {
    try {
      return await fn(p);
    } catch (err) {
      return { content: [{ type: "text", text: "Error: " + (err as Error).message }], isError: true };
    }
  };
}

function shadow(fn: (p: any) => Promise<any>) {
  return async (fn: any) => {
    try {
      return await fn();
    } catch (err) {
      return { content: [{ type: "text", text: "Error: " + (err as Error).message }], isError: true };
    }
  };
}

async function tidyTool({ q }: any) {
  return { content: [{ type: "text", text: tidy(q) }] };
}

server.tool("tidy", {}, guard(tidyTool));
`,
	"src/safe.ts": "export function tidy(q: string): string {\n  return q.trim();\n}\n",
}

// TestWrapperClosureRunsHandedCallable checks unseen.ParamOwner with
// cbcall.HandedHidden's closure step: the try of the arrow a wrapper
// returns, around its call of the wrapper's parameter, is reported at low
// severity (src/wrap.ts line 7) where a caller hands the wrapper a
// callable whose call does not resolve (an arrow); nothing in src/quiet.ts, whose wrapper is handed only a function
// calling what the summaries read, and whose shadow wrapper calls its
// inner arrow's own parameter.
func TestWrapperClosureRunsHandedCallable(t *testing.T) {
	got := scanRC402(t, closureRepo, "src/wrap.ts", "src/tools.ts", "src/quiet.ts", "src/safe.ts")
	if want := "src/wrap.ts:7:RC402:low"; strings.Join(got, " ") != want {
		t.Errorf("findings %v, want %s", got, want)
	}
}
