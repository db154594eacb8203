// Tool shapes registered away from their handlers (jsshapes.go).
// inTool() marks code that serves a tool call, notTool() code that does not.
import { ToolCallback } from "@modelcontextprotocol/sdk/server/mcp.js";

// a definition list registered in a loop elsewhere
export const toolDefinitions = [
  { name: "createIssue", description: "x", schema: { title: z.string() }, handler: async (args) => inTool() },
  { name: "getIssue", description: "x", inputSchema: {}, async execute(args) { return inTool(); } },
];

// definitions under map keys: Object.entries(cmds).forEach(([n, c]) => this.tool(n, ..., c.handler))
export const neoCommands = {
  "neo-task-launcher": { description: "x", schema: {}, handler: async (args) => inTool() },
};

// FastMCP
server.addTool({ name: "scrape", parameters: z.object({}), execute: async (args) => inTool() });

// name-keyed handler maps dispatched by HANDLERS[name](args)
export const ACTION_HANDLERS: Record<string, Fn> = {
  auth0_create_action: async (request, config) => inTool(),
};
export const entryHandlers = {
  createEntry: async (args) => inTool(),
  async deleteEntry(args) { return inTool(); },
};
export const createDowntimesToolHandlers = (api): DowntimesToolHandlers => {
  return {
    schedule_downtime: async (request) => inTool(),
  };
};

// the SDK's callback type
export const runPipeline: ToolCallback<{ params: typeof S }> = async (args) => inTool();

// a local registration wrapper
const tool = (name: string, description: string, schema: any, cb: (args: any) => Promise<string>) => {
  server.registerTool(name, { description, inputSchema: schema }, (args: any) => wrap(name, cb)(args));
};
tool("send_email", "x", { to: z.string() }, async (args) => inTool());

// look-alikes: an HTTP route with a schema, a map of event handlers that is
// not named so, a plain options object with a handler, a wrapper of no
// registration
fastify.route({ method: "POST", url: "/x", schema: {}, handler: async (req) => notTool() });
const listeners = { message: (m) => notTool() };
const opts = { retries: 3, handler: (e) => notTool() };
function later(name: string, cb: () => void) { setTimeout(cb, 10); }
later("x", () => notTool());

// a destructured CallToolRequest parameter
async function handleCallToolRequest({ request, client }: { request: CallToolRequest; client: any }) {
  const { name } = request.params;
  const operation = name as Op;
  switch (operation) {
    case "insert":
      return inTool();
  }
}
