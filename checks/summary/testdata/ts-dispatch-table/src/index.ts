import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { countRows, listRows, lower, upper } from "./ops.js";

const server = new McpServer({ name: "rows", version: "1.0.0" });

const operationHandlers: Record<string, (a: { table: string }) => Promise<string>> = {
  list: listRows,
  count: countRows,
};

// Clean twin: every function of the table computes in-process.
const formatters: Record<string, (a: { table: string }) => Promise<string>> = { upper, lower };

server.tool("rows", { op: z.string(), table: z.string() }, async (args) => {
  try {
    const handler = operationHandlers[args.op];
    if (!handler) return { content: [{ type: "text", text: "unknown op" }], isError: true };
    return { content: [{ type: "text", text: await handler(args) }] };
  } catch (e) {
    return { content: [{ type: "text", text: `failed: ${(e as Error).message}` }], isError: true }; // want: RC402 whole-only (diff mode does not read the table's module: a gap, unknown)
  }
});

server.tool("format", { op: z.string(), table: z.string() }, async (args) => {
  try {
    const fmt = formatters[args.op];
    if (!fmt) return { content: [{ type: "text", text: "unknown op" }], isError: true };
    return { content: [{ type: "text", text: await fmt(args) }] };
  } catch (e) {
    return { content: [{ type: "text", text: `failed: ${(e as Error).message}` }], isError: true };
  }
});
