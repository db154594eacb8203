import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { handleCampaignTool } from "./handlers/campaign.js";
import { handleLeadTool } from "./handlers/lead.js";
import { auditToolCall } from "./handlers/audit.js";
import { routeByName } from "./handlers/notcalled.js";
import { ToolRunner } from "./handlers/runner.js";
import { ToolLog } from "./handlers/log.js";

const server = new Server({ name: "x", version: "1" }, { capabilities: { tools: {} } });

const runner = new ToolRunner();
const log = new ToolLog();

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  auditToolCall(name, args); // hands the name on, but branches on nothing: no tool
  log.record(name); // a method of an imported class handed the name that branches on nothing: no tool
  const category = name.split("_")[1];
  switch (category) {
    case "campaign":
      return await handleCampaignTool(name, args);
    case "lead":
      return await handleLeadTool(name, args);
    case "task":
      return await runner.run(name, args); // a method of an instance of an imported class
  }
  return { content: [{ type: "text", text: "unknown" }] };
});

// routeByName is imported but never handed the tool's name
export const table = { routeByName };
