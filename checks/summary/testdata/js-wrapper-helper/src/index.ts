import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { registerTool } from "./types/tool";
import { createTask } from "./tasks/createTask";

const server = new McpServer({ name: "x", version: "1" });
registerTool(server, "create_task", "Create a task", {}, createTask);
