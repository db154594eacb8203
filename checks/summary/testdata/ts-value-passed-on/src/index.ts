import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { Service } from "./service.js";

const server = new McpServer({ name: "rows", version: "1.0.0" });
const service = new Service();

server.tool("rows", { table: z.string() }, async ({ table }) => {
  const out = await service.rows(table); // want: RC402 diff-only
  return { content: [{ type: "text", text: JSON.stringify(out) }] };
});

server.tool("fixed", { table: z.string() }, async ({ table }) => {
  const out = await service.fixed(table);
  return { content: [{ type: "text", text: JSON.stringify(out) }] };
});
