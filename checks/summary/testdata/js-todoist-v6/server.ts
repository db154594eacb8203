// From 6.0.0 (package-lock.json installs 6.0.1) every request carries a
// 30 s timeout of the SDK's own: no call is judged (the construction keeps
// the notice that the default is unknown to the rows, as for Python's 3.x).
import { TodoistApi } from "@doist/todoist-api-typescript";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const api = new TodoistApi(process.env.TODOIST_API_TOKEN ?? ""); // want: RC101 low
const server = new McpServer({ name: "todoist", version: "1.0.0" });

server.tool("list_projects", {}, async () => {
  const projects = await api.getProjects(); 
  return { content: [{ type: "text", text: JSON.stringify(projects) }] };
});

server.tool("close_task", { id: z.string() }, async ({ id }) => {
  await api.closeTask(id); 
  return { content: [{ type: "text", text: "closed" }] };
});
