import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { deploy, status } from "./cli";

export function register(server: McpServer) {
  server.tool("deploy", { env: z.string() }, async ({ env }) => {
    try {
      return { content: [{ type: "text", text: await deploy(env) }] };
    } catch (error) {
      const msg = error instanceof Error ? error.message : "unknown error";
      return { content: [{ type: "text", text: `Deploy failed: ${msg}` }], isError: true }; // want: RC402
    }
  });
  server.tool("status", {}, async () => {
    try {
      return { content: [{ type: "text", text: await status() }] };
    } catch (error) {
      const msg = error instanceof Error ? error.message : "unknown error";
      return { content: [{ type: "text", text: `Status failed: ${msg}` }], isError: true };
    }
  });
}
