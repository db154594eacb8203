import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "jobs", version: "1.0.0" });

async function pollForCompletion(id: string, maxAttempts = 10) {
  for (let i = 0; i < maxAttempts; i++) { // want: RC104
    const res = await fetch(`https://api.example.com/runs/${id}`, { signal: AbortSignal.timeout(5000) });
    if ((await res.json()).done) return true;
    await new Promise((r) => setTimeout(r, 30000));
  }
  return false;
}

server.tool("run", { id: z.string() }, async ({ id }) => {
  const done = await pollForCompletion(id); // want: RC104
  return { content: [{ type: "text", text: String(done) }] };
});

server.tool("run_once", { id: z.string() }, async ({ id }) => {
  const done = await pollForCompletion(id, 1);
  return { content: [{ type: "text", text: String(done) }] };
});
