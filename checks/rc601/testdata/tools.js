// The TypeScript SDK used from plain JavaScript (CommonJS).
const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");
const axios = require("axios");
const { z } = require("zod");
const { Pool } = require("pg");

const server = new McpServer({ name: "shop", version: "1.0.0" });
const pool = new Pool({ max: 5 });
const API = "https://shop.example/api";

// ---- positives ----

server.tool("place_order", { sku: z.string(), qty: z.number() }, async ({ sku, qty }) => { // want: RC601
  const r = await fetch(`${API}/orders`, { method: "POST", body: JSON.stringify({ sku, qty }), signal: AbortSignal.timeout(10_000) });
  return { content: [{ type: "text", text: await r.text() }] };
});

server.registerTool( // want: RC601
  "refund",
  { description: "Refund an order", inputSchema: { order: z.string(), cents: z.number() } },
  async ({ order, cents }) => {
    await axios.post(`${API}/refunds`, { order, cents }, { timeout: 10_000 });
    return { content: [{ type: "text", text: "refunded" }] };
  },
);

server.tool("log_visit", { page: z.string() }, async ({ page }) => { // want: RC601
  await pool.query("INSERT INTO visits (page) VALUES ($1)", [page]);
  return { content: [{ type: "text", text: "ok" }] };
});

async function notify(to, text) {
  return axios.post(`${API}/notify`, { to, text }, { timeout: 5_000 });
}

server.tool("notify_customer", { to: z.string(), text: z.string() }, async ({ to, text }) => { // want: RC601
  await notify(to, text);
  return { content: [{ type: "text", text: "sent" }] };
});

async function applyCoupon({ order, code }) {
  await fetch(`${API}/orders/${order}`, { method: "PATCH", body: JSON.stringify({ code }), signal: AbortSignal.timeout(5_000) });
  return { content: [{ type: "text", text: "applied" }] };
}

// a PATCH sets the fields it names: a repeat leaves the same state
server.tool("apply_coupon", { order: z.string(), code: z.string() }, applyCoupon);

server.tool("add_review", { text: z.string() }, async ({ text }) => { // want: RC601
  await db.collection("reviews").insertOne({ text, at: new Date() });
  return { content: [{ type: "text", text: "saved" }] };
});

server.tool("add_points", { user: z.string() }, async ({ user }) => { // want: RC601
  await pool.query("UPDATE loyalty SET points = points + 10 WHERE user_id = $1", [user]);
  return { content: [{ type: "text", text: "ok" }] };
});

const mcp = new McpServer({ name: "second", version: "1.0.0" });
mcp.tool("open_dispute", { reason: z.string() }, async ({ reason }) => { // want: RC601
  await axios.post(`${API}/disputes`, { reason }, { timeout: 5_000 });
  return { content: [{ type: "text", text: "opened" }] };
});

// ---- negatives ----

server.tool("place_order_once", { sku: z.string(), idempotencyKey: z.string() }, async ({ sku, idempotencyKey }) => {
  await fetch(`${API}/orders`, { method: "POST", body: JSON.stringify({ sku }), headers: { "Idempotency-Key": idempotencyKey }, signal: AbortSignal.timeout(10_000) });
  return { content: [{ type: "text", text: "ok" }] };
});

server.tool("refund_with_request_id", { order: z.string(), request_id: z.string() }, async ({ order, request_id }) => {
  await axios.post(`${API}/refunds`, { order, request_id }, { timeout: 10_000 });
  return { content: [{ type: "text", text: "ok" }] };
});

server.tool("get_order", { id: z.string() }, async ({ id }) => {
  const r = await axios.get(`${API}/orders/${id}`, { timeout: 5_000 });
  return { content: [{ type: "text", text: JSON.stringify(r.data) }] };
});

server.tool("search_products", { q: z.string() }, async ({ q }) => {
  const r = await axios.post(`${API}/search`, { q }, { timeout: 5_000 });
  return { content: [{ type: "text", text: JSON.stringify(r.data) }] };
});

server.tool("replace_profile", { user: z.string(), name: z.string() }, async ({ user, name }) => {
  await axios.put(`${API}/users/${user}`, { name }, { timeout: 5_000 });
  return { content: [{ type: "text", text: "ok" }] };
});

server.tool("remove_item", { id: z.string() }, async ({ id }) => {
  await axios.delete(`${API}/items/${id}`, { timeout: 5_000 });
  return { content: [{ type: "text", text: "ok" }] };
});

server.registerTool("mark_read", { inputSchema: { id: z.string() }, annotations: { idempotentHint: true } }, async ({ id }) => {
  await axios.post(`${API}/messages/${id}/read`, {}, { timeout: 5_000 });
  return { content: [{ type: "text", text: "ok" }] };
});

const tools = new Map();
tools.tool = (name, fn) => tools.set(name, fn);
tools.tool("create_ticket", async () => axios.post(`${API}/tickets`, {}, { timeout: 5_000 }));

server.tool("rename", { id: z.string(), name: z.string() }, async ({ id, name }) => {
  await pool.query("UPDATE items SET name = $2 WHERE id = $1", [id, name]);
  return { content: [{ type: "text", text: "ok" }] };
});
