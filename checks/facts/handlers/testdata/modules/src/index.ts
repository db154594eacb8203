import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as createNote from "./tools/createNote";
import * as runMonitor from "./tools/runMonitor";
import * as more from "./more/index";

// Tool modules, each exporting method, description and handler, registered
// in a loop over their namespaces (an array of them, and a barrel's).
const server = new McpServer({ name: "x", version: "1" });
const tools = [createNote, runMonitor];
for (const tool of tools) {
  server.registerTool(tool.method, { description: tool.description }, async (args) => {
    return await tool.handler(args);
  });
}
for (const t of Object.values(more)) {
  server.registerTool(t.method, { description: t.description }, async (args) => t.handler(args));
}
