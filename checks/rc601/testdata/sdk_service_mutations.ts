// Mutations made through JavaScript SDK service paths (library rows'
// mutating, libmodels/data/clients.yml and saas.yml): googleapis'
// users.messages.send sends a new mail, node-auth0's clients.create makes a
// new application on every call, so a retried tool call does it twice.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { google } from "googleapis";
import { ManagementClient } from "auth0";
import { z } from "zod";

const server = new McpServer({ name: "mail", version: "1.0.0" });
const gmail = google.gmail({ version: "v1", timeout: 20_000 });
const management = new ManagementClient({ domain: "d", clientId: "c", clientSecret: "s" });

// ---- positives ----
server.registerTool("deliver_mail", { inputSchema: { raw: z.string() } }, async ({ raw }) => { // want: RC601
  const r = await gmail.users.messages.send({ userId: "me", requestBody: { raw } });
  return { content: [{ type: "text", text: r.data.id ?? "" }] };
});

server.registerTool("auth0_application", { inputSchema: { name: z.string() } }, async ({ name }) => { // want: RC601
  const r = await management.clients.create({ name });
  return { content: [{ type: "text", text: JSON.stringify(r) }] };
});

server.registerTool("compose_mail", { inputSchema: { raw: z.string() } }, async ({ raw }) => { // want: RC601
  // users.drafts.create makes a new draft on every call
  const r = await gmail.users.drafts.create({ userId: "me", requestBody: { message: { raw } } });
  return { content: [{ type: "text", text: r.data.id ?? "" }] };
});

// ---- negatives ----
// sending a draft deletes it: a repeat fails (404), it sends nothing twice
// (https://developers.google.com/gmail/api/guides/drafts)
server.registerTool("dispatch_draft", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const r = await gmail.users.drafts.send({ userId: "me", requestBody: { id } });
  return { content: [{ type: "text", text: r.data.id ?? "" }] };
});

// listing and reading change nothing
server.registerTool("mail_listing", { inputSchema: { q: z.string() } }, async ({ q }) => {
  const r = await gmail.users.messages.list({ userId: "me", q });
  return { content: [{ type: "text", text: JSON.stringify(r.data) }] };
});

server.registerTool("auth0_application_details", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const r = await management.clients.get({ id });
  return { content: [{ type: "text", text: JSON.stringify(r) }] };
});
