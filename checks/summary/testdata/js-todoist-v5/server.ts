// @doist/todoist-api-typescript before 6.0.0 (package.json allows ^5.5.1)
// sends every request through axios with no timeout and takes no timeout
// option: each call is unbounded.
import { TodoistApi } from "@doist/todoist-api-typescript";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const api = new TodoistApi(process.env.TODOIST_API_TOKEN ?? "");
const server = new McpServer({ name: "todoist", version: "1.0.0" });

server.tool("list_projects", {}, async () => {
  const projects = await api.getProjects(); // want: RC101
  return { content: [{ type: "text", text: JSON.stringify(projects) }] };
});

server.tool("close_task", { id: z.string() }, async ({ id }) => {
  await api.closeTask(id); // want: RC101
  return { content: [{ type: "text", text: "closed" }] };
});
