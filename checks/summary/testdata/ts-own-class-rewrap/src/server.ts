import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { getItem, getUser } from "./client";
import { ApiError, LookupError } from "./errors";

const server = new McpServer({ name: "own-class-rewrap", version: "1.0.0" });

server.tool("get_item", { id: z.string() }, async ({ id }) => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await getItem(id)) }] };
  } catch (e) {
    if (e instanceof ApiError) {
      return { content: [{ type: "text", text: e.message }], isError: true }; // want: RC402
    }
    return { content: [{ type: "text", text: "internal error" }], isError: true };
  }
});

server.tool("get_user", { id: z.string() }, async ({ id }) => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await getUser(id)) }] };
  } catch (e) {
    // clean twin: LookupError carries fixed text only
    if (e instanceof LookupError) {
      return { content: [{ type: "text", text: e.message }], isError: true };
    }
    return { content: [{ type: "text", text: "internal error" }], isError: true };
  }
});
