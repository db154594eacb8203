import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { parsePositiveIntegerEnv } from "./env.js";

const server = new McpServer({ name: "env", version: "1.0.0" });
const DEFAULT_REQUEST_TIMEOUT_MS = 120_000;
const REQUEST_TIMEOUT_MS = parsePositiveIntegerEnv("API_REQUEST_TIMEOUT_MS", DEFAULT_REQUEST_TIMEOUT_MS);
const PING_TIMEOUT_MS = parsePositiveIntegerEnv("API_PING_TIMEOUT_MS", 5_000);

server.tool("export", "Exports a table", {}, async () => {
  const r = await fetch("https://api.example.com/export", { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }); // want: RC104
  return { content: [{ type: "text", text: await r.text() }] };
});

server.tool("ping", "Pings", {}, async () => {
  const r = await fetch("https://api.example.com/ping", { signal: AbortSignal.timeout(PING_TIMEOUT_MS) });
  return { content: [{ type: "text", text: await r.text() }] };
});

server.tool("fetchCapped", "Fetches with a caller's timeout", {}, async (args: { timeoutMs: number }) => {
  const r = await fetch("https://api.example.com/x", { signal: AbortSignal.timeout(Math.min(args.timeoutMs, 600_000)) }); // want: RC104
  return { content: [{ type: "text", text: await r.text() }] };
});
