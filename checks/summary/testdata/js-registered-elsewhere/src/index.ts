import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { entries } from "./table";

// A table of another module registered in a loop: its handlers live in a
// file whose text names no tool (notes/handlers.ts).
const server = new McpServer({ name: "x", version: "1" });
entries.forEach((e) => server.registerTool(e.name, e.definition, e.handler));

