// A request helper that takes the method from its caller, as a string or in
// an options object (methodarg.Verb).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { api } from "./api.js";

const server = new McpServer({ name: "cards", version: "1.0.0" });

async function makeRequest(method: string, path: string, body?: unknown) {
  const r = await fetch("https://cards.example" + path, { method, body: JSON.stringify(body) });
  return r.json();
}

server.tool("add_card", { title: z.string() }, async ({ title }) => { // want: RC601
  const card = await makeRequest("POST", "/cards", { title });
  return { content: [{ type: "text", text: JSON.stringify(card) }] };
});

server.tool("add_note", { text: z.string() }, async ({ text }) => { // want: RC601
  const note = await api.request(`/notes`, { method: "POST", body: JSON.stringify({ text }) });
  return { content: [{ type: "text", text: JSON.stringify(note) }] };
});

// ---- clean look-alikes ----
server.tool("card_details", { id: z.string() }, async ({ id }) => {
  const card = await makeRequest("GET", `/cards/${id}`);
  return { content: [{ type: "text", text: JSON.stringify(card) }] };
});

server.tool("archive_card", { id: z.string() }, async ({ id }) => {
  const card = await makeRequest("POST", `/cards/${id}/archive`);
  return { content: [{ type: "text", text: JSON.stringify(card) }] };
});

server.tool("add_card_keyed", { title: z.string(), idempotencyKey: z.string() }, async ({ title, idempotencyKey }) => {
  const card = await makeRequest("POST", "/cards", { title, idempotencyKey });
  return { content: [{ type: "text", text: JSON.stringify(card) }] };
});

server.tool("create_topic", { topic_id: z.string(), title: z.string() }, async ({ topic_id, title }) => {
  // the caller names the topic: a repeat is refused as ALREADY_EXISTS (callerGivenID)
  const t = await makeRequest("POST", "/topics", { topic_id, title });
  return { content: [{ type: "text", text: JSON.stringify(t) }] };
});

server.tool("create_project", { // want: RC601
  projectId: z
    .string()
    .optional()
    .describe("Optional: generated when absent"),
}, async ({ projectId }) => {
  const p = await makeRequest("POST", "/projects", { projectId });
  return { content: [{ type: "text", text: JSON.stringify(p) }] };
});

server.tool("create_ticket_reply", { ticket_id: z.string(), body: z.string() }, async ({ ticket_id, body }) => { // want: RC601
  // the id names the parent ticket, not the reply
  const r = await makeRequest("POST", `/tickets/${ticket_id}/reply`, { body });
  return { content: [{ type: "text", text: JSON.stringify(r) }] };
});
