// A module variable declared with the client's class and set at startup.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { ApiClient } from "./api.js";

let client: ApiClient | null = null;

export function init(): void {
  client = new ApiClient();
}

export function register(server: McpServer) {
  server.tool("list_items", { q: z.string() }, async ({ q }) => {
    try {
      return { content: [{ type: "text", text: JSON.stringify(await client.fetchItems()) }] };
    } catch (err) {
      return { content: [{ type: "text", text: `failed: ${(err as Error).message}` }], isError: true }; // want: RC402
    }
  });
  server.tool("label", { q: z.string() }, async ({ q }) => {
    // Clean twin: a method that only computes.
    try {
      return { content: [{ type: "text", text: client.label(q) }] };
    } catch (err) {
      return { content: [{ type: "text", text: `failed: ${(err as Error).message}` }], isError: true };
    }
  });
}

export async function reset(path: string): Promise<void> {
  client.cleanup(path); // want: RC201
}

export async function shutdown(path: string): Promise<void> {
  // Clean twin: a function that ends the process is shutdown code, as
  // RC201 judges it in a file (impact.ExitsProcess).
  client.cleanup(path);
  process.exit(0);
}
