import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { deploy } from "../cli";

export function registerDeploy(server: McpServer) {
  server.registerTool("deploy", { description: "deploy the project" }, async () => {
    const out = await deploy(process.cwd());
    return { content: [{ type: "text", text: out }] };
  });
}
