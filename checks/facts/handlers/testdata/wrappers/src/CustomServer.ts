import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

// The project's own server class: tool({name, cb}) stores the definition in
// the table its CallTool handler dispatches on, so every cb passed to it
// from another file is a tool handler.
export class CustomServer {
  private server: Server;
  private tools: Record<string, any> = {};

  constructor() {
    this.server = new Server({ name: "x", version: "1" });
    this.server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
      const tool = this.tools[request.params.name];
      const cb = tool.cb;
      return { content: [{ type: "text", text: await cb(request.params.arguments, extra) }] };
    });
  }

  tool(options: { name: string; cb: (args: any) => Promise<string>; validate?: (args: any) => Promise<boolean> }) {
    this.tools[options.name] = options;
  }
}

// A registration helper function: its callback goes to registerTool.
export function defineTool(server: McpServer, name: string, cb: (args: any) => Promise<any>) {
  server.registerTool(name, { description: name }, cb);
}
