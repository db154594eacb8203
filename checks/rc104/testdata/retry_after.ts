import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";

const server = new McpServer({ name: "retry-after", version: "1.0.0" });

// The Retry-After of a 429, in seconds, slept as sent.
server.tool("fetch", { url: z.string() }, async ({ url }) => {
  const resp = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (resp.status === 429) {
    const retryAfter = parseInt(resp.headers.get("retry-after") || "60");
    await sleep(retryAfter * 1000); // want: RC104
  }
  return { content: [{ type: "text", text: await resp.text() }] };
});

// Clean: capped with Math.min.
server.tool("fetch_capped", { url: z.string() }, async ({ url }) => {
  const resp = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (resp.status === 429) {
    await sleep(Math.min(parseInt(resp.headers.get("retry-after") || "1") * 1000, 20_000));
  }
  return { content: [{ type: "text", text: await resp.text() }] };
});
