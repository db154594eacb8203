import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "x", version: "1" });

class ApiError extends Error {}

async function get(path: string) {
  const res = await fetch("http://x/" + path, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) {
    throw new ApiError(`HTTP ${res.status}: ${await res.text()}`);
  }
  return res.json();
}

async function getFixed(path: string) {
  const res = await fetch("http://x/" + path, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) {
    throw new ApiError(`HTTP ${res.status}: the upstream refused the request`);
  }
  return res.json();
}

server.tool("t1", {}, async () => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await get("a")) }] };
  } catch (e) {
    if (e instanceof ApiError) {
      return { content: [{ type: "text", text: e.message }], isError: true }; // want: RC402
    }
    return { content: [{ type: "text", text: "failed" }], isError: true };
  }
});

server.tool("t2", {}, async () => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await getFixed("a")) }] };
  } catch (e) {
    if (e instanceof ApiError) {
      return { content: [{ type: "text", text: e.message }], isError: true };
    }
    return { content: [{ type: "text", text: "failed" }], isError: true };
  }
});
