// A read cached on first use blocks the event loop once per key, not on
// every request: low (memo.Once). An unguarded read, or one stored into a
// cache without a guard, stays high.
import * as fs from "node:fs";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "certs", version: "1.0.0" });
const certs: Record<string, Buffer> = {};
let settings: any;

server.tool("call_api", "Call the API", {}, async ({ url, caPath }) => {
  if (!certs[caPath]) {
    certs[caPath] = fs.readFileSync(caPath); // want: RC201 low
  }
  settings ??= JSON.parse(fs.readFileSync("settings.json", "utf8")); // want: RC201 low
  return { content: [{ type: "text", text: `${url} ${certs[caPath].length}` }] };
});

server.tool("call_api_uncached", "Call the API", {}, async ({ url, caPath }) => {
  certs[caPath] = fs.readFileSync(caPath); // want: RC201
  const local: Record<string, Buffer> = {};
  if (!local[caPath]) {
    local[caPath] = fs.readFileSync(caPath); // want: RC201
  }
  return { content: [{ type: "text", text: `${url} ${local[caPath].length}` }] };
});
