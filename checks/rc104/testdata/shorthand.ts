// A timeout passed as an ES shorthand property ({ timeout }) is the variable
// of that name: a parameter (judged at the calls, by the argument or the
// default) or a constant (batch 11: docker-mcp-server's executeDockerCommand
// hands its timeout parameter to exec as { encoding, timeout }). A local
// bound once is reported where the function binds it, as any local.
import { exec } from "child_process";
import { promisify } from "util";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const execAsync = promisify(exec);
const server = new McpServer({ name: "docker", version: "1.0.0" });
const QUICK_TIMEOUT = 10000;

async function runDocker(command: string, timeout: number = QUICK_TIMEOUT) {
  return execAsync(command, { encoding: "utf8", timeout });
}

server.tool("docker-pull", "Pulls an image", {}, async () => {
  const r = await runDocker("docker pull x", 300000); // want: RC104
  return { content: [{ type: "text", text: String(r.stdout) }] };
});

// Clean twins: the default within the budget, an argument within it.
server.tool("docker-ps", "Lists containers", {}, async () => {
  const r = await runDocker("docker ps");
  return { content: [{ type: "text", text: String(r.stdout) }] };
});

server.tool("docker-info", "Shows info", {}, async () => {
  const r = await runDocker("docker info", 20000);
  return { content: [{ type: "text", text: String(r.stdout) }] };
});

const BUILD_TIMEOUT = 600000;

server.tool("docker-build", "Builds an image", {}, async () => {
  const timeout = BUILD_TIMEOUT; // want: RC104
  const r = await execAsync("docker build .", { timeout });
  return { content: [{ type: "text", text: String(r.stdout) }] };
});

// A variable that is reassigned is not one value: not judged.
server.tool("docker-logs", "Shows logs", {}, async () => {
  let timeout = 5000;
  timeout = timeout * 200;
  const r = await execAsync("docker logs x", { timeout });
  return { content: [{ type: "text", text: String(r.stdout) }] };
});
