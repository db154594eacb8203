import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "upstream", version: "1.0.0" });

// The body is read in a try whose catch assigns a fixed text: either value
// may reach the result, the upstream's error body among them.
server.tool("ask", {}, async ({ q }) => {
  const response = await fetch(`https://api.example.com/ask?q=${q}`, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) {
    let errorText;
    try {
      errorText = await response.text();
    } catch (parseError) {
      errorText = "Unable to parse error response";
    }
    return { content: [{ type: "text", text: `API error: ${response.status}\n${errorText}` }], isError: true }; // want: RC402
  }
  return { content: [{ type: "text", text: await response.text() }] };
});

// Both branches assign fixed texts: nothing of the upstream's answer.
server.tool("ping", {}, async ({ q }) => {
  const response = await fetch(`https://api.example.com/ping?q=${q}`, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) {
    let detail;
    try {
      detail = response.headers.get("x-request-id") ? "see request id" : "no request id";
    } catch (e) {
      detail = "unknown";
    }
    return { content: [{ type: "text", text: `API error: ${response.status} (${detail})` }], isError: true };
  }
  return { content: [{ type: "text", text: "pong" }] };
});
