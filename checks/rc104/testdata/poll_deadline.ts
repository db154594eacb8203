import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "jobs", version: "1.0.0" });

const MAX_WAIT_MS = 10 * 60 * 1000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

server.tool("wait_job", { job: z.string() }, async ({ job }) => {
  const start = Date.now();
  while (Date.now() - start < MAX_WAIT_MS) { // want: RC104
    const res = await fetch(`https://api.example.com/jobs/${job}`, { signal: AbortSignal.timeout(5000) });
    if ((await res.json()).done) return { content: [{ type: "text", text: "ok" }] };
    await sleep(2000);
  }
  return { content: [{ type: "text", text: "pending" }] };
});

server.tool("quick_wait", { job: z.string() }, async ({ job }) => {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const res = await fetch(`https://api.example.com/jobs/${job}`, { signal: AbortSignal.timeout(5000) });
    if ((await res.json()).done) return { content: [{ type: "text", text: "ok" }] };
    await sleep(1000);
  }
  return { content: [{ type: "text", text: "pending" }] };
});
