import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { unusedHelpers } from './project.tool.js';

// a test file's registration: what it registers is no handler of the server
const server = new McpServer({ name: "t", version: "1" });
for (const h of unusedHelpers) {
  server.tool(...["t_echo", "echo", {}, h]);
}
