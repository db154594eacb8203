import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";

const run = promisify(execFile);
const server = new Server({ name: "ops", version: "1.0.0" }, { capabilities: { logging: {} } });

export async function restart(unit: string) {
  try {
    await run("systemctl", ["restart", unit], { timeout: 30_000 });
  } catch (err) {
    await server.sendLoggingMessage({ level: "error", data: (err as Error).stack }); // want: RC402
    await server.sendLoggingMessage({ level: "error", data: "restart failed" });
    console.error("restart failed", err);
  }
}
