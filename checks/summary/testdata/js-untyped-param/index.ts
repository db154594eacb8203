import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { ReadOnlyApi, TicketsApi } from "./client.js";
import { handleCreateTicket, handleMixed } from "./handlers.js";

const server = new McpServer({ name: "tickets", version: "1.0.0" });
const tickets = new TicketsApi();
const reader = new ReadOnlyApi();

server.tool("create_ticket", { title: z.string() }, async ({ title }) => { // want: RC601
  return { content: [{ type: "text", text: JSON.stringify(await handleCreateTicket(tickets, title)) }] };
});

// Clean twins: the callers of handleMixed pass two classes.
server.tool("create_mixed", { title: z.string() }, async ({ title }) => {
  return { content: [{ type: "text", text: JSON.stringify(await handleMixed(tickets, title)) }] };
});

server.tool("find_mixed", { title: z.string() }, async ({ title }) => {
  return { content: [{ type: "text", text: JSON.stringify(await handleMixed(reader, title)) }] };
});
