// A stack trace in any operand of ||, ?? or ?: is a leak (CodeQL
// js/stack-trace-exposure reads every operand): the shape of
// square-mcp-server's `details: err.errors || err.stack` (blind batch 5).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { runLocal } from "./local.js";

const server = new McpServer({ name: "s", version: "1" });

server.tool("call", {}, async () => {
  try {
    return { content: [{ type: "text", text: await runLocal() }] };
  } catch (err: any) {
    return {
      content: [{
        type: "text",
        text: JSON.stringify({ error: err.message, details: err.errors || err.stack }, null, 2), // want: RC402
      }],
      isError: true,
    };
  }
});

server.tool("nullish", {}, async () => {
  try {
    return { content: [{ type: "text", text: await runLocal() }] };
  } catch (err) {
    return { content: [{ type: "text", text: String(err?.stack ?? err) }], isError: true }; // want: RC402
  }
});

server.tool("ternary", {}, async () => {
  try {
    return { content: [{ type: "text", text: await runLocal() }] };
  } catch (err: any) {
    return { content: [{ type: "text", text: err.code ? err.code : err.stack }], isError: true }; // want: RC402
  }
});

// Look-alike: the message of an error of unknown origin, either operand,
// is no stack trace; runLocal is the repository's own code (./local.js),
// whose errors the file cannot see, so it is reported at low severity only
// (unknown_tool.go).
server.tool("clean", {}, async () => {
  try {
    return { content: [{ type: "text", text: await runLocal() }] };
  } catch (err: any) {
    return { content: [{ type: "text", text: err.errors || err.message }], isError: true }; // want: RC402 low
  }
});
