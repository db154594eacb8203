import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "x", version: "1" });

class ApiError extends Error {
  constructor(public status: number, body: string) {
    super(`API error ${status}: ${body}`);
  }
}

class PlainError extends Error {
  constructor(public status: number, body: string) {
    super(`API error ${status}`);
  }
}

async function get(path: string) {
  const res = await fetch("http://x/" + path, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) {
    throw new ApiError(res.status, await res.text()); // want: RC402
  }
  return res.json();
}

async function getPlain(path: string) {
  const res = await fetch("http://x/" + path, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) {
    throw new PlainError(res.status, await res.text());
  }
  return res.json();
}

server.tool("t1", {}, async () => {
  const r = await get("a");
  return { content: [{ type: "text", text: JSON.stringify(r) }] };
});

server.tool("t2", {}, async () => {
  const r = await getPlain("a");
  return { content: [{ type: "text", text: JSON.stringify(r) }] };
});
