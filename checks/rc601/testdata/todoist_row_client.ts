// Todoist's TypeScript SDK (libmodels/data/sdks-rc601s24.yml): TodoistApi's
// addTask, addProject and addComment POST a new object under a new id on
// every call, so a tool that calls one on a TodoistApi, a local built by the
// row's constructor or a parameter typed with its class, creates again on a
// retry (genclient.go jsRowCreate). The name-only guess reads a tool named
// "add_task" for a local object, so the row's entry is the evidence.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { TodoistApi } from "@doist/todoist-api-typescript";
import { z } from "zod";

const server = new McpServer({ name: "todo", version: "1.0.0" });
const api = new TodoistApi(process.env.TODOIST_TOKEN ?? "");

async function addComment(client: TodoistApi, taskId: string, content: string) {
  return client.addComment({ taskId, content });
}

server.tool("add_task", { content: z.string() }, async ({ content }) => { // want: RC601
  const task = await api.addTask({ content });
  return { content: [{ type: "text", text: task.id }] };
});

server.tool("comment_task", { task_id: z.string(), content: z.string() }, async ({ task_id, content }) => { // want: RC601
  await addComment(api, task_id, content);
  return { content: [{ type: "text", text: "ok" }] };
});

// the caller's key passed on as the SDK's requestId (X-Request-Id): keyed
server.tool("add_project", { name: z.string(), request_id: z.string() }, async ({ name, request_id }) => {
  const p = await api.addProject({ name }, request_id);
  return { content: [{ type: "text", text: p.id }] };
});

// look-alikes: an update sets the fields it names, a close leaves the task
// closed, and addLabel is no entry of the row (a personal label is keyed by
// its name)
server.tool("update_task", { id: z.string(), content: z.string() }, async ({ id, content }) => {
  await api.updateTask(id, { content });
  return { content: [{ type: "text", text: "ok" }] };
});

server.tool("close_task", { id: z.string() }, async ({ id }) => {
  await api.closeTask(id);
  return { content: [{ type: "text", text: "ok" }] };
});

server.tool("add_label", { name: z.string() }, async ({ name }) => {
  await api.addLabel({ name });
  return { content: [{ type: "text", text: "ok" }] };
});

// an addTask of an object of no row: a local list
const local = { addTask: (t: object) => t };
server.tool("queue_task", { content: z.string() }, async ({ content }) => {
  local.addTask({ content });
  return { content: [{ type: "text", text: "ok" }] };
});
