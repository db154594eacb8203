// Blocking calls that run only when a debug flag is on are a debug aid: low
// (upstash/mcp-server's log() appends to a file only after --debug; Figma's
// writeLogs returns unless NODE_ENV is development). A flag the request
// passes, or a call outside the gate, stays high.
import fs from "node:fs";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "dbg", version: "1.0.0" });
const DEBUG = process.argv.includes("--debug");
let debugLogPath: string | null = null;

server.tool("dump", {}, async () => {
  if (DEBUG) {
    fs.appendFileSync("debug.log", JSON.stringify(await state())); // want: RC201 low
  }
  if (debugLogPath) {
    try {
      fs.appendFileSync(debugLogPath, String(Date.now())); // want: RC201 low
    } catch {}
  }
  process.env.DEBUG && fs.writeFileSync("dump.bin", await state()); // want: RC201 low
  return { content: [] };
});

server.tool("raw", {}, async () => {
  if (process.env.NODE_ENV !== "development") return { content: [] };
  fs.writeFileSync("logs/raw.json", await state()); // want: RC201 low
  return { content: [] };
});

// look-alikes: the request's own flag, the other branch, after the gate
server.tool("export", {}, async (args: { debug?: boolean; path: string }) => {
  if (args.debug) {
    fs.writeFileSync(args.path, await state()); // want: RC201
  }
  if (DEBUG) {
    console.error("exporting");
  } else {
    fs.writeFileSync(args.path, await state()); // want: RC201
  }
  const data = fs.readFileSync(args.path); // want: RC201
  return { content: [{ type: "text", text: String(data) }] };
});

async function state(): Promise<string> {
  return "{}";
}

// An append to a log file is a line of text per call: a small local write
// (tbreeding/jira-mcp's writeToLogFile, reached from every tool): low, in
// the file and through a helper. A write of data of unknown size to another
// file stays high.
const config = { logging: { filePath: process.env.LOG_FILE_PATH } };
function writeToLogFile(envLogFilePath: string, fullMessage: string): void {
  fs.appendFileSync(envLogFilePath, fullMessage);
}

server.tool("logged", {}, async () => {
  fs.appendFileSync(config.logging.filePath!, "called\n"); // want: RC201 low
  writeToLogFile(config.logging.filePath!, `called ${Date.now()}\n`); // want: RC201 low
  fs.appendFileSync(logFile, await state()); // want: RC201 low
  fs.appendFileSync(exportPath, await state()); // want: RC201
  return { content: [] };
});
const logFile = "server.log";
const exportPath = "export.ndjson";
