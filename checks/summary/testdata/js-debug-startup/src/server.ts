import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { initDebugLog, loadSpec, log, readTemplate } from "./log";

const server = new McpServer({ name: "gated", version: "1.0.0" });
const DEBUG = process.argv.includes("--debug");
if (DEBUG) {
  initDebugLog(process.cwd());
}

server.tool("get", {}, async () => {
  log("get called"); // want: RC201
  return { content: [{ type: "text", text: readTemplate("get.md") }] }; // want: RC201
});

server.tool("put", {}, async () => {
  log("put called"); // want: RC201 (RC201 grouped)
  return { content: [] };
});

async function main() {
  const spec = loadSpec("openapi.yaml");
  log("spec", spec.length);
  await server.connect(new StdioServerTransport());
}

main();
