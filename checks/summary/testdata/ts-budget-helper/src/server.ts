import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { getJSON, getQuick } from "./http";

const server = new McpServer({ name: "x", version: "1" });

server.tool("slow", { url: z.string() }, async ({ url }) => {
  const j = await getJSON(url); // want: RC104 diff-only
  return { content: [{ type: "text", text: JSON.stringify(j) }] };
});

server.tool("quick", { url: z.string() }, async ({ url }) => {
  const j = await getQuick(url);
  return { content: [{ type: "text", text: JSON.stringify(j) }] };
});
