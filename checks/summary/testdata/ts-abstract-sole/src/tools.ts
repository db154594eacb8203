import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { Store, Queue } from "./base.js";

export function register(server: McpServer, store: Store, queue: Queue) {
  server.tool("create_ticket", { title: z.string() }, async ({ title }) => { // want: RC601 whole-only
    const t = await store.create(title);
    return { content: [{ type: "text", text: JSON.stringify(t) }] };
  });
  server.tool("push_item", { item: z.string() }, async ({ item }) => {
    const t = await queue.push(item);
    return { content: [{ type: "text", text: JSON.stringify(t) }] };
  });
}
