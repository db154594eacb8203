import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { getClient, getName } from "./client.js";
import { registerMixedTools, registerNameTools, registerWebhookTools } from "./tools.js";

const server = new McpServer({ name: "w", version: "1.0.0" });

export function registerTools(srv: McpServer, getClient: () => string) {
  registerWebhookTools(srv, getClient);
}

registerTools(server, getClient);
registerNameTools(server, getName);
registerMixedTools(server, getClient);
registerMixedTools(server, getName);
