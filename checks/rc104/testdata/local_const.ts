import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "search", version: "1.0.0" });

async function ask(q: string): Promise<string> {
  // read fresh each call: five minutes unless someone sets the variable
  const TIMEOUT_MS = parseInt(process.env.SEARCH_TIMEOUT_MS || "300000", 10); // want: RC104
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS); // reported where the function binds TIMEOUT_MS
  try {
    const res = await fetch("https://api.example.com/ask?q=" + q, { signal: controller.signal });
    return await res.text();
  } finally {
    clearTimeout(timer);
  }
}

async function askQuick(q: string): Promise<string> {
  const timeoutMs = 20_000;
  return (await fetch("https://api.example.com/ask?q=" + q, { signal: AbortSignal.timeout(timeoutMs) })).text();
}

async function askVar(q: string, slow: boolean): Promise<string> {
  // a variable, not a const: not judged
  let timeoutMs = 10_000;
  if (slow) timeoutMs = 120_000;
  return (await fetch("https://api.example.com/ask?q=" + q, { signal: AbortSignal.timeout(timeoutMs) })).text();
}

server.tool("ask", { q: z.string() }, async ({ q }) => {
  return { content: [{ type: "text", text: await ask(q) }] }; // want: RC104
});

server.tool("ask_quick", { q: z.string() }, async ({ q }) => {
  return { content: [{ type: "text", text: (await askQuick(q)) + (await askVar(q, false)) }] };
});
