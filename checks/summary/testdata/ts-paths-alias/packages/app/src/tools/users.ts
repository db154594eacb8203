import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { getBounded, getJSON } from "@/lib/api";
import { helper } from "@/lib/missing";
import { other } from "#unknown/other";

export function register(server: McpServer) {
  server.tool("user", { id: z.string() }, async ({ id }) => {
    const u = await getJSON(`/users/${id}`); // want: RC101 diff-only
    const b = await getBounded(`/users/${id}`);
    helper(u);
    other(b);
    return { content: [{ type: "text", text: JSON.stringify(u) }] };
  });
}
