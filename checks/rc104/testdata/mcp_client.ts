// The MCP TypeScript SDK's Client waits DEFAULT_REQUEST_TIMEOUT_MSEC (60 s)
// for callTool unless its options give a timeout: twice the 30 s tool budget
// (libmodels/data/sdks-mcp.yml). The client comes from the file's own
// getter, typed Promise<Client>.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "docs", version: "1.0.0" });

async function getDocsClient(): Promise<Client> {
  const client = new Client({ name: "docs", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL("https://docs.example/mcp")));
  return client;
}

server.registerTool("search_docs", { inputSchema: { query: z.string() } }, async ({ query }) => {
  const client = await getDocsClient();
  const r = await client.callTool({ name: "search", arguments: { query } }); // want: RC104
  return r as { content: { type: "text"; text: string }[] };
});

// ---- clean look-alike: a timeout within the budget ----
server.registerTool("search_docs_bounded", { inputSchema: { query: z.string() } }, async ({ query }) => {
  const client = await getDocsClient();
  const r = await client.callTool({ name: "search", arguments: { query } }, undefined, { timeout: 20_000 });
  return r as { content: { type: "text"; text: string }[] };
});
