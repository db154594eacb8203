// webflow-api waits timeoutInSeconds = 60 s per request by default
// (libmodels/data/sdks-more.yml): twice the 30 s tool budget.
import { WebflowClient } from "webflow-api";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "webflow", version: "1.0.0" });

server.registerTool("list_sites", { inputSchema: { q: z.string() } }, async () => {
  const webflow = new WebflowClient({ accessToken: process.env.WEBFLOW_TOKEN! }); // want: RC104
  const sites = await webflow.sites.list();
  return { content: [{ type: "text", text: JSON.stringify(sites) }] };
});

// ---- clean look-alike: a timeout within the budget ----
server.registerTool("list_sites_bounded", { inputSchema: { q: z.string() } }, async () => {
  const webflow = new WebflowClient({ accessToken: process.env.WEBFLOW_TOKEN!, timeoutInSeconds: 20 });
  const sites = await webflow.sites.list();
  return { content: [{ type: "text", text: JSON.stringify(sites) }] };
});
