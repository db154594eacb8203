import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { detailed, getQuiet, getStatus, getThing, passOn } from "./api.js";

const server = new McpServer({ name: "things", version: "1.0.0" });

server.tool("thing", {}, async ({ id }) => {
  const thing = await getThing(id); // want: RC402 diff-only
  return { content: [{ type: "text", text: JSON.stringify(thing) }] };
});

server.tool("quiet", {}, async ({ id }) => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await getQuiet(id)) }] };
  } catch {
    return { content: [{ type: "text", text: "lookup failed" }], isError: true };
  }
});

server.tool("status", {}, async ({ id }) => {
  return { content: [{ type: "text", text: JSON.stringify(await getStatus(id)) }] };
});

server.tool("pass", {}, async ({ id }) => {
  return { content: [{ type: "text", text: JSON.stringify(await passOn(id)) }] };
});

server.tool("detailed", {}, async ({ id }) => {
  return { content: [{ type: "text", text: JSON.stringify(await detailed(id)) }] };
});
