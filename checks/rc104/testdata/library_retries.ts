import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { createClient } from "contentful-management";
import { z } from "zod";

const server = new McpServer({ name: "cms", version: "1.0.0" });

// 30 s per attempt (the SDK's default), re-sent up to 5 times when no answer comes: 180 s
const client = createClient({ accessToken: process.env.CONTENTFUL_TOKEN! }); // want: RC104

// 4 s per attempt x 6 attempts = 24 s: within the 30 s tool budget
const quick = createClient({ accessToken: process.env.CONTENTFUL_TOKEN!, timeout: 4000 });

server.tool("get_entry", { id: z.string() }, async ({ id }) => {
  const entry = await client.entry.get({ entryId: id });
  return { content: [{ type: "text", text: JSON.stringify(entry) }] };
});

server.tool("get_asset", { id: z.string() }, async ({ id }) => {
  const asset = await quick.asset.get({ assetId: id });
  return { content: [{ type: "text", text: JSON.stringify(asset) }] };
});
