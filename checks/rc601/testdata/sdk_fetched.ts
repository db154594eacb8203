// Creates made through an object a client fetched (sdkcreate/fetched.go):
// discord.js's channels.fetch gives the channel whose send POSTs a message.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Client } from "discord.js";
import { z } from "zod";

const server = new McpServer({ name: "chat", version: "1.0.0" });
const client = new Client({ intents: [] });

// ---- positives ----

server.registerTool("send_message", { inputSchema: { channelId: z.string(), text: z.string() } }, async ({ channelId, text }) => { // want: RC601
  const channel = await client.channels.fetch(channelId);
  await channel.send(text);
  return { content: [{ type: "text", text: "sent" }] };
});

server.registerTool("send_webhook_message", { inputSchema: { id: z.string(), token: z.string(), text: z.string() } }, async ({ id, token, text }) => { // want: RC601
  const webhook = await client.fetchWebhook(id, token);
  await webhook.send({ content: text });
  return { content: [{ type: "text", text: "sent" }] };
});

// ---- negatives ----

// a list a client returned grows locally: push is the array's
server.registerTool("add_names", { inputSchema: { name: z.string() } }, async ({ name }) => {
  const names = await client.guilds.fetch();
  const out: string[] = [];
  out.push(name);
  return { content: [{ type: "text", text: out.join() }] };
});

// the response of a client's HTTP get is no resource
server.registerTool("send_ping", { inputSchema: { url: z.string() } }, async ({ url }) => {
  const res = await client.get(url);
  res.send("x");
  return { content: [{ type: "text", text: "ok" }] };
});

// a fetched list (get of many): no single resource
server.registerTool("send_all", { inputSchema: { text: z.string() } }, async ({ text }) => {
  const channels = await client.getChannels();
  channels.send(text);
  return { content: [{ type: "text", text: "ok" }] };
});
