// Registers the tools of another file in a loop over an imported table and
// an imported map of handlers (handlers.Registry).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { TOOL_DEFS, TOOL_HANDLERS } from "./tools/index.js";
import * as extra from "./tools/extra.js";

const server = new McpServer({ name: "x", version: "1" });

for (const def of TOOL_DEFS) {
  server.tool(def.name, def.description, {}, async (args) => TOOL_HANDLERS[def.name](args));
}
server.tool("archive_note", "Archive", {}, extra.archiveNote);
