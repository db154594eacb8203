// Appends through a client (sdkcreate.go: append is a creating verb):
// Notion's appendBlockChildren adds the blocks again on every call.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { NotionClientWrapper } from "notion-wrapper";

const notionClient = new NotionClientWrapper(process.env.NOTION_TOKEN);

export function register(server: McpServer) {
  // ---- positives ----
  server.registerTool("append_content", { inputSchema: { block_id: z.string(), text: z.string() } }, async ({ block_id, text }) => { // want: RC601
    const r = await notionClient.appendBlockChildren(block_id, [{ type: "paragraph", text }]);
    return { content: [{ type: "text", text: JSON.stringify(r) }] };
  });

  // ---- clean look-alikes ----
  // an update of an existing block sets its content
  server.registerTool("update_block", { inputSchema: { block_id: z.string(), text: z.string() } }, async ({ block_id, text }) => {
    const r = await notionClient.updateBlock(block_id, { type: "paragraph", text });
    return { content: [{ type: "text", text: JSON.stringify(r) }] };
  });
}
