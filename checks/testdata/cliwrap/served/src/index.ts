// An MCP server whose tools run a command-line tool through the wrapper in
// src/cli/ (codacy-mcp-server, railway-mcp-server): the wrapper is server code.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { registerDeploy } from "./tools/deploy.js";

const server = new McpServer({ name: "deployer", version: "1.0.0" });
registerDeploy(server);
await server.connect(new StdioServerTransport());
