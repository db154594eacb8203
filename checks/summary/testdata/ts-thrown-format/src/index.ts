import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { getAgent, getVoice } from "./api.js";

const server = new McpServer({ name: "voice", version: "1.0.0" });

// No catch: McpServer turns the thrown error into a tool result whose text
// is error.message.
server.tool("get_agent", { id: z.string() }, async ({ id }) => {
  const agent = await getAgent(id);
  return { content: [{ type: "text", text: JSON.stringify(agent) }] };
});

server.tool("get_voice", { id: z.string() }, async ({ id }) => {
  try {
    const voice = await getVoice(id);
    return { content: [{ type: "text", text: JSON.stringify(voice) }] };
  } catch {
    return { content: [{ type: "text", text: "Could not load the voice." }], isError: true };
  }
});
