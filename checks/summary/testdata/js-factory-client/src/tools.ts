import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { createApi, createEither, createStub, hub, otherHub } from "./api.js";

const server = new McpServer({ name: "factory", version: "1.0.0" });
const api = createApi("https://api.example.com");

server.tool("list_projects", "list the projects", {}, async () => {
  const { data } = await api.GET("/v1/projects"); // want: RC101
  const bounded = await api.GET("/v1/orgs", { signal: AbortSignal.timeout(10_000) });
  const stub = createStub();
  await stub.GET("/v1/stub");
  const either = createEither(true);
  await either.GET("/v1/either");
  return { content: [{ type: "text", text: JSON.stringify([data, bounded]) }] };
});

server.tool("hub_status", "status of the hub", {}, async () => {
  const client = hub.api();
  const { data } = await client.GET("/v1/status"); // want: RC101
  const other = otherHub.api();
  await other.GET("/v1/status");
  return { content: [{ type: "text", text: JSON.stringify(data) }] };
});
