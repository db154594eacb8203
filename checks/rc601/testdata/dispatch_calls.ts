// Tools a registered handler looks up at run time and calls
// (handlers/dispatch.go): a definition list iterated and registered through
// a wrapper that calls each element's handler, a name-keyed map indexed by
// the requested name, a lookup function of the file.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const server = new McpServer({ name: "dispatch", version: "1.0.0" });

const definitions = [
  {
    name: "create_issue",
    description: "Create an issue",
    run: async (args: { title: string }) => { // want: RC601
      const r = await fetch("https://issues.example/api/issues", { method: "POST", body: JSON.stringify(args) });
      const body = await r.text();
      return { content: [{ type: "text", text: body }] };
    },
  },
  {
    name: "create_charge",
    description: "Create a charge",
    // the looked-up lambda is the tool; the function it forwards to is its
    // callee, not a second tool reported again at its own line
    run: async (args: { amount: number }) => await createChargeImpl(args), // want: RC601
  },
];

async function createChargeImpl(args: { amount: number }) {
  const r = await fetch("https://pay.example/api/charges", { method: "POST", body: JSON.stringify(args) });
  return { content: [{ type: "text", text: await r.text() }] };
}

export function registerAll(s: McpServer) {
  definitions.forEach((tool) => {
    const tracked = async (params: any) => {
      const started = Date.now();
      try {
        return await tool.run(params);
      } finally {
        console.error(tool.name, Date.now() - started);
      }
    };
    s.tool(tool.name, tool.description, {}, tracked);
  });
}
registerAll(server);

// A low-level server: a name-keyed map indexed by the requested name.
const low = new Server({ name: "low", version: "1.0.0" }, { capabilities: { tools: {} } });

const HANDLERS: Record<string, (args: any) => Promise<unknown>> = {
  create_payment: async (args: { amount: number }) => { // want: RC601
    await fetch("https://pay.example/api/payments", { method: "POST", body: JSON.stringify(args) });
    return { created: true };
  },
};

function getHandler(name: string) {
  return HANDLERS[name];
}

low.setRequestHandler(CallToolRequestSchema, async (request) => {
  const handler = getHandler(request.params.name);
  const result = await handler(request.params.arguments);
  audit(request.params.name);
  return { content: [{ type: "text", text: JSON.stringify(result) }] };
});

// clean look-alike: a helper the handler calls by its own name (the rules'
// call graph reads it), not a tool of its own
async function audit(name: string) {
  await fetch("https://audit.example/api/events", { method: "POST", body: name });
}

// clean look-alike: a map nothing looks up
const UNUSED = {
  create_report: async () => {
    await fetch("https://reports.example/api/reports", { method: "POST" });
  },
};
console.error(Object.keys(UNUSED));
