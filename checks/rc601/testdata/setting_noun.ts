import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

// A POST to one setting of a resource the id before it names (Smartlead's
// POST /campaigns/{id}/schedule, /settings, /status) replaces that setting:
// a repeat leaves the state the first attempt set. A POST of the same noun
// with no id before it, or a POST to the collection, still creates.

const server = new McpServer({ name: "acme", version: "1.0.0" });
const api = "https://api.acme.example/v1";

// ---- clean: a setting of an existing campaign ----

server.tool("update_campaign_schedule", { id: z.string(), days: z.array(z.number()) }, async ({ id, days }) => {
  const r = await fetch(`${api}/campaigns/${id}/schedule`, { method: "POST", body: JSON.stringify({ days }), signal: AbortSignal.timeout(5_000) });
  return { content: [{ type: "text", text: await r.text() }] };
});

server.tool("update_campaign_status", { id: z.string(), status: z.string() }, async ({ id, status }) => {
  const r = await fetch(`${api}/campaigns/${id}/status`, { method: "POST", body: JSON.stringify({ status }), signal: AbortSignal.timeout(5_000) });
  return { content: [{ type: "text", text: await r.text() }] };
});

// ---- defect: a new campaign, and a schedule added to the collection ----

server.tool("create_campaign", { name: z.string() }, async ({ name }) => { // want: RC601
  const r = await fetch(`${api}/campaigns`, { method: "POST", body: JSON.stringify({ name }), signal: AbortSignal.timeout(5_000) });
  return { content: [{ type: "text", text: await r.text() }] };
});

server.tool("add_schedule", { cron: z.string() }, async ({ cron }) => { // want: RC601
  const r = await fetch(`${api}/schedule`, { method: "POST", body: JSON.stringify({ cron }), signal: AbortSignal.timeout(5_000) });
  return { content: [{ type: "text", text: await r.text() }] };
});
