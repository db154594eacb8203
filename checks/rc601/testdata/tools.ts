import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import axios from "axios";
import { z } from "zod";
import { Pool } from "pg";
import { sharedSchema } from "./schemas.js";

const server = new McpServer({ name: "helpdesk", version: "1.0.0" });
const pool = new Pool({ max: 5 });
const api = axios.create({ baseURL: "https://tickets.example", timeout: 10_000 });
const TICKETS = "https://tickets.example/api";

// ---- positives ----

server.tool("create_ticket", "Open a ticket", { title: z.string() }, async ({ title }) => { // want: RC601
  const r = await fetch(TICKETS, { method: "POST", body: JSON.stringify({ title }), signal: AbortSignal.timeout(10_000) });
  return { content: [{ type: "text", text: await r.text() }] };
});

server.registerTool( // want: RC601
  "charge_card",
  { description: "Charge a card", inputSchema: { customer: z.string(), cents: z.number() } },
  async ({ customer, cents }) => {
    const r = await axios.post("https://pay.example/charges", { customer, cents }, { timeout: 10_000 });
    return { content: [{ type: "text", text: JSON.stringify(r.data) }] };
  },
);

server.tool("add_order", { item: z.string() }, async ({ item }) => { // want: RC601
  await pool.query("INSERT INTO orders (item) VALUES ($1)", [item]);
  return { content: [{ type: "text", text: "ok" }] };
});

async function postMessage(to: string, text: string) {
  return api.post("/messages", { to, text });
}

server.tool("send_message", { to: z.string(), text: z.string() }, async ({ to, text }) => { // want: RC601
  await postMessage(to, text);
  return { content: [{ type: "text", text: "sent" }] };
});

async function grantRole({ user, role }: { user: string; role: string }) {
  await fetch(`${TICKETS}/grants`, { method: "PATCH", body: JSON.stringify({ user, role }), signal: AbortSignal.timeout(5_000) });
  return { content: [{ type: "text" as const, text: "granted" }] };
}

// a PATCH sets the fields it names: a repeat leaves the same state
server.tool("grant_role", { user: z.string(), role: z.string() }, grantRole);

server.tool("save_note", { text: z.string() }, async ({ text }) => { // want: RC601
  await db.collection("notes").insertOne({ text, at: new Date() });
  return { content: [{ type: "text", text: "saved" }] };
});

server.registerTool("bump_counter", { inputSchema: { name: z.string() }, annotations: { idempotentHint: false } }, async ({ name }) => { // want: RC601
  await pool.query("UPDATE counters SET value = value + 1 WHERE name = $1", [name]);
  return { content: [{ type: "text", text: "ok" }] };
});

const mcp = new McpServer({ name: "second", version: "1.0.0" });
mcp.tool("open_incident", { summary: z.string() }, async ({ summary }) => { // want: RC601
  const res = await api.post("/incidents", { summary });
  return { content: [{ type: "text", text: String(res.status) }] };
});

// ---- negatives ----

server.tool("create_ticket_keyed", { title: z.string(), idempotencyKey: z.string().uuid() }, async ({ title, idempotencyKey }) => {
  const r = await fetch(TICKETS, { method: "POST", body: JSON.stringify({ title }), headers: { "Idempotency-Key": idempotencyKey }, signal: AbortSignal.timeout(10_000) });
  return { content: [{ type: "text", text: await r.text() }] };
});

server.tool("get_ticket", { id: z.string() }, async ({ id }) => {
  const r = await fetch(`${TICKETS}/${id}`, { signal: AbortSignal.timeout(10_000) });
  return { content: [{ type: "text", text: await r.text() }] };
});

server.tool("replace_ticket", { id: z.string(), body: z.string() }, async ({ id, body }) => {
  // PUT and DELETE are idempotent
  await fetch(`${TICKETS}/${id}`, { method: "PUT", body, signal: AbortSignal.timeout(10_000) });
  await axios.delete(`${TICKETS}/${id}/draft`, { timeout: 10_000 });
  return { content: [{ type: "text", text: "ok" }] };
});

server.tool("rename_order", { id: z.number(), item: z.string() }, async ({ id, item }) => {
  await pool.query("UPDATE orders SET item = $1 WHERE id = $2", [item, id]);
  return { content: [{ type: "text", text: "ok" }] };
});

server.tool("upsert_order", { id: z.number(), item: z.string() }, async ({ id, item }) => {
  await pool.query("INSERT INTO orders (id, item) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET item = $2", [id, item]);
  return { content: [{ type: "text", text: "ok" }] };
});

server.tool("submit_job", { spec: z.string(), requestId: z.string() }, async ({ spec, requestId }) => {
  const r = await api.post("/jobs", { spec, requestId });
  return { content: [{ type: "text", text: String(r.status) }] };
});

server.registerTool("sync_mirror", { inputSchema: { repo: z.string() }, annotations: { idempotentHint: true } }, async ({ repo }) => {
  await api.post("/mirror/sync", { repo });
  return { content: [{ type: "text", text: "ok" }] };
});

server.tool("from_shared_schema", sharedSchema, async (args) => {
  // schema imported from another module: not known here
  await api.post("/things", args);
  return { content: [{ type: "text", text: "ok" }] };
});

const toolbox = { tool(name: string, fn: () => Promise<void>) { return fn; } };
toolbox.tool("unrelated", async () => {
  await fetch(TICKETS, { method: "POST", body: "{}" });
});

server.resource("ticket", "tickets://{id}", async (uri) => {
  const r = await fetch(TICKETS + "/lookup", { method: "POST", body: uri.href });
  return { contents: [{ uri: uri.href, text: await r.text() }] };
});

server.tool("search", { q: z.string() }, async ({ q }) => {
  // a POST used as a query is still a POST: this rule cannot tell; here the search API is a GET
  const r = await axios.get(`${TICKETS}/search`, { params: { q }, timeout: 10_000 });
  return { content: [{ type: "text", text: JSON.stringify(r.data) }] };
});

server.registerTool("search_catalog", { inputSchema: { q: z.string() } }, async ({ q }) => {
  // a POST used as a query by a read-only tool
  const r = await api.post("/catalog/_search", { query: { match: { q } } });
  return { content: [{ type: "text", text: JSON.stringify(r.data) }] };
});

server.tool("notify_team", { text: z.string() }, async ({ text }) => { // want: RC601
  await slack.chat.postMessage({ channel: "#ops", text });
  await mailer.sendMail({ to: "ops@example.com", text });
  return { content: [{ type: "text", text: "sent" }] };
});

// RPC-style actions that set a value of the resource the id names (upstash's
// v2/redis/update-regions/<id>, reset-password/<id>) and a sign-in POST:
// a repeat creates nothing. A POST to the collection still creates.
server.tool("update_regions", { id: z.string(), regions: z.array(z.string()) }, async ({ id, regions }) => {
  await api.post(["v2/redis/update-regions", id].join("/"), { read_regions: regions });
  return { content: [{ type: "text" as const, text: "ok" }] };
});

server.tool("reset_password", { id: z.string() }, async ({ id }) => {
  const db = await fetch(`${TICKETS}/databases/reset-password/${id}`, { method: "POST", signal: AbortSignal.timeout(5_000) });
  return { content: [{ type: "text" as const, text: await db.text() }] };
});

server.tool("hub_login", { user: z.string() }, async ({ user }) => {
  const url = `https://hub.example.com/v2/users/login`;
  const r = await fetch(url, { method: "POST", body: JSON.stringify({ user }), signal: AbortSignal.timeout(5_000) });
  return { content: [{ type: "text" as const, text: await r.text() }] };
});

server.tool("provision_cache", { region: z.string() }, async ({ region }) => { // want: RC601
  await fetch(`${TICKETS}/caches`, { method: "POST", body: JSON.stringify({ region }), signal: AbortSignal.timeout(5_000) });
  return { content: [{ type: "text" as const, text: "ok" }] };
});
