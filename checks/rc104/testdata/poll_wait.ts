import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "snapshots", version: "1.0.0" });
const pollingTimeout = parseInt(process.env.POLLING_TIMEOUT || "600", 10);

server.tool("snapshot", "Waits for a snapshot", {}, async () => {
  let attempts = 0;
  const maxAttempts = pollingTimeout;
  while (attempts < maxAttempts) { // want: RC104
    const r = await fetch("https://api.example.com/snapshot", { signal: AbortSignal.timeout(5000) });
    if ((await r.json()).ready) return { content: [{ type: "text", text: "ready" }] };
    attempts++;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return { content: [{ type: "text", text: "pending" }] };
});

server.tool("brief", "Short poll", {}, async () => {
  for (let i = 0; i < 10; i++) {
    const r = await fetch("https://api.example.com/snapshot", { signal: AbortSignal.timeout(2000) });
    if ((await r.json()).ready) return { content: [{ type: "text", text: "ready" }] };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { content: [{ type: "text", text: "pending" }] };
});

// An abort timer (the idiom before AbortSignal.timeout) is a timeout too.
server.tool("report", "Builds a report", {}, async () => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 300_000); // want: RC104
  try {
    const r = await fetch("https://api.example.com/report", { signal: controller.signal });
    return { content: [{ type: "text", text: await r.text() }] };
  } finally {
    clearTimeout(timer);
  }
});

server.tool("ping", "Quick check", {}, async () => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 5_000);
  try {
    const r = await fetch("https://api.example.com/ping", { signal: controller.signal });
    return { content: [{ type: "text", text: await r.text() }] };
  } finally {
    clearTimeout(timer);
  }
});

server.tool("later", "Reminds later", {}, async () => {
  // a timer that does something else is no timeout
  setTimeout(() => console.error("still running"), 120_000);
  return { content: [{ type: "text", text: "ok" }] };
});
