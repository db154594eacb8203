// DataForSEO API v3: every endpoint takes POST, but a Live endpoint answers the
// query in its response and stores nothing (libmodels/data/http-apis.yml,
// dataforseo-api), so a tool that calls one is a read. A Standard task_post
// sets a new stored, billed task on every call.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "dataforseo", version: "1.0.0" });
const BASE = "https://api.dataforseo.com";

// ---- positives ----

server.tool("onpage_crawl", { target: z.string() }, async ({ target }) => { // want: RC601
  const res = await fetch(`${BASE}/v3/on_page/task_post`, {
    method: "POST",
    body: JSON.stringify([{ target }]),
    signal: AbortSignal.timeout(10000),
  });
  return { content: [{ type: "text", text: await res.text() }] };
});

// ---- negatives ----

server.tool("ranked_keywords", { target: z.string() }, async ({ target }) => {
  const res = await fetch(`${BASE}/v3/dataforseo_labs/google/ranked_keywords/live`, {
    method: "POST",
    body: JSON.stringify([{ target }]),
    signal: AbortSignal.timeout(10000),
  });
  return { content: [{ type: "text", text: await res.text() }] };
});

server.tool("serp_organic", { keyword: z.string() }, async ({ keyword }) => {
  const res = await fetch(`${BASE}/v3/serp/google/organic/live/advanced`, {
    method: "POST",
    body: JSON.stringify([{ keyword }]),
    signal: AbortSignal.timeout(10000),
  });
  return { content: [{ type: "text", text: await res.text() }] };
});

server.tool("instant_page", { url: z.string() }, async ({ url }) => {
  const res = await fetch(`${BASE}/v3/on_page/instant_pages`, {
    method: "POST",
    body: JSON.stringify([{ url }]),
    signal: AbortSignal.timeout(10000),
  });
  return { content: [{ type: "text", text: await res.text() }] };
});
