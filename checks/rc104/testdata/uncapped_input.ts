// A tool handler's wait taken from its arguments as given (batch 26:
// ricardodeazambuja/browser-mcp-server's `{ timeout: args.timeout || 30000
// }`, vegarwaage/homeassistant-mcp-server's `const { timeout = 30 } = args`):
// the caller chooses the value and nothing caps it.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { exec } from "node:child_process";
import { promisify } from "node:util";
import { z } from "zod";

const execAsync = promisify(exec);
const server = new McpServer({ name: "uncapped", version: "1.0.0" });

server.tool("wait_for", "Fetches a page", { url: z.string(), timeout: z.number().optional() }, async (args) => {
  const r = await fetch(args.url, { signal: AbortSignal.timeout(args.timeout || 30000) }); // want: RC104
  return { content: [{ type: "text", text: await r.text() }] };
});

server.tool("run", "Runs a command", { command: z.string(), timeout: z.number().optional() }, async (args) => {
  const { command, timeout = 30 } = args;
  const { stdout } = await execAsync(command, { timeout: timeout * 1000 }); // want: RC104
  return { content: [{ type: "text", text: stdout }] };
});

// capped with Math.min: silent
server.tool("capped", "Fetches a page", { url: z.string(), timeout: z.number().optional() }, async (args) => {
  const r = await fetch(args.url, { signal: AbortSignal.timeout(Math.min(args.timeout || 30000, 25000)) });
  return { content: [{ type: "text", text: await r.text() }] };
});

// capped by the zod schema's .max(): silent
server.tool("bounded", "Fetches a page", {
  url: z.string(),
  waitMs: z.number().max(25000).optional(),
}, async (args) => {
  const r = await fetch(args.url, { signal: AbortSignal.timeout(args.waitMs ?? 10000) });
  return { content: [{ type: "text", text: await r.text() }] };
});

// a duration string the remote API reads (Elasticsearch's timeout: "30s"): silent
server.tool("es_delete", "Deletes by query", { index: z.string(), opTimeout: z.string().optional() }, async (args) => {
  const r = await fetch("https://es.example.com/" + args.index, { method: "POST", body: JSON.stringify({ timeout: args.opTimeout }) });
  return { content: [{ type: "text", text: await r.text() }] };
});

