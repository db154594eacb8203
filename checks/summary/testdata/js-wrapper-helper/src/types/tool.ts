import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

// A project helper that registers its handler parameter behind a wrapper
// that validates, calls it and formats the result.
export const registerTool = (server: McpServer, name: string, description: string, schema: any, handler: (args: any) => Promise<unknown>) => {
  const wrappedHandler = async (args: Record<string, unknown>) => {
    try {
      const result = await handler(args);
      return { content: [{ type: "text" as const, text: JSON.stringify(result) }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: "failed" }], isError: true };
    }
  };
  server.tool(name, description, schema, wrappedHandler);
};
