// A wrapper that returns a closure around the handler it is given
// (unseen.ParamOwner): the try of the returned arrow calls the captured
// parameter, so its errors are those of every handler the wrapper's callers
// hand it; the file does not show them, and the caught text goes to the
// tool result. The function summaries judge the callers (checks'
// closure_rc402_test.go): the tools below hand it arrows calling a module
// the repository does not hold.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { listDocuments } from "./remote.js";

const server = new McpServer({ name: "closure", version: "1.0.0" });
export function withErrorHandling(handler: (p: any) => Promise<any>, prefix = "Error") {
  return async (params: any) => {
    try {
      return await handler(params);
    } catch (error: unknown) {
      const message = error instanceof Error ? error.message : String(error);
      return { isError: true, content: [{ type: "text", text: `${prefix}: ${message}` }] }; // want: RC402 low
    }
  };
}

// Clean twin: the same wrapper logs the detail and answers a fixed message.
export function withQuietErrors(handler: (p: any) => Promise<any>) {
  return async (params: any) => {
    try {
      return await handler(params);
    } catch (error: unknown) {
      console.error("tool failed", error);
      return { isError: true, content: [{ type: "text", text: "the tool failed; see the server log" }] };
    }
  };
}

// Clean twin: the closure's try calls only the tool's own parsing.
export function withParsedArgs(handler: (p: any) => Promise<any>) {
  return async (raw: string) => {
    try {
      const params = JSON.parse(raw);
      return { content: [{ type: "text", text: JSON.stringify(params) }] };
    } catch (error: unknown) {
      return { isError: true, content: [{ type: "text", text: `bad arguments: ${(error as Error).message}` }] };
    }
  };
}

server.tool("list", {}, withErrorHandling(async ({ q }: any) => ({ content: [{ type: "text", text: await listDocuments(q) }] })));
server.tool("quiet", {}, withQuietErrors(async ({ q }: any) => ({ content: [{ type: "text", text: await listDocuments(q) }] })));
server.tool("parsed", {}, withParsedArgs(async ({ q }: any) => ({ content: [{ type: "text", text: await listDocuments(q) }] })));
