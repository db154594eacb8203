import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import type { ToolContext } from "../types.js";

export function register(server: McpServer, ctx: ToolContext) {
  server.tool("create_ticket", { title: z.string() }, async ({ title }) => { // want: RC601 whole-only
    const t = await ctx.store.create(title);
    return { content: [{ type: "text", text: JSON.stringify(t) }] };
  });
  server.tool("get_ticket", { id: z.string() }, async ({ id }) => {
    const t = await ctx.store.get(id);
    return { content: [{ type: "text", text: JSON.stringify(t) }] };
  });
  server.tool("insert_row", { row: z.string() }, async ({ row }) => { // want: RC601 whole-only
    const t = await ctx.repo.insert(row);
    return { content: [{ type: "text", text: JSON.stringify(t) }] };
  });
  server.tool("add_note", { text: z.string() }, async ({ text }) => {
    const t = await ctx.notes.add(text);
    return { content: [{ type: "text", text: JSON.stringify(t) }] };
  });
  server.tool("create_keyed", { title: z.string(), idempotencyKey: z.string() }, async ({ title }) => {
    const t = await ctx.store.create(title);
    return { content: [{ type: "text", text: JSON.stringify(t) }] };
  });
}
