import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Client } from "./client";

const client = new Client();
const server = new McpServer({ name: "x", version: "1" });

server.tool("add_card", { name: {} }, async ({ name }) => { // want: RC601
  const r = await client.addCard(name);
  return { content: [{ type: "text", text: JSON.stringify(r) }] };
});

server.tool("add_note", { name: {} }, async ({ name }) => { // want: RC601
  const r = await client.addNote(name);
  return { content: [{ type: "text", text: JSON.stringify(r) }] };
});

server.tool("schedule_note", { name: {} }, async ({ name }) => {
  const r = await client.later(name);
  return { content: [{ type: "text", text: r }] };
});
