import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { findUser, findUserCause, findUserOrNull, findUserQuietly, findUserSafe, findUserWrapped, formatUser } from "../lib/db.js";
import { lookup } from "some-sdk";

export function register(server: McpServer) {
  server.tool("user", { id: z.string() }, async ({ id }) => {
    try {
      const u = await findUser(id);
      return { content: [{ type: "text", text: formatUser(u) }] };
    } catch (err) {
      return { content: [{ type: "text", text: `failed: ${(err as Error).message}` }], isError: true }; // want: RC402
    }
  });
  server.tool("user_quiet", { id: z.string() }, async ({ id }) => {
    try {
      const u = await findUserQuietly(id);
      return { content: [{ type: "text", text: formatUser(u) }] };
    } catch (err) {
      return { content: [{ type: "text", text: `failed: ${(err as Error).message}` }], isError: true };
    }
  });
  server.tool("user_or_null", { id: z.string() }, async ({ id }) => {
    try {
      const u = (await findUserOrNull(id)) ?? (await findUserSafe(id));
      return { content: [{ type: "text", text: JSON.stringify(u) }] };
    } catch (err) {
      return { content: [{ type: "text", text: `failed: ${(err as Error).message}` }], isError: true };
    }
  });
  server.tool("user_wrapped", { id: z.string() }, async ({ id }) => {
    try {
      return { content: [{ type: "text", text: JSON.stringify(await findUserWrapped(id)) }] };
    } catch (err) {
      return { content: [{ type: "text", text: `failed: ${(err as Error).message}` }], isError: true }; // want: RC402
    }
  });
  server.tool("user_cause", { id: z.string() }, async ({ id }) => {
    try {
      return { content: [{ type: "text", text: JSON.stringify(await findUserCause(id)) }] };
    } catch (err) {
      return { content: [{ type: "text", text: `failed: ${(err as Error).message}` }], isError: true };
    }
  });
  server.tool("user_sdk", { id: z.string() }, async ({ id }) => {
    try {
      return { content: [{ type: "text", text: String(await lookup(id)) }] };
    } catch (err) {
      // an error of a third-party package (some-sdk): an SDK error (issue 18)
      return { content: [{ type: "text", text: `failed: ${(err as Error).message}` }], isError: true }; // want: RC402
    }
  });
}
