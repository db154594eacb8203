// An error of unknown origin in a tool result (unknown_tool.go): the try
// block calls the repository's own module, whose errors the file cannot see.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { runQuery } from "./db.js";

const server = new McpServer({ name: "unknown-tool", version: "1.0.0" });

server.tool("query", { sql: z.string() }, async ({ sql }) => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await runQuery(sql)) }] };
  } catch (error) {
    return { content: [{ type: "text", text: `Query failed: ${(error as Error).message}` }], isError: true }; // want: RC402 low
  }
});

// Clean twins: a validation error told apart by its name, and a try block
// that only parses the caller's text.
server.tool("validated", { sql: z.string() }, async (args) => {
  try {
    const parsed = z.object({ sql: z.string() }).parse(args);
    return { content: [{ type: "text", text: JSON.stringify(await runQuery(parsed.sql)) }] };
  } catch (error) {
    if (error instanceof Error && error.name === "ZodError") {
      return { content: [{ type: "text", text: `Invalid arguments: ${error.message}` }], isError: true };
    }
    return { content: [{ type: "text", text: "query failed; see the server log" }], isError: true };
  }
});

server.tool("parse", { text: z.string() }, async ({ text }) => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(JSON.parse(text)) }] };
  } catch (error) {
    return { content: [{ type: "text", text: `Not JSON: ${(error as Error).message}` }], isError: true };
  }
});
