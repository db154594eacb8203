import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { spawn } from "node:child_process";
import { z } from "zod";

const server = new McpServer({ name: "runner", version: "1.0.0" });
const DEFAULT_TIMEOUT_MS = 120_000; // want: RC104
const SHORT_TIMEOUT_MS = 20_000;

// a one-line schema: the later key's `.default(false)` is verbose's, not
// timeout_ms's; a model leaves timeout_ms out and the child runs up to the
// 120 s fallback
server.registerTool("op_run", { inputSchema: { command: z.string(), timeout_ms: z.number().max(600_000).optional(), verbose: z.boolean().default(false) } }, async ({ command, timeout_ms }) => {
  const timeout = timeout_ms ?? DEFAULT_TIMEOUT_MS;
  const code = await new Promise<number>((resolve) => {
    const child = spawn(command, { shell: true, timeout, killSignal: "SIGTERM" });
    child.on("close", (c) => resolve(c ?? 0));
  });
  return { content: [{ type: "text", text: String(code) }] };
});

// clean look-alike: one line, and the key's own chain has the default
// (the SDK fills in 20 s, so the fallback never applies)
server.registerTool("op_default", { inputSchema: { command: z.string(), wait_ms: z.number().max(25_000).default(20_000), verbose: z.boolean().optional() } }, async ({ command, wait_ms }) => {
  const timeout = wait_ms ?? SHORT_TIMEOUT_MS * 6;
  const code = await new Promise<number>((resolve) => {
    const child = spawn(command, { shell: true, timeout, killSignal: "SIGTERM" });
    child.on("close", (c) => resolve(c ?? 0));
  });
  return { content: [{ type: "text", text: String(code) }] };
});
