import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "envdflt", version: "1.0.0" });
const DEFAULT_REQUEST_TIMEOUT = 60000;

function parseTimerMs(envValue: string | undefined, fallback: number): number {
  const n = Number(envValue);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

// a conditional on the environment read: the default unless someone sets it
const REQUEST_TIMEOUT = process.env.REQUEST_TIMEOUT ? Number(process.env.REQUEST_TIMEOUT) : DEFAULT_REQUEST_TIMEOUT;
const QUICK_TIMEOUT = process.env.QUICK_TIMEOUT ? Number(process.env.QUICK_TIMEOUT) : 10000;
// a project's reader handed the raw value and a default
const HANDLER_TIMEOUT_MS = parseTimerMs(process.env.HANDLER_TIMEOUT_MS, 120000);
const PING_TIMEOUT_MS = parseTimerMs(process.env.PING_TIMEOUT_MS, 5000);
// a radix is not a default; a set-only branch leaves the value unknown
const RADIX_TIMEOUT = Number.parseInt(process.env.RADIX_TIMEOUT ?? "", 10);
const CI_TIMEOUT = process.env.CI ? 3_600_000 : undefined;
// Number.parseInt is parseInt (ECMAScript 21.1.2.13): its first argument's fallback is the value
const JIRA_TIMEOUT = Number.parseInt(process.env.JIRA_TIMEOUT || "90000", 10);
const SHORT_TIMEOUT = Number.parseInt(process.env.SHORT_TIMEOUT || "10000", 10);

server.tool("export", "Exports a table", {}, async () => {
  const r = await fetch("https://api.example.com/export", { signal: AbortSignal.timeout(REQUEST_TIMEOUT) }); // want: RC104
  return { content: [{ type: "text", text: await r.text() }] };
});

server.tool("quick", "Quick", {}, async () => {
  const r = await fetch("https://api.example.com/q", { signal: AbortSignal.timeout(QUICK_TIMEOUT) });
  return { content: [{ type: "text", text: await r.text() }] };
});

server.tool("report", "Builds a report", {}, async () => {
  const r = await fetch("https://api.example.com/report", { signal: AbortSignal.timeout(HANDLER_TIMEOUT_MS) }); // want: RC104
  return { content: [{ type: "text", text: await r.text() }] };
});

server.tool("ping", "Pings", {}, async () => {
  const r = await fetch("https://api.example.com/ping", { signal: AbortSignal.timeout(PING_TIMEOUT_MS) });
  return { content: [{ type: "text", text: await r.text() }] };
});

server.tool("radix", "Radix", {}, async () => {
  const r = await fetch("https://api.example.com/radix", { signal: AbortSignal.timeout(RADIX_TIMEOUT) });
  return { content: [{ type: "text", text: await r.text() }] };
});

server.tool("ci", "CI only", {}, async () => {
  const r = await fetch("https://api.example.com/ci", { signal: AbortSignal.timeout(CI_TIMEOUT ?? 20_000) });
  return { content: [{ type: "text", text: await r.text() }] };
});

server.tool("jira", "Jira", {}, async () => {
  const r = await fetch("https://jira.example.com/x", { signal: AbortSignal.timeout(JIRA_TIMEOUT) }); // want: RC104
  return { content: [{ type: "text", text: await r.text() }] };
});

server.tool("short", "Short", {}, async () => {
  const r = await fetch("https://jira.example.com/s", { signal: AbortSignal.timeout(SHORT_TIMEOUT) });
  return { content: [{ type: "text", text: await r.text() }] };
});
