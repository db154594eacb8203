import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "git", version: "1.0.0" });
const GIT_COMMAND_TIMEOUT_MS = 60000;
const STATUS_TIMEOUT_MS = 10000;

async function spawnGit(args: string[], cwd: string, timeoutMs: number): Promise<string> {
  const r = await fetch("http://git-proxy/" + args.join("/"), { signal: AbortSignal.timeout(timeoutMs) });
  return r.text();
}

server.tool("gitLog", "Shows the log", {}, async () => {
  const out = await spawnGit(["log"], "/repo", GIT_COMMAND_TIMEOUT_MS); // want: RC104
  return { content: [{ type: "text", text: out }] };
});

server.tool("gitStatus", "Shows the status", {}, async () => {
  const out = await spawnGit(["status"], "/repo", STATUS_TIMEOUT_MS);
  return { content: [{ type: "text", text: out }] };
});

const callApi = async (path: string, timeout = 120_000) => {
  const r = await fetch("https://api.example.com" + path, { signal: AbortSignal.timeout(timeout) }); // want: RC104
  return r.json();
};

server.tool("report", "Builds a report", {}, async () => {
  const data = await callApi("/report"); // want: RC104
  return { content: [{ type: "text", text: JSON.stringify(data) }] };
});

server.tool("health", "Health", {}, async () => {
  const data = await callApi("/health", 3000);
  return { content: [{ type: "text", text: JSON.stringify(data) }] };
});

async function warmUp(): Promise<void> {
  // 600 passes x 0.5 s: 300 s, but the tool below does not wait for it
  for (let i = 0; i < 600; i++) {
    const r = await fetch("https://api.example.com/ready", { signal: AbortSignal.timeout(1000) });
    if (r.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

server.tool("startWarmUp", "Starts a warm-up in the background", {}, async () => {
  void warmUp();
  return { content: [{ type: "text", text: "started" }] };
});
