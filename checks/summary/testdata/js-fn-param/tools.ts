// Tool modules handed a client getter by the server (webflow's
// registerWebhookTools(server, getClient)): the callback's bare call of the
// parameter means what every caller passes, also through registerTools' own.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

export function registerWebhookTools(server: McpServer, getClient: () => string) {
  const listWebhooks = async (siteId: string) => {
    return getClient() + siteId; // want: RC201 whole-only
  };
  server.tool("list_webhooks", {}, async ({ siteId }) => {
    return { content: [{ type: "text", text: await listWebhooks(siteId) }] };
  });
}

// Clean twins: a getter without I/O, and one whose callers disagree.
export function registerNameTools(server: McpServer, getClient: () => string) {
  server.tool("name", {}, async () => {
    return { content: [{ type: "text", text: getClient() }] };
  });
}

export function registerMixedTools(server: McpServer, getClient: () => string) {
  server.tool("mixed", {}, async () => {
    return { content: [{ type: "text", text: getClient() }] };
  });
}
