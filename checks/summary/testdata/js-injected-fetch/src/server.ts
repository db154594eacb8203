import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Service } from "./service";

const svc = new Service("k");
const server = new McpServer({ name: "x", version: "1" });
server.tool("get_record", {}, async () => {
  const r = await svc.get("/records/1"); // want: RC101 diff-only
  return { content: [{ type: "text", text: JSON.stringify(r) }] };
});
server.tool("create_record", { idempotencyKey: {} }, async () => {
  const r = await svc.create("n"); // want: RC101 diff-only
  return { content: [{ type: "text", text: JSON.stringify(r) }] };
});
