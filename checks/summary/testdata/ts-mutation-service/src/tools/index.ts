import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { tickets } from "../services/tickets.js";
import { remote } from "ticket-sdk";

export function register(server: McpServer) {
  server.tool("create_ticket", { title: z.string() }, async ({ title }) => { // want: RC601
    const t = await tickets.create(title);
    return { content: [{ type: "text", text: JSON.stringify(t) }] };
  });
  server.tool("rename_ticket", { id: z.string(), title: z.string() }, async ({ id, title }) => {
    const t = await tickets.rename(id, title);
    return { content: [{ type: "text", text: JSON.stringify(t) }] };
  });
  server.tool("create_remote", { title: z.string() }, async ({ title }) => {
    const t = await remote.create(title);
    return { content: [{ type: "text", text: JSON.stringify(t) }] };
  });
  server.tool("create_keyed", { title: z.string(), idempotencyKey: z.string() }, async ({ title }) => {
    const t = await tickets.create(title);
    return { content: [{ type: "text", text: JSON.stringify(t) }] };
  });
}
