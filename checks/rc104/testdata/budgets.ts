import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import axios from "axios";
import pg from "pg";

const server = new McpServer({ name: "budgets", version: "1.0.0" });

server.tool("export", "Export everything", {}, async () => {
  const res = await fetch("https://export.example/all", { signal: AbortSignal.timeout(5 * 60 * 1000) }); // want: RC104
  return { content: [{ type: "text", text: await res.text() }] };
});

server.registerTool("lookup", { description: "Look up" }, async ({ id }) => {
  const { data } = await axios.get(`https://api.example/items/${id}`, { timeout: 45_000 }); // want: RC104
  return { content: [{ type: "text", text: JSON.stringify(data) }] };
});

server.tool("db", "Query", {}, async () => {
  const client = new pg.Client({ connectionTimeoutMillis: 30_000, statement_timeout: 10_000 }); // want: RC104
  return { content: [{ type: "text", text: String(await client.query("SELECT 1")) }] };
});

server.resource("readme", "docs://readme", async (uri) => {
  const res = await fetch("https://docs.example/readme", { signal: AbortSignal.timeout(20_000) }); // want: RC104
  return { contents: [{ uri: uri.href, text: await res.text() }] };
});

// within budget or outside a handler: not reported

server.tool("fast", "Fast", {}, async () => {
  const res = await fetch("https://api.example/x", { signal: AbortSignal.timeout(10_000) });
  return { content: [{ type: "text", text: await res.text() }] };
});

export async function nightly() {
  return fetch("https://export.example/all", { signal: AbortSignal.timeout(3_600_000) });
}

server.tool("ask", "Ask the user", {}, async (_args, extra) => {
  // waits for a person, not an upstream: not judged
  const answer = await extra.sendRequest({ method: "elicitation/create", params: {} }, ElicitResultSchema, { timeout: 10 * 60 * 1000 });
  return { content: [{ type: "text", text: JSON.stringify(answer) }] };
});
