import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { spawnGit, fetchJson } from "./git.js";

// a constant of the module passed to a helper of another file: reported where it is bound
const GIT_COMMAND_TIMEOUT_MS = 120_000; // want: RC104
const server = new McpServer({ name: "x", version: "1" });

server.tool("log", "git log", {}, async () => {
  const out = await spawnGit(["log"], ".", GIT_COMMAND_TIMEOUT_MS); // want: RC104 diff-only
  return { content: [{ type: "text", text: out }] };
});

server.tool("status", "git status", {}, async () => {
  const out = await spawnGit(["status"], ".", 10_000);
  return { content: [{ type: "text", text: out }] };
});

server.tool("get", "get", {}, async () => {
  const j = await fetchJson("https://x", 5 * 60 * 1000); // want: RC104
  return { content: [{ type: "text", text: JSON.stringify(j) }] };
});
