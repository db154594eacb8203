import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { spawn } from "node:child_process";
import { z } from "zod";

const server = new McpServer({ name: "runner", version: "1.0.0" });
const DEFAULT_TIMEOUT_MS = 120_000; // want: RC104
const SHORT_TIMEOUT_MS = 20_000;

// a model leaves timeout_ms out, and the child runs up to the 120 s fallback
// (the schema's max caps what a caller may ask, not the fallback)
server.registerTool("op_run", { inputSchema: { command: z.string(), timeout_ms: z.number().max(600_000).optional() } }, async ({ command, timeout_ms }) => {
  const timeout = timeout_ms ?? DEFAULT_TIMEOUT_MS;
  const code = await new Promise<number>((resolve) => {
    const child = spawn(command, { shell: true, timeout, killSignal: "SIGTERM" });
    child.on("close", (c) => resolve(c ?? 0));
  });
  return { content: [{ type: "text", text: String(code) }] };
});

// clean: the fallback is within the budget
server.registerTool("op_quick", { inputSchema: { command: z.string(), limit_ms: z.number().max(25_000).optional() } }, async ({ command, limit_ms }) => {
  const timeout = limit_ms ?? SHORT_TIMEOUT_MS;
  const code = await new Promise<number>((resolve) => {
    const child = spawn(command, { shell: true, timeout, killSignal: "SIGTERM" });
    child.on("close", (c) => resolve(c ?? 0));
  });
  return { content: [{ type: "text", text: String(code) }] };
});

// clean: the schema's default (20 s) is filled in before the handler runs,
// so the fallback never applies
server.registerTool("op_default", { inputSchema: { command: z.string(), wait_ms: z.number().max(25_000).default(20_000) } }, async ({ command, wait_ms }) => {
  const timeout = wait_ms ?? DEFAULT_TIMEOUT_MS;
  const code = await new Promise<number>((resolve) => {
    const child = spawn(command, { shell: true, timeout, killSignal: "SIGTERM" });
    child.on("close", (c) => resolve(c ?? 0));
  });
  return { content: [{ type: "text", text: String(code) }] };
});
