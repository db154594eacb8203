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

// A floor (Math.max) is not a cap, and a parser of the file that calls no
// min returns the header as sent.
function retryAfterMs(value: string | null): number {
  return Number(value ?? "1") * 1000;
}

server.tool("fetch_floored", { url: z.string() }, async ({ url }) => {
  const resp = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (resp.status === 429) {
    await sleep(Math.max(500, retryAfterMs(resp.headers.get("retry-after")))); // want: RC104
  }
  return { content: [{ type: "text", text: await resp.text() }] };
});

// Clean: a parser of the file that caps what it returns.
function boundedRetryAfterMs(value: string | null): number {
  return Math.min(Number(value ?? "1") * 1000, 20_000);
}

server.tool("fetch_bounded", { url: z.string() }, async ({ url }) => {
  const resp = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (resp.status === 429) {
    await sleep(Math.max(500, boundedRetryAfterMs(resp.headers.get("retry-after"))));
  }
  return { content: [{ type: "text", text: await resp.text() }] };
});
