import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { fetchDocs, generic, loadConfig, quiet } from "./api.js";

const server = new McpServer({ name: "docs", version: "1.0.0" });

server.tool("docs", {}, async ({ url }) => {
  const text = await fetchDocs(url); // want: RC402 diff-only
  return { content: [{ type: "text", text }] };
});

server.tool("config", {}, async ({ path }) => {
  const result = await loadConfig(path); // want: RC402 diff-only
  return { content: [{ type: "text", text: JSON.stringify(result) }] };
});

server.tool("quiet", {}, async ({ url }) => {
  await quiet(url);
  return { content: [{ type: "text", text: "done" }] };
});

server.tool("generic", {}, async ({ path }) => {
  const text = await generic(path);
  return { content: [{ type: "text", text }] };
});
