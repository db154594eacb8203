// Timeouts from a module constant or an environment default (issue 18).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "x", version: "1" });
const REPORT_TIMEOUT_MS = Number(process.env.REPORT_TIMEOUT_MS ?? 5 * 60 * 1000);
const QUICK_TIMEOUT_MS = 10_000;

server.tool("report", { q: z.string() }, async ({ q }) => {
  const res = await fetch(`https://example.com/report?q=${q}`, { signal: AbortSignal.timeout(REPORT_TIMEOUT_MS) }); // want: RC104
  return { content: [{ type: "text", text: await res.text() }] };
});

// Clean look-alike: a constant within the budget.
server.tool("quick", { q: z.string() }, async ({ q }) => {
  const res = await fetch(`https://example.com/quick?q=${q}`, { signal: AbortSignal.timeout(QUICK_TIMEOUT_MS) });
  return { content: [{ type: "text", text: await res.text() }] };
});
