import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { OwnTimeout, Quick, SlowApi } from "./clients.js";

const server = new McpServer({ name: "held-client", version: "1.0.0" });
const slow = new SlowApi("k");
const own = new OwnTimeout();
const quick = new Quick();

server.tool("search", "Search", {}, async () => {
  return { content: [{ type: "text", text: JSON.stringify(await slow.search("x")) }] }; // want: RC104 diff-only
});

server.tool("search_own", "Search", {}, async () => {
  return { content: [{ type: "text", text: JSON.stringify(await own.search("x")) }] };
});

server.tool("search_quick", "Search", {}, async () => {
  return { content: [{ type: "text", text: JSON.stringify(await quick.search("x")) }] };
});
