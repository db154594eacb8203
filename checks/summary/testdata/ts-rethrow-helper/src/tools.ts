import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { load, loadQuiet } from "./service.js";

export function register(server: McpServer) {
  server.tool("note", { id: z.string() }, async ({ id }) => {
    try {
      return { content: [{ type: "text", text: await load(id) }] };
    } catch (err) {
      return { content: [{ type: "text", text: `failed: ${(err as Error).message}` }], isError: true }; // want: RC402
    }
  });
  server.tool("note_quiet", { id: z.string() }, async ({ id }) => {
    try {
      return { content: [{ type: "text", text: await loadQuiet(id) }] };
    } catch (err) {
      return { content: [{ type: "text", text: `failed: ${(err as Error).message}` }], isError: true };
    }
  });
}
