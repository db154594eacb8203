// A tool that serves several actions through one parameter is a create tool
// in the branch that creates (branch.go createBranch): the client create
// under `action === "create"` counts, the one under "update" does not.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "work", version: "1.0.0" });

server.tool("work_item_write", { action: z.enum(["create", "update"]), title: z.string() }, async ({ action, title }) => { // want: RC601
  const workItemApi = await connection.getWorkItemTrackingApi();
  if (action === "create") {
    const item = await workItemApi.createWorkItem(null, [{ op: "add", path: "/fields/System.Title", value: title }], "proj", "Task");
    return { content: [{ type: "text", text: JSON.stringify(item) }] };
  }
  if (action === "update") {
    const item = await workItemApi.updateWorkItem(null, [{ op: "add", path: "/fields/System.Title", value: title }], 1);
    return { content: [{ type: "text", text: JSON.stringify(item) }] };
  }
  return { content: [{ type: "text", text: "unknown action" }] };
});

server.tool("records_dml", { operation: z.enum(["insert", "update"]), records: z.array(z.any()) }, async ({ operation, records }) => { // want: RC601
  switch (operation) {
    case "insert":
      return { content: [{ type: "text", text: JSON.stringify(await recordsApi.createRecords(records)) }] };
    default:
      return { content: [{ type: "text", text: JSON.stringify(await recordsApi.updateRecords(records)) }] };
  }
});

// ---- clean look-alikes ----
server.tool("work_item_manage", { action: z.enum(["get", "update"]), title: z.string() }, async ({ action, title }) => {
  const workItemApi = await connection.getWorkItemTrackingApi();
  if (action === "update") {
    return { content: [{ type: "text", text: JSON.stringify(await workItemApi.updateWorkItem(null, [], 1)) }] };
  }
  // the create here serves no create action: a method's name alone is too weak a sign
  const item = await workItemApi.createWorkItem(null, [], "proj", "Task");
  return { content: [{ type: "text", text: JSON.stringify(item) }] };
});

server.tool("pull_request_write", { action: z.enum(["create", "update"]), title: z.string() }, async ({ action, title }) => {
  const gitApi = await connection.getGitApi();
  if (action === "create") {
    // one open pull request per source and target branch: a repeat is refused (namedCreate)
    return { content: [{ type: "text", text: JSON.stringify(await gitApi.createPullRequest({ title }, "repo")) }] };
  }
  return { content: [{ type: "text", text: "unknown action" }] };
});
