import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { findUser } from "../lib/db.js";
import { formatError, formatParseError, handleToolError } from "../lib/tool-error.js";

export function register(server: McpServer) {
  server.tool("user", { id: z.string() }, async ({ id }) => {
    try {
      const u = await findUser(id);
      return { content: [{ type: "text", text: u.name }] };
    } catch (error) {
      return handleToolError(error, "user");
    }
  });
  server.tool("user_text", { id: z.string() }, async ({ id }) => {
    try {
      const u = await findUser(id);
      return { content: [{ type: "text", text: u.name }] };
    } catch (err) {
      return { content: [{ type: "text", text: formatError(err) }], isError: true }; // want: RC402 diff-only
    }
  });
  server.tool("parse", { raw: z.string() }, async ({ raw }) => {
    try {
      return { content: [{ type: "text", text: String(parseSpec(raw).name) }] };
    } catch (error) {
      return formatParseError(error);
    }
  });
}

function parseSpec(raw: string): { name: string } {
  return JSON.parse(raw);
}
