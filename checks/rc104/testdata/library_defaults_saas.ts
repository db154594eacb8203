// @notionhq/client waits timeoutMs = 60 000 ms per request by default
// (libmodels/data/saas.yml): twice the 30 s tool budget.
import { Client } from "@notionhq/client";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "notion", version: "1.0.0" });

server.registerTool("get_page", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const notion = new Client({ auth: process.env.NOTION_TOKEN }); // want: RC104
  const page = await notion.pages.retrieve({ page_id: id });
  return { content: [{ type: "text", text: JSON.stringify(page) }] };
});

// ---- clean look-alike: a timeout within the budget ----
server.registerTool("get_page_bounded", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const notion = new Client({ auth: process.env.NOTION_TOKEN, timeoutMs: 20_000 });
  const page = await notion.pages.retrieve({ page_id: id });
  return { content: [{ type: "text", text: JSON.stringify(page) }] };
});
