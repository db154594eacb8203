// A timeout destructured from an options parameter with a default (batch
// 11: mittwald's executeCli, const { timeout = 180000 } = options) is that
// default at the calls that leave the options out; a call that passes
// options may set the property and is not judged by it.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "cli", version: "1.0.0" });

async function runCli(cmd: string, options: { timeout?: number } = {}) {
  const { timeout = 180000 } = options;
  const r = await fetch("https://cli.example.com/" + cmd, { signal: AbortSignal.timeout(timeout) }); // want: RC104
  return r.text();
}

async function runQuick(cmd: string, { timeout = 120_000 }: { timeout?: number } = {}) {
  const r = await fetch("https://cli.example.com/q/" + cmd, { signal: AbortSignal.timeout(timeout) }); // want: RC104
  return r.text();
}

server.tool("app-list", "Lists apps", {}, async () => {
  const out = await runCli("app list"); // want: RC104
  return { content: [{ type: "text", text: out }] };
});

server.tool("app-get", "Gets an app", {}, async () => {
  const out = await runQuick("app get"); // want: RC104
  return { content: [{ type: "text", text: out }] };
});

// Clean twins: the options passed (with a timeout within the budget), a
// default within the budget.
server.tool("app-ping", "Pings", {}, async () => {
  const out = await runCli("ping", { timeout: 5000 });
  return { content: [{ type: "text", text: out }] };
});

async function runFast(cmd: string, options: { timeout?: number } = {}) {
  const { timeout = 10_000 } = options;
  const r = await fetch("https://cli.example.com/f/" + cmd, { signal: AbortSignal.timeout(timeout) });
  return r.text();
}

server.tool("app-fast", "Fast", {}, async () => {
  const out = await runFast("fast");
  return { content: [{ type: "text", text: out }] };
});
