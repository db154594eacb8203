import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { getStatus, getThing, listContainers } from "./api.js";

const server = new McpServer({ name: "things", version: "1.0.0" });

server.tool("thing", {}, async ({ id }) => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await getThing(id)) }] };
  } catch (e: any) {
    return { content: [{ type: "text", text: `Error: ${e.message}` }], isError: true }; // want: RC402
  }
});

server.tool("status", {}, async ({ id }) => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await getStatus(id)) }] };
  } catch (e: any) {
    return { content: [{ type: "text", text: `Error: ${e.message}` }], isError: true };
  }
});

server.tool("containers", {}, async () => {
  try {
    return { content: [{ type: "text", text: await listContainers() }] };
  } catch (e: any) {
    return { content: [{ type: "text", text: `Error: ${e.message}` }], isError: true }; // want: RC402
  }
});
