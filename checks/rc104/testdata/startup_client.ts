// A client built once at start-up (module level, a class constructor) keeps
// the library's default bound: @notionhq/client waits timeoutMs = 60 000 ms
// per request (libmodels/data/saas.yml), twice the 30 s tool budget, in each
// tool that uses it.
import { Client } from "@notionhq/client";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "notion", version: "1.0.0" });
const notion = new Client({ auth: process.env.NOTION_TOKEN }); // want: RC104
const bounded = new Client({ auth: process.env.NOTION_TOKEN, timeoutMs: 20_000 });

class Pages {
  private api: Client;
  constructor() {
    this.api = new Client({ auth: process.env.NOTION_TOKEN }); // want: RC104
  }
  async get(id: string) {
    return this.api.pages.retrieve({ page_id: id });
  }
}
const pages = new Pages();

server.registerTool("get_page", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const page = await notion.pages.retrieve({ page_id: id });
  return { content: [{ type: "text", text: JSON.stringify(page) }] };
});

server.registerTool("get_page_via_class", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const page = await pages.get(id); // want: RC104
  return { content: [{ type: "text", text: JSON.stringify(page) }] };
});

// ---- clean look-alike: a bounded client ----
server.registerTool("get_page_bounded", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const page = await bounded.pages.retrieve({ page_id: id });
  return { content: [{ type: "text", text: JSON.stringify(page) }] };
});
