// Long documented defaults of libmodels/data/sdks-libjs31.yml rows (judge:
// handler): nodemailer's SMTP socketTimeout (10 min), imapflow's
// socketTimeout (5 min), grammY's client timeoutSeconds (500 s) and viem's
// waitForTransactionReceipt timeout (180 s), each above the 30 s tool budget.
import nodemailer from "nodemailer";
import { ImapFlow } from "imapflow";
import { Bot } from "grammy";
import { createPublicClient, http } from "viem";
import { mainnet } from "viem/chains";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "mail", version: "1.0.0" });

server.registerTool("send_mail", { inputSchema: { to: z.string() } }, async ({ to }) => {
  const transport = nodemailer.createTransport({ host: "smtp.example.com", port: 587 }); // want: RC104
  await transport.sendMail({ to, subject: "hi", text: "hi" });
  return { content: [{ type: "text", text: "sent" }] };
});

server.registerTool("list_mailboxes", { inputSchema: { q: z.string() } }, async () => {
  const client = new ImapFlow({ host: "imap.example.com", port: 993, secure: true }); // want: RC104
  await client.connect();
  const boxes = await client.list();
  return { content: [{ type: "text", text: JSON.stringify(boxes) }] };
});

server.registerTool("notify", { inputSchema: { chat: z.number() } }, async ({ chat }) => {
  const bot = new Bot("token"); // want: RC104
  await bot.api.sendMessage(chat, "hi");
  return { content: [{ type: "text", text: "ok" }] };
});

server.registerTool("wait_receipt", { inputSchema: { hash: z.string() } }, async ({ hash }) => {
  const client = createPublicClient({ chain: mainnet, transport: http() });
  const receipt = await client.waitForTransactionReceipt({ hash: hash as `0x${string}` }); // want: RC104
  return { content: [{ type: "text", text: receipt.status }] };
});

// ---- clean look-alikes: bounds within the budget, and a stream transport
// that opens no SMTP connection ----
server.registerTool("send_mail_bounded", { inputSchema: { to: z.string() } }, async ({ to }) => {
  const transport = nodemailer.createTransport({ host: "smtp.example.com", port: 587, socketTimeout: 20_000 });
  await transport.sendMail({ to, subject: "hi", text: "hi" });
  return { content: [{ type: "text", text: "sent" }] };
});

server.registerTool("render_mail", { inputSchema: { to: z.string() } }, async ({ to }) => {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({ to, subject: "hi", text: "hi" });
  return { content: [{ type: "text", text: String(info.messageId) }] };
});

server.registerTool("list_mailboxes_bounded", { inputSchema: { q: z.string() } }, async () => {
  const client = new ImapFlow({ host: "imap.example.com", port: 993, secure: true, socketTimeout: 20_000 });
  await client.connect();
  const boxes = await client.list();
  return { content: [{ type: "text", text: JSON.stringify(boxes) }] };
});

server.registerTool("notify_bounded", { inputSchema: { chat: z.number() } }, async ({ chat }) => {
  const bot = new Bot("token", { client: { timeoutSeconds: 20 } });
  await bot.api.sendMessage(chat, "hi");
  return { content: [{ type: "text", text: "ok" }] };
});

server.registerTool("wait_receipt_bounded", { inputSchema: { hash: z.string() } }, async ({ hash }) => {
  const client = createPublicClient({ chain: mainnet, transport: http() });
  const receipt = await client.waitForTransactionReceipt({ hash: hash as `0x${string}`, timeout: 20_000 });
  return { content: [{ type: "text", text: receipt.status }] };
});
