// Issue 21: idempotentHint is a claim. A tool that declares itself
// idempotent while its body creates a resource with no key is reported, and
// the message says the hint contradicts the body (TestHintContradicted).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Pool } from "pg";
import { z } from "zod";
import { api } from "./api";

const pool = new Pool();
const server = new McpServer({ name: "cloud", version: "1.0.0" });

server.registerTool("create_instance", { inputSchema: { size: z.string() }, annotations: { idempotentHint: true } }, async ({ size }) => { // want: RC601
  const res = await api.post("/v1/instances", { size }); // billable: a retry starts a second instance
  return { content: [{ type: "text", text: String(res.data.id) }] };
});

server.registerTool("record_event", { inputSchema: { name: z.string() }, annotations: { idempotentHint: true } }, async ({ name }) => { // want: RC601
  await pool.query("INSERT INTO events(name) VALUES ($1)", [name]);
  return { content: [{ type: "text", text: "ok" }] };
});

// ---- negatives: the hint is believed ----

server.registerTool("refresh_cache", { inputSchema: { key: z.string() }, annotations: { idempotentHint: true } }, async ({ key }) => {
  await api.post(`/v1/cache/${key}/refresh`, {});
  return { content: [{ type: "text", text: "ok" }] };
});

server.registerTool("create_keyed", { inputSchema: { size: z.string(), idempotencyKey: z.string() }, annotations: { idempotentHint: true } }, async ({ size, idempotencyKey }) => {
  await api.post("/v1/instances", { size }, { headers: { "Idempotency-Key": idempotencyKey } });
  return { content: [{ type: "text", text: "ok" }] };
});
