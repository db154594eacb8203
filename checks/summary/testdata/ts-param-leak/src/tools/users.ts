import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { findUser } from "../lib/db.js";
import { formatError, formatParseError, handleToolError } from "../lib/tool-error.js";
import { getErrorMessage } from "../lib/message.js";

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
  server.tool("page", { url: z.string() }, async ({ url }) => {
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(5000) });
      return { content: [{ type: "text", text: await r.text() }] };
    } catch (error) {
      return { content: [{ type: "text", text: `Error: ${getErrorMessage(error)}` }], isError: true }; // want: RC402 diff-only
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
