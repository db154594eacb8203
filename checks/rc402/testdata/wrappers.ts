import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

type Handler = (...args: unknown[]) => Promise<unknown>;

// a wrapper every tool's handler goes through: its error is that of any tool
export function withErrors(fn: Handler): Handler {
  return async (...args: unknown[]) => {
    try {
      return await fn(...args);
    } catch (err) {
      return { content: [{ type: "text", text: `error: ${(err as Error).message}` }], isError: true }; // want: RC402
    }
  };
}

// the same wrapper with a fixed text
export function withQuietErrors(fn: Handler): Handler {
  return async (...args: unknown[]) => {
    try {
      return await fn(...args);
    } catch (err) {
      console.error("tool failed", err);
      return { content: [{ type: "text", text: "the tool failed; see the server log" }], isError: true };
    }
  };
}

export function register(server: McpServer) {
  server.tool("noop", {}, withErrors(async () => ({ content: [] })));
}
