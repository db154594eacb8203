// A module-level async IIFE is the module's entry code: what it blocks on
// delays the start, not a request (agigante80/actual-mcp-server reads its
// version and git commit there before it serves). A tool callback it
// registers is judged as a handler.
import fs from "node:fs";
import { execSync } from "node:child_process";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";

const server = new McpServer({ name: "iife", version: "1.0.0" });

(async () => {
  const commit = execSync("git rev-parse --short HEAD").toString().trim();
  const pkg = JSON.parse(fs.readFileSync("package.json", "utf8"));
  server.tool("version", {}, async () => {
    const live = fs.readFileSync("package.json", "utf8"); // want: RC201
    return { content: [{ type: "text", text: `${pkg.version} ${commit} ${live.length}` }] };
  });
  await server.connect(new StdioServerTransport());
})();
