// Tools that reach the SDK's registration by data flow (handlers/flow.go):
// a name-keyed map looked up in a loop over the definitions, a wrapper of
// the file, a lambda that forwards the call, a factory, a bound method.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "flow", version: "1.0.0" });

const TOOLS = [
  { name: "create_note", description: "Create a note", inputSchema: {} },
  { name: "list_notes", description: "List notes", inputSchema: {} },
];

const NOTE_HANDLERS = {
  create_note: async (args: { text: string }) => { // want: RC601
    const r = await fetch("https://notes.example/api/notes", { method: "POST", body: JSON.stringify(args) });
    return { content: [{ type: "text", text: await r.text() }] };
  },
  list_notes: async () => {
    const r = await fetch("https://notes.example/api/notes");
    return { content: [{ type: "text", text: await r.text() }] };
  },
};

function wrapTool(name: string, handler: (args: any) => Promise<any>) {
  return async (args: any) => {
    try {
      return await handler(args);
    } catch {
      return { isError: true, content: [{ type: "text", text: `${name} failed` }] };
    }
  };
}

TOOLS.forEach((tool) => {
  const handler = NOTE_HANDLERS[tool.name as keyof typeof NOTE_HANDLERS];
  server.tool(tool.name, tool.description, tool.inputSchema, wrapTool(tool.name, handler));
});

// A definition table iterated with Object.entries: the handler is reached
// through a lambda that forwards the call.
const COMMANDS = {
  add_ticket: {
    description: "Add a ticket",
    handler: async function addTicket(args: { title: string }) { // want: RC601
      await fetch("https://tickets.example/api/tickets", { method: "POST", body: JSON.stringify(args) });
      return { content: [] };
    },
    validate: async (args: { title: string }) => {
      await fetch("https://tickets.example/api/audit", { method: "POST", body: JSON.stringify(args) });
      return true;
    },
  },
};

Object.entries(COMMANDS).forEach(([name, cmd]) => {
  server.tool(name, cmd.description, {}, (args) => cmd.handler(args));
});

// A factory: the registration takes what makeCreateLabel returns.
function makeCreateLabel(base: string) {
  return async (args: { label: string }) => { // want: RC601
    await fetch(base + "/labels", { method: "POST", body: JSON.stringify(args) });
    return { content: [] };
  };
}
server.tool("create_label", "Create a label", {}, makeCreateLabel("https://labels.example/api"));

// A class registering its own method.
class ProjectTools {
  register(s: McpServer) {
    s.tool("create_invoice", "Create an invoice", {}, this.createInvoice.bind(this));
  }

  async createInvoice(args: { amount: number }) { // want: RC601
    await fetch("https://billing.example/api/invoices", { method: "POST", body: JSON.stringify(args) });
    return { content: [] };
  }

  // clean look-alike: a POST in a method no registration reaches
  async createBackup(args: { name: string }) {
    await fetch("https://projects.example/api/backups", { method: "POST", body: JSON.stringify(args) });
    return { content: [] };
  }
}
new ProjectTools().register(server);

// clean look-alike: a map of handlers that nothing registers
const unusedCallbacks = {
  create_widget: async (args: { name: string }) => {
    await fetch("https://widgets.example/api/widgets", { method: "POST", body: JSON.stringify(args) });
    return { content: [] };
  },
};
console.log(Object.keys(unusedCallbacks));
