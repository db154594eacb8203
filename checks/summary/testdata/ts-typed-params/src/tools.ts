import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { Db } from "./db.js";

export function register(server: McpServer, db: Db) {
  server.tool("note", { id: z.string() }, async ({ id }) => {
    try {
      return { content: [{ type: "text", text: JSON.stringify(await db.find(id)) }] };
    } catch (err) {
      return { content: [{ type: "text", text: `failed: ${(err as Error).message}` }], isError: true }; // want: RC402
    }
  });
  server.tool("note_quiet", { id: z.string() }, async ({ id }) => {
    try {
      return { content: [{ type: "text", text: JSON.stringify(await db.findQuietly(id)) }] };
    } catch (err) {
      return { content: [{ type: "text", text: `failed: ${(err as Error).message}` }], isError: true };
    }
  });
}

export class NoteTools {
  constructor(private readonly store: Db) {}

  async get(id: string) {
    try {
      return { content: [{ type: "text", text: JSON.stringify(await this.store.find(id)) }] };
    } catch (err) {
      return { content: [{ type: "text", text: `failed: ${(err as Error).message}` }], isError: true }; // want: RC402
    }
  }
}
