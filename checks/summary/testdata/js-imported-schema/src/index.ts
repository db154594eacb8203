import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { CreateRunSchema, ExtendedRunSchema, KeyedRunSchema, SpreadRunSchema } from "./schemas/runs.js";

const server = new McpServer({ name: "runs", version: "1.0.0" });
const RUNS = "https://runs.example/api/runs";

async function postRun(body: unknown) {
  const r = await fetch(RUNS, { method: "POST", body: JSON.stringify(body), signal: AbortSignal.timeout(10000) });
  return r.json();
}

// The schema another module declares names no key: reported.
server.tool("create_run", "Create a test run", CreateRunSchema.shape, async (args) => { // want: RC601
  return { content: [{ type: "text", text: JSON.stringify(await postRun(args)) }] };
});

// Clean twins: a key in the imported schema; properties from elsewhere
// (a spread, an .extend) leave the schema unknown.
server.tool("create_keyed_run", "Create a test run", KeyedRunSchema.shape, async (args) => {
  return { content: [{ type: "text", text: JSON.stringify(await postRun(args)) }] };
});

server.tool("create_spread_run", "Create a test run", SpreadRunSchema.shape, async (args) => {
  return { content: [{ type: "text", text: JSON.stringify(await postRun(args)) }] };
});

server.tool("create_extended_run", "Create a test run", ExtendedRunSchema.shape, async (args) => {
  return { content: [{ type: "text", text: JSON.stringify(await postRun(args)) }] };
});
