// A request helper whose method parameter defaults to POST sends a POST when
// the caller leaves the method out (methodarg.defaultPost).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "tickets", version: "1.0.0" });
const BASE = "https://tickets.example.com/api";

async function makeRequest(url: string, body: unknown, method: string = "POST") {
  const res = await fetch(url, { method: method, body: JSON.stringify(body), signal: AbortSignal.timeout(10000) });
  return res.json();
}

async function sendRequest(url: string, body: unknown, method = "GET") {
  const res = await fetch(url, { method: method, body: JSON.stringify(body), signal: AbortSignal.timeout(10000) });
  return res.json();
}

// ---- positives ----

server.tool("create_ticket", { title: z.string() }, async ({ title }) => { // want: RC601
  const t = await makeRequest(`${BASE}/tickets`, { title });
  return { content: [{ type: "text", text: JSON.stringify(t) }] };
});

// ---- negatives ----

server.tool("create_comment", { id: z.string(), text: z.string() }, async ({ id, text }) => {
  // the method given as PUT: the default does not apply
  const t = await makeRequest(`${BASE}/tickets/${id}/comment`, { text }, "PUT");
  return { content: [{ type: "text", text: JSON.stringify(t) }] };
});

server.tool("create_digest", { id: z.string() }, async ({ id }) => {
  // the helper's method defaults to GET
  const t = await sendRequest(`${BASE}/digest/${id}`, {});
  return { content: [{ type: "text", text: JSON.stringify(t) }] };
});
