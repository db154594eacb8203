import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

// A counted poll whose condition also tests the state (`status === "PENDING"
// && attempts < maxAttempts`) stops at the latest after maxAttempts passes:
// the count bounds it as in poll_wait.ts.
const server = new McpServer({ name: "activations", version: "1.0.0" });
const done = new Map<string, string>();

server.tool("activate", "Waits for an activation", {}, async () => {
  let status = "PENDING";
  let attempts = 0;
  const maxAttempts = 180;
  while (status === "PENDING" && attempts < maxAttempts) { // want: RC104
    await new Promise((resolve) => setTimeout(resolve, 10000));
    attempts++;
    status = await (await fetch("https://api.example.com/a", { signal: AbortSignal.timeout(2000) })).text();
  }
  return { content: [{ type: "text", text: status }] };
});

// Clean twin: a short count beside the state.
server.tool("peek", "Short poll", {}, async () => {
  let status = "PENDING";
  let attempts = 0;
  while (status === "PENDING" && attempts < 5) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    attempts++;
    status = await (await fetch("https://api.example.com/a", { signal: AbortSignal.timeout(2000) })).text();
  }
  return { content: [{ type: "text", text: status }] };
});

// Clean twin: `done.size < 180` is no counter the loop steps, so it bounds
// no number of passes, and `||` bounds nothing.
server.tool("collect", "Collects results", {}, async () => {
  let status = "PENDING";
  while (status === "PENDING" && done.size < 180) {
    await new Promise((resolve) => setTimeout(resolve, 10000));
    status = await (await fetch("https://api.example.com/a", { signal: AbortSignal.timeout(2000) })).text();
  }
  let tries = 0;
  while (status === "PENDING" || tries < 180) {
    await new Promise((resolve) => setTimeout(resolve, 10000));
    tries++;
    status = await (await fetch("https://api.example.com/a", { signal: AbortSignal.timeout(2000) })).text();
  }
  return { content: [{ type: "text", text: status }] };
});

// A bound held in a parameter beside the state: judged at the calls.
async function pollAll(ids: string[], maxAttempts = 20) {
  for (let attempt = 0; attempt < maxAttempts && done.size < ids.length; attempt++) { // want: RC104
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await fetch("https://api.example.com/i", { signal: AbortSignal.timeout(1000) });
  }
}

server.tool("invoke", "Invokes and waits", {}, async () => {
  await pollAll(["a"]); // want: RC104
  return { content: [{ type: "text", text: "ok" }] };
});
