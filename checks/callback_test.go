package checks_test

import (
	"strings"
	"testing"
)

// callbackRepo is a repository whose tool module hands a method of a client
// of another module (pkg/client.py, not held: what it raises is not in
// sight), uncalled, to helpers of another module: fetch calls the callable
// it is handed and lets its errors out, remember only stores it, and
// guarded calls it inside a try that keeps the error.
var callbackRepo = map[string]string{
	"pkg/__init__.py": "",
	"pkg/base.py": `later = []


async def fetch(fetch_func, *args, **kwargs):
    result = fetch_func(*args, **kwargs)
    return result


def remember(cb):
    later.append(cb)


def guarded(cb):
    try:
        return cb()
    except Exception:
        return None
`,
	"pkg/tools.py": `from mcp.server.fastmcp import FastMCP
from pkg.base import fetch, remember, guarded
from pkg.client import api

mcp = FastMCP("t")

@mcp.tool()
async def create_item(name: str) -> str:
    try:
        item = await fetch(api.items.create, name=name)
        return f"created {item}"
    except Exception as e:
        return f"Error: {e}"


@mcp.tool()
async def get_item(item_id: str) -> str:
    try:
        item = await fetch(lambda: api.items.retrieve(item_id))
        return f"got {item}"
    except Exception as e:
        return f"Error: {e}"


@mcp.tool()
async def store_item() -> str:
    try:
        remember(api.items.create)
        return "stored"
    except Exception as e:
        return f"Error: {e}"


@mcp.tool()
async def guard_item() -> str:
    try:
        guarded(api.items.create)
        return "done"
    except Exception as e:
        return f"Error: {e}"
`,
}

// TestCallbackHandedToHelper checks unseen.Callbacks with dropSeenUnknown:
// the raw error text of a try that hands a held client's method (or a lambda
// calling one) to a helper that calls it is reported at low severity (lines
// 13 and 22); a helper that only stores the callable (line 31) or calls it
// inside a try that keeps its error (line 40) leaves nothing.
func TestCallbackHandedToHelper(t *testing.T) {
	got := scanRC402(t, callbackRepo, "pkg/tools.py")
	if want := "pkg/tools.py:13:RC402:low pkg/tools.py:22:RC402:low"; strings.Join(got, " ") != want {
		t.Errorf("findings %v, want %s", got, want)
	}
}

// helperRepo is a repository whose error helper (src/utils.ts) runs the
// callable its callers hand it inside a try and puts the caught error's
// text into the tool result: src/tools.ts hands it an arrow calling a
// function of a module the repository does not hold (./remote.js); the
// clean twin src/quiet.ts's helper is handed only arrows calling a function
// the summaries read, which raises nothing of the outside.
var helperRepo = map[string]string{
	"src/utils.ts": `export async function handleToolError(name: string, fn: () => Promise<any>): Promise<any> {
  try {
    return await fn();
  } catch (err) {
    return { content: [{ type: "text", text: "Error: " + (err as Error).message }], isError: true };
  }
}
`,
	"src/tools.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { handleToolError } from "./utils.js";
import { listDocuments } from "./remote.js";

const server = new McpServer({ name: "u", version: "1" });

server.tool("list", {}, async ({ q }: any) =>
  handleToolError("list", async () => ({ content: [{ type: "text", text: await listDocuments(q) }] })),
);
`,
	"src/quiet.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { tidy } from "./safe.js";

const server = new McpServer({ name: "q", version: "1" });

async function guard(name: string, fn: () => Promise<any>): Promise<any> {
  try {
    return await fn();
  } catch (err) {
    return { content: [{ type: "text", text: "Error: " + (err as Error).message }], isError: true };
  }
}

server.tool("tidy", {}, async ({ q }: any) => guard("tidy", async () => ({ content: [{ type: "text", text: tidy(q) }] })));
`,
	"src/safe.ts": "export function tidy(q: string): string {\n  return q.trim();\n}\n",
}

// TestHelperRunsHandedCallable checks unseen.ParamCalls with
// cbcall.HandedHidden: the helper's try around its parameter's call is
// reported at low severity (src/utils.ts line 5) where a caller hands it an
// arrow whose call does not resolve, and not in src/quiet.ts, whose only
// caller hands an arrow calling a function the summaries read.
func TestHelperRunsHandedCallable(t *testing.T) {
	got := scanRC402(t, helperRepo, "src/quiet.ts", "src/safe.ts", "src/tools.ts", "src/utils.ts")
	if want := "src/utils.ts:5:RC402:low"; strings.Join(got, " ") != want {
		t.Errorf("findings %v, want %s", got, want)
	}
}
