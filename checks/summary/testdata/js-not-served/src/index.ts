import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { status } from "./tools/status.js";

const server = new McpServer({ name: "fx", version: "1" });
server.tool("status", {}, async () => ({ content: [{ type: "text", text: await status() }] })); // want: RC102 diff-only
