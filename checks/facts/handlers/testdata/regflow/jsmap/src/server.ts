import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { handlers } from "./registry.js";

const server = new Server({ name: "issues", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (req) => { // want: handler
  const handler = handlers.get(req.params.name);
  if (!handler) throw new Error("unknown tool");
  return handler(req.params.arguments);
});
