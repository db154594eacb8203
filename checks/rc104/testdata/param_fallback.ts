import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "fallbacks", version: "1.0.0" });
const DEFAULT_TIMEOUT_MS = 180_000;

async function callApi(path: string, options?: { timeoutMs?: number }) {
  // a caller that leaves the options out waits the fallback: 180 s
  const ms = options?.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const r = await fetch("https://api.example.com" + path, { signal: AbortSignal.timeout(ms) }); // want: RC104
  return r.json();
}

async function callQuick(path: string, timeoutMs?: number) {
  const r = await fetch("https://api.example.com" + path, { signal: AbortSignal.timeout(timeoutMs ?? 10_000) });
  return r.json();
}

async function withTimer<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  // the callback reads the outer function's parameter: judged at the calls, where passed
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timed out")), timeoutMs);
    work.then((v) => {
      clearTimeout(timer);
      resolve(v);
    }, reject);
  });
}

async function runCmd(cmd: string, timeout?: number) {
  timeout ??= 120_000;
  const r = await fetch("https://runner.example.com/" + cmd, { signal: AbortSignal.timeout(timeout) }); // want: RC104
  return r.text();
}

server.tool("report", "Builds a report", {}, async () => {
  const data = await callApi("/report"); // want: RC104
  return { content: [{ type: "text", text: JSON.stringify(data) }] };
});

server.tool("health", "Health", {}, async () => {
  // passes its options: they may set the timeout, not judged by the fallback
  const data = await callApi("/health", { timeoutMs: 3000 });
  return { content: [{ type: "text", text: JSON.stringify(data) }] };
});

server.tool("quick", "Quick", {}, async () => {
  const data = await callQuick("/quick");
  return { content: [{ type: "text", text: JSON.stringify(data) }] };
});

server.tool("slow", "Slow", {}, async () => {
  const data = await withTimer(callQuick("/slow", 5000), 90_000); // want: RC104
  return { content: [{ type: "text", text: JSON.stringify(data) }] };
});

server.tool("fast", "Fast", {}, async () => {
  const data = await withTimer(callQuick("/fast", 5000), 20_000);
  return { content: [{ type: "text", text: JSON.stringify(data) }] };
});

server.tool("run", "Runs", {}, async () => {
  const out = await runCmd("build"); // want: RC104
  return { content: [{ type: "text", text: out }] };
});

server.tool("runQuick", "Runs quickly", {}, async () => {
  const out = await runCmd("lint", 5000);
  return { content: [{ type: "text", text: out }] };
});
