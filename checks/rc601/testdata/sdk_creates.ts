// Creates made through client libraries nobody wrote a library row for
// (sdkcreate.go): @line/bot-sdk's pushMessage and broadcast, a create on a
// typed client field.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { LineBotClient } from "@line/bot-sdk";
import { z } from "zod";

export class PushTextMessage {
  private client: LineBotClient;

  constructor(client: LineBotClient) {
    this.client = client;
  }

  register(server: McpServer) {
    // ---- positives ----
    server.registerTool("push_text_message", { inputSchema: { to: z.string(), text: z.string() } }, async ({ to, text }) => { // want: RC601
      const r = await this.client.pushMessage({ to, messages: [{ type: "text", text }] });
      return { content: [{ type: "text", text: JSON.stringify(r) }] };
    });

    server.registerTool("broadcast_text_message", { inputSchema: { text: z.string() } }, async ({ text }) => { // want: RC601
      const r = await this.client.broadcast({ messages: [{ type: "text", text }] });
      return { content: [{ type: "text", text: JSON.stringify(r) }] };
    });

    // ---- negatives ----
    // the X-Line-Retry-Key the SDK takes makes the push once-only
    server.registerTool("push_once", { inputSchema: { to: z.string(), retryKey: z.string().uuid() } }, async ({ to, retryKey }) => {
      const r = await this.client.pushMessage({ to, messages: [] }, retryKey);
      return { content: [{ type: "text", text: JSON.stringify(r) }] };
    });

    // setting the default rich menu again is repeatable
    server.registerTool("set_rich_menu_default", { inputSchema: { id: z.string() } }, async ({ id }) => {
      const r = await this.client.setDefaultRichMenu(id);
      return { content: [{ type: "text", text: JSON.stringify(r) }] };
    });

    // an array's push is no upstream create
    server.registerTool("create_note", { inputSchema: { text: z.string() } }, async ({ text }) => {
      const notes: string[] = [];
      notes.push(text);
      return { content: [{ type: "text", text: notes.join() }] };
    });
  }
}
