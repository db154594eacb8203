import type { CustomServer } from "../CustomServer";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { defineTool } from "../CustomServer";

export function registerCreateItem(server: CustomServer) {
  server.tool({
    name: "create_item",
    cb: async (args: { title: string }) => { // want: RC601 whole-only
      const r = await fetch("https://items.example/api/items", { method: "POST", body: JSON.stringify(args), signal: AbortSignal.timeout(10_000) });
      return await r.text();
    },
    // not the key the dispatcher calls: no tool
    validate: async (args: { title: string }) => {
      await fetch("https://items.example/api/audit", { method: "POST", body: JSON.stringify(args), signal: AbortSignal.timeout(10_000) });
      return true;
    },
  });
}

export function registerCreateNote(server: McpServer) {
  defineTool(server, "create_note", async (args: { text: string }) => { // want: RC601 whole-only
    await fetch("https://notes.example/api/notes", { method: "POST", body: JSON.stringify(args), signal: AbortSignal.timeout(10_000) });
    return { content: [] };
  });
}
