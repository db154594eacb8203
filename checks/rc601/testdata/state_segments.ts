// POSTs whose last path segment sets a state a repeat finds set: unpublish
// (HubSpot), force_stop (DataForSEO), move (Todoist, with the target project).
// A tool named for moving money still transfers again.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "states", version: "1.0.0" });
const API = process.env.API_URL;

// ---- positives ----

server.tool("add_comment", { taskId: z.string(), text: z.string() }, async ({ taskId, text }) => { // want: RC601
  const res = await fetch(`${API}/api/v1/tasks/${taskId}/comments`, {
    method: "POST",
    body: JSON.stringify({ text }),
    signal: AbortSignal.timeout(10000),
  });
  return { content: [{ type: "text", text: await res.text() }] };
});

server.tool("move_funds", { from: z.string(), to: z.string(), amount: z.number() }, async ({ from, to, amount }) => { // want: RC601
  const res = await fetch(`${API}/v1/transfers`, {
    method: "POST",
    body: JSON.stringify({ from, to, amount }),
    signal: AbortSignal.timeout(10000),
  });
  return { content: [{ type: "text", text: await res.text() }] };
});

// ---- negatives ----

server.tool("unpublish_email", { emailId: z.string() }, async ({ emailId }) => {
  const res = await fetch(`${API}/marketing/v3/emails/${emailId}/unpublish`, { method: "POST", signal: AbortSignal.timeout(10000) });
  return { content: [{ type: "text", text: await res.text() }] };
});

server.tool("on_page_force_stop", { id: z.string() }, async ({ id }) => {
  const res = await fetch(`${API}/v3/on_page/force_stop`, {
    method: "POST",
    body: JSON.stringify([{ id }]),
    signal: AbortSignal.timeout(10000),
  });
  return { content: [{ type: "text", text: await res.text() }] };
});

server.tool("move_task", { taskId: z.string(), projectId: z.string() }, async ({ taskId, projectId }) => {
  const res = await fetch(`${API}/api/v1/tasks/${taskId}/move`, {
    method: "POST",
    body: JSON.stringify({ project_id: projectId }),
    signal: AbortSignal.timeout(10000),
  });
  return { content: [{ type: "text", text: await res.text() }] };
});
