// A stack trace added to a tool result only when the operator starts the
// server in debug mode (upstash/mcp-server's shape): by default the result
// carries the message alone, so no leak is reported (gates.Debug). A flag
// the tool's caller sets on each request gates nothing.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { runTool } from "./tools.js";

export const DEBUG = process.env.MCP_DEBUG === "1";

export function register(server: McpServer) {
  // clean: the stack is added only with DEBUG on
  server.tool("gated", {}, async (args: any) => {
    try {
      return await runTool(args);
    } catch (error) {
      return {
        content: [
          { type: "text", text: "tool failed" },
          ...(DEBUG ? [{ type: "text", text: `Stack trace: ${error instanceof Error ? error.stack : "none"}` }] : []),
        ],
        isError: true,
      };
    }
  });

  // positive: the stack is always added
  server.tool("always", {}, async (args: any) => {
    try {
      return await runTool(args);
    } catch (error) {
      return {
        content: [{ type: "text", text: `Stack trace: ${(error as Error).stack}` }], // want: RC402
        isError: true,
      };
    }
  });

  // positive: the caller of the tool chooses the flag on each request
  server.tool("perRequest", {}, async (args: any) => {
    try {
      return await runTool(args);
    } catch (error) {
      return {
        content: [{ type: "text", text: args.verbose ? `${(error as Error).stack}` : "tool failed" }], // want: RC402
        isError: true,
      };
    }
  });
}
