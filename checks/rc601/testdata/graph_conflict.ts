// Microsoft Graph drive items created under the caller's name: with
// "@microsoft.graph.conflictBehavior" fail a repeat is refused (409
// nameAlreadyExists), with replace it writes the same item over the first
// (upsert.GraphConflictBehavior). rename makes the service pick a new name,
// a second item on every repeat.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "sharepoint", version: "1.0.0" });
const GRAPH = "https://graph.microsoft.com/v1.0";

class GraphClient {
  async request(path: string, init: { method: string; body?: string }) {
    const res = await fetch(`${GRAPH}${path}`, { ...init, signal: AbortSignal.timeout(10000) });
    return res.json();
  }
}
const client = new GraphClient();

// ---- positives ----

server.tool("create_folder_renamed", { site: z.string(), name: z.string() }, async ({ site, name }) => { // want: RC601
  const res = await fetch(`${GRAPH}/sites/${site}/drive/root/children`, {
    method: "POST",
    body: JSON.stringify({ name, folder: {}, "@microsoft.graph.conflictBehavior": "rename" }),
    signal: AbortSignal.timeout(10000),
  });
  return { content: [{ type: "text", text: await res.text() }] };
});

server.tool("create_folder_helper_renamed", { site: z.string(), name: z.string() }, async ({ site, name }) => { // want: RC601
  const item = await client.request(`/sites/${site}/drive/root/children`, {
    method: "POST",
    body: JSON.stringify({ name, folder: {}, "@microsoft.graph.conflictBehavior": "rename" }),
  });
  return { content: [{ type: "text", text: JSON.stringify(item) }] };
});

// ---- negatives ----

server.tool("create_folder", { site: z.string(), name: z.string() }, async ({ site, name }) => {
  const res = await fetch(`${GRAPH}/sites/${site}/drive/root/children`, {
    method: "POST",
    body: JSON.stringify({ name, folder: {}, "@microsoft.graph.conflictBehavior": "fail" }),
    signal: AbortSignal.timeout(10000),
  });
  return { content: [{ type: "text", text: await res.text() }] };
});

server.tool("create_folder_helper", { site: z.string(), name: z.string() }, async ({ site, name }) => {
  const item = await client.request(`/sites/${site}/drive/root/children`, {
    method: "POST",
    body: JSON.stringify({ name, folder: {}, "@microsoft.graph.conflictBehavior": "fail" }),
  });
  return { content: [{ type: "text", text: JSON.stringify(item) }] };
});

server.tool("upload_session", { site: z.string(), path: z.string(), name: z.string() }, async ({ site, path, name }) => {
  const session = await client.request(`/sites/${site}/drive/root:/${path}/${name}:/createUploadSession`, {
    method: "POST",
    body: JSON.stringify({ item: { "@microsoft.graph.conflictBehavior": "replace", name } }),
  });
  return { content: [{ type: "text", text: JSON.stringify(session) }] };
});
