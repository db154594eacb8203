// Resend's emails.send and batch.send send mail on every call (a library
// row's mutating, libmodels/data/sdks-mcp.yml): a retried tool call sends it
// twice unless the tool takes an idempotency key.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Resend } from "resend";
import { z } from "zod";

const server = new McpServer({ name: "mail", version: "1.0.0" });
const resend = new Resend("re_key");

server.registerTool("send_email", { inputSchema: { to: z.string(), text: z.string() } }, async ({ to, text }) => { // want: RC601
  const r = await resend.emails.send({ from: "a@example.com", to, subject: "hello", text });
  return { content: [{ type: "text", text: r.data?.id ?? "" }] };
});

// ---- clean look-alike: reading sends nothing ----
server.registerTool("get_email", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const r = await resend.emails.get(id);
  return { content: [{ type: "text", text: JSON.stringify(r.data) }] };
});
