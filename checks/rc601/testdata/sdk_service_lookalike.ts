// A clean look-alike: the same member path on an object of no SDK the file
// imports (a local queue's users.messages.send) is not an SDK mutation.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "local", version: "1.0.0" });
const outbox = { users: { messages: { send: async (m: string) => m.length } } };

server.registerTool("queue_note", { inputSchema: { m: z.string() } }, async ({ m }) => {
  const n = await outbox.users.messages.send(m);
  return { content: [{ type: "text", text: String(n) }] };
});
