// A POST the tool's own file judges by its URL (a state action, a read) is
// not followed into the client, which keeps no URL (settledIn); a POST to a
// collection is a create.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { HttpClient } from "./http.js";

const server = new McpServer({ name: "redis", version: "1.0.0" });
const http = new HttpClient("https://api.example");

server.tool("redis_database_create_new", { name: z.string(), region: z.string() }, async ({ name, region }) => { // want: RC601
  const db = await http.post("v2/redis/database", { name, region });
  return { content: [{ type: "text", text: JSON.stringify(db) }] };
});

// ---- clean look-alikes ----
server.tool("redis_database_reset_password", { id: z.string() }, async ({ id }) => {
  const db = await http.post(["v2/redis/reset-password", id]);
  return { content: [{ type: "text", text: JSON.stringify(db) }] };
});
