// A POST to a path naming a List resource by its id (ClickUp's
// /list/{list_id}/task creates a task in the list): "list" followed by an id
// is a noun, not a read (retry.ReadTarget), and an id put into the URL is no
// word of the endpoint. A description built by a function (an IIFE) that
// names a URL with TASK_ID in it declares no task_id parameter
// (callerid.go paramName): hauptsacheNet/clickup-mcp createTask.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "clickup", version: "1.0.0" });

// ---- positives ----

server.tool( // want: RC601
  "createTask",
  (() => {
    return ["Creates a task.", "Share its link (format: https://app.clickup.com/t/TASK_ID)"].join("\n");
  })(),
  { list_id: z.string(), name: z.string() },
  { readOnlyHint: false, idempotentHint: false },
  async ({ list_id, name }) => {
    const response = await fetch(`https://api.clickup.com/api/v2/list/${list_id}/task`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name }),
    });
    return { content: [{ type: "text", text: await response.text() }] };
  }
);

// ---- clean look-alikes ----

// a list endpoint with no id after it is a read sent as POST
server.tool(
  "findTasks",
  "Finds tasks by filter",
  { filter: z.string() },
  async ({ filter }) => {
    const response = await fetch("https://api.example.com/v1/tasks/list", { method: "POST", body: JSON.stringify({ filter }) });
    return { content: [{ type: "text", text: await response.text() }] };
  }
);

// a search endpoint after an id is still a search
server.tool(
  "queryTasks",
  "Searches the tasks of a list",
  { list_id: z.string(), q: z.string() },
  async ({ list_id, q }) => {
    const response = await fetch(`https://api.example.com/v1/lists/${list_id}/search`, { method: "POST", body: JSON.stringify({ q }) });
    return { content: [{ type: "text", text: await response.text() }] };
  }
);

// a create given the task's own id, required, in its schema: a repeat is refused
server.tool(
  "createTaskWithId",
  "Creates a task under the id the caller gives",
  { task_id: z.string(), name: z.string() },
  async ({ task_id, name }) => {
    const response = await fetch(`https://api.example.com/v1/tasks`, { method: "POST", body: JSON.stringify({ id: task_id, name }) });
    return { content: [{ type: "text", text: await response.text() }] };
  }
);
