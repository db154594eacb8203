import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { getQuiet, getRethrown, getThing, getWrapped, handleThingsRequest } from "./api.js";

const server = new McpServer({ name: "things", version: "1.0.0" });

server.tool("thing", {}, async ({ id }) => {
  const thing = await getThing(id); // want: RC402 diff-only
  return { content: [{ type: "text", text: JSON.stringify(thing) }] };
});

server.tool("quiet", {}, async ({ id }) => {
  return { content: [{ type: "text", text: JSON.stringify(await getQuiet(id)) }] };
});

server.tool("wrapped", {}, async ({ id }) => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await getWrapped(id)) }] };
  } catch {
    return { content: [{ type: "text", text: "lookup failed" }], isError: true };
  }
});

server.tool("rethrown", {}, async ({ id }) => {
  return { content: [{ type: "text", text: JSON.stringify(await getRethrown(id)) }] };
});

server.server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    return await handleThingsRequest(request);
  } catch {
    return { content: [{ type: "text", text: "the request failed" }], isError: true };
  }
});
