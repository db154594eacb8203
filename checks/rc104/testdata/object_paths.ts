// Timeouts held in a constant object of the module (spences10/mcp-omnisearch's
// `config.processing.firecrawl_crawl.timeout`, Hack23's DEFAULT_TIMEOUTS):
// a property written as a number is that number wherever its path is read.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "x", version: "1" });

export const config = {
  search: {
    slow: { base_url: "https://example.com", timeout: 120_000 },
    quick: { base_url: "https://example.com", timeout: 10_000 },
  },
};

const TIMEOUTS = {
  SLOW_MS: Number(process.env.SLOW_MS ?? 90_000),
  FAST_MS: 5_000,
} as const;

const tunable = { timeout: 20_000 };
tunable.timeout = Number(process.env.TUNED ?? 600_000);

server.tool("slow", { q: z.string() }, async ({ q }) => {
  const res = await fetch(`${config.search.slow.base_url}?q=${q}`, { signal: AbortSignal.timeout(config.search.slow.timeout) }); // want: RC104
  return { content: [{ type: "text", text: await res.text() }] };
});

server.tool("quick", { q: z.string() }, async ({ q }) => {
  const res = await fetch(`${config.search.quick.base_url}?q=${q}`, { signal: AbortSignal.timeout(config.search.quick.timeout) });
  return { content: [{ type: "text", text: await res.text() }] };
});

server.tool("frozen", { q: z.string() }, async ({ q }) => {
  const res = await fetch(`https://example.com?q=${q}`, { signal: AbortSignal.timeout(TIMEOUTS.SLOW_MS) }); // want: RC104
  const res2 = await fetch(`https://example.com?q=${q}`, { signal: AbortSignal.timeout(TIMEOUTS.FAST_MS) });
  return { content: [{ type: "text", text: (await res.text()) + (await res2.text()) }] };
});

// Clean look-alike: a property the module assigns again is not one value (unknown).
server.tool("tuned", { q: z.string() }, async ({ q }) => {
  const res = await fetch(`https://example.com?q=${q}`, { signal: AbortSignal.timeout(tunable.timeout) });
  return { content: [{ type: "text", text: await res.text() }] };
});
