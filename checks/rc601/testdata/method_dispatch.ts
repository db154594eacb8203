// A request helper that switches on its method parameter (idemkey.Unreached).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "dispatch", version: "1.0.0" });

async function callApi(method: string, path: string, body?: unknown) {
  switch (method) {
    case "GET":
      return fetch(path, { signal: AbortSignal.timeout(10000) });
    case "POST":
      return fetch(path, { method: "POST", body: JSON.stringify(body), signal: AbortSignal.timeout(10000) });
    default:
      return fetch(path, { method, body: JSON.stringify(body), signal: AbortSignal.timeout(10000) });
  }
}

// ---- positives ----

server.tool("create_note", { text: z.string() }, async ({ text }) => { // want: RC601
  const res = await callApi("POST", "/notes", { text });
  return { content: [{ type: "text", text: await res.text() }] };
});

// ---- negatives ----

server.tool("update_note", { id: z.string(), text: z.string() }, async ({ id, text }) => {
  // the PUT goes through the default branch: no POST
  const res = await callApi("PUT", `/notes/${id}`, { text });
  return { content: [{ type: "text", text: await res.text() }] };
});
