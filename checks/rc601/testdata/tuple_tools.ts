// Tools declared as tuples by a helper (createTool(name, description,
// schema, handler)) and registered by a spread in a loop:
// server.tool(...tool). The tuple's first element names the handler.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

type Tool = [string, string, object, (args: any) => Promise<any>];

function createTool(name: string, description: string, schema: object, handler: (args: any) => Promise<any>): Tool {
  return [name, description, schema, handler];
}

export const projectTools = [
  createTool("project_create", "Create a project", {}, async ({ name }) => { // want: RC601
    const res = await fetch("https://api.example.com/projects", { method: "POST", body: JSON.stringify({ name }) });
    return { content: [{ type: "text", text: await res.text() }] };
  }),
  createTool("project_update", "Rename a project", {}, async ({ id, name }) => {
    const res = await fetch(`https://api.example.com/projects/${id}`, { method: "PATCH", body: JSON.stringify({ name }) });
    return { content: [{ type: "text", text: await res.text() }] };
  }),
];

// a look-alike: tuples that nothing registers
export const drafts = [
  ["draft_create", "Create a draft", {}, async ({ text }: any) => {
    const res = await fetch("https://api.example.com/drafts", { method: "POST", body: text });
    return res.status;
  }],
];

export function registerAll(server: McpServer) {
  for (const tool of [...projectTools]) {
    server.tool(...tool);
  }
}
