import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "upstream", version: "1.0.0" });

server.tool("launch", {}, async ({ id }) => {
  const response = await fetch(`https://api.example.com/tasks/${id}`, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) {
    return { content: [{ type: "text", text: `Error: ${await response.text()}` }] }; // want: RC402
  }
  return { content: [{ type: "text", text: await response.text() }] };
});

server.tool("status", {}, async ({ id }) => {
  const response = await fetch(`https://api.example.com/tasks/${id}`, { signal: AbortSignal.timeout(5000) });
  if (response.status >= 400) {
    return { content: [{ type: "text", text: `Error: HTTP ${response.status}` }], isError: true };
  }
  return { content: [{ type: "text", text: await response.text() }] };
});

server.tool("neo", {}, async ({ id }) => {
  const response = await fetch(`https://api.example.com/neo/${id}`, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) {
    const errorText = await response.text();
    return {
      content: [{ type: "text" as const, text: `Failed to launch. Status: ${response.status}, Error: ${errorText}` }], // want: RC402
    };
  }
  return { content: [{ type: "text" as const, text: "launched" }] };
});
