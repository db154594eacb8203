// A tool call dispatcher known by how it is written: a function or method
// of the CallTool handler's file named for running a tool call whose first
// parameter holds the tool's name and that branches on it
// (yhosok/slack-mcp-server's `this.executeSlackTool(name, args)`): its name
// branches are the tools (checks/facts/handlers/toolcallfn).
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const API = process.env.NOTES_API;

async function createNote(title: string) {
  const r = await fetch(`${API}/notes`, { method: "POST", body: JSON.stringify({ title }) });
  return r.json();
}

async function listNotes() {
  const r = await fetch(`${API}/notes`);
  return r.json();
}

export async function handleToolCall(name: string, args: any) {
  switch (name) {
    case "create_note": // want: RC601
      return await createNote(args.title);
    case "list_notes":
      return await listNotes();
  }
}

class NotesServer {
  private async executeNotesTool(toolName: string, args: any) {
    if (toolName === "add_note") { // want: RC601
      return await createNote(args.title);
    }
    if (toolName === "get_notes") {
      return await listNotes();
    }
  }
}

// Clean twins: a helper that only logs a tool call is no dispatcher, and a
// dispatcher whose first parameter is no tool name adds no tool.
export function logToolCall(name: string, args: any) {
  switch (name) {
    case "create_note":
      return createNote(args.title);
  }
}

export async function executeTool(kind: string, args: any) {
  switch (kind) {
    case "create_note":
      return await createNote(args.title);
  }
}

const server = new Server({ name: "notes", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  return await handleToolCall(name, args);
});

export { NotesServer };
