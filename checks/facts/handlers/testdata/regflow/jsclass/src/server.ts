import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { CreateIssueTool } from "./tools.js";

interface Tool {
  name: string;
  execute(args: any): Promise<any>;
}

class ToolRegistry {
  private tools = new Map<string, Tool>();

  register(tool: Tool) {
    this.tools.set(tool.name, tool);
  }

  async call(name: string, args: any) { // want: handler
    const tool = this.tools.get(name);
    if (!tool) throw new Error("unknown tool");
    return tool.execute(args);
  }
}

const registry = new ToolRegistry();
registry.register(new CreateIssueTool());

const server = new Server({ name: "issues", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, async (req) => registry.call(req.params.name, req.params.arguments)); // want: handler
