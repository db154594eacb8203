// A timeout destructured from an options parameter with a default (batch
// 11: mittwald's executeCli, const { timeout = 180000 } = options) is that
// default at the calls that leave the options out; a call that passes
// options may set the property and is not judged by it.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "cli", version: "1.0.0" });

async function runCli(cmd: string, options: { timeout?: number; verbose?: boolean } = {}) {
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

// An object literal passed without the property, or undefined, leaves
// it to the default too (batch 24: orgo's uploadFile(..., { computerId,
// contentType }) with const { timeout = 60000 } = options).
server.tool("app-show", "Shows an app", {}, async () => {
  const out = await runCli("app show", { verbose: true }); // want: RC104
  return { content: [{ type: "text", text: out }] };
});

server.tool("app-env", "Shows an app's env", {}, async () => {
  const out = await runQuick("app env", undefined); // want: RC104
  return { content: [{ type: "text", text: out }] };
});

// Clean twins: the options passed (with a timeout within the budget), a
// default within the budget; options held in a variable or spread into
// the literal may set the property.
server.tool("app-logs", "Logs", {}, async () => {
  const opts = { timeout: 5000 };
  const out = await runCli("logs", opts);
  return { content: [{ type: "text", text: out }] };
});

server.tool("app-tail", "Tail", {}, async () => {
  const base = { timeout: 5000 };
  const out = await runCli("tail", { ...base, verbose: true });
  return { content: [{ type: "text", text: out }] };
});

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
