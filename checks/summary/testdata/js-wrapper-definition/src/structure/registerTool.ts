import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { tracer } from "./tracing";

// A project helper that takes a tool definition object and registers a
// function that runs its execute inside a tracing span (vantage-mcp-server's
// registerTool): each definition passed to it is a tool, its execute the
// handler.
export type ToolCallContext = {
  callApi: (endpoint: string, params: unknown, method: string) => Promise<{ ok: boolean; data: unknown }>;
};

const setups = new Map<string, (server: McpServer, ctx: () => ToolCallContext) => void>();

export default function registerTool(toolProps: { name: string; args: any; execute: (args: any, ctx: ToolCallContext) => Promise<unknown> }) {
  const setup = (server: McpServer, generateContext: () => ToolCallContext) => {
    server.registerTool(toolProps.name, { inputSchema: toolProps.args }, async (args: any) => {
      const ctx = generateContext();
      return tracer.runWithSpan(`tool/${toolProps.name}`, {}, async () => {
        const res = await toolProps.execute(args, ctx);
        return { content: [{ type: "text" as const, text: JSON.stringify(res) }] };
      });
    });
  };
  setups.set(toolProps.name, setup);
  return toolProps;
}

export function setupRegisteredTools(server: McpServer, ctx: () => ToolCallContext) {
  for (const setup of setups.values()) {
    setup(server, ctx);
  }
}
