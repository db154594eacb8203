import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "upstream-guard", version: "1.0.0" });

server.tool("start", {}, async ({ id }) => {
  const response = await fetch(`https://api.example.com/jobs/${id}/start`, { method: "POST", signal: AbortSignal.timeout(5000) });
  if (response.ok) {
    return { content: [{ type: "text", text: await response.text() }] };
  }
  const detail = await response.text();
  return { content: [{ type: "text", text: `Start failed: ${detail}` }], isError: true }; // want: RC402
});

// Clean twin: past a failure guard that returns, the body is the answer.
server.tool("job", {}, async ({ id }) => {
  const response = await fetch(`https://api.example.com/jobs/${id}`, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) return { content: [{ type: "text", text: `HTTP ${response.status}` }], isError: true };
  const detail = await response.text();
  return { content: [{ type: "text", text: `Job: ${detail}` }] };
});
