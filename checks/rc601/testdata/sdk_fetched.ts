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

// a collector is a local event listener: createMessageCollector sends no
// request (https://discord.js.org/docs/packages/discord.js/main/TextChannel:Class#createMessageCollector)
server.registerTool("wait_reply", { inputSchema: { channelId: z.string() } }, async ({ channelId }) => {
  const channel = await client.channels.fetch(channelId);
  const collector = channel.createMessageCollector({ time: 15_000, max: 1 });
  const got = await new Promise<string>((res) => collector.on("collect", (m) => res(m.content)));
  return { content: [{ type: "text", text: got }] };
});

server.registerTool("wait_click", { inputSchema: { channelId: z.string() } }, async ({ channelId }) => {
  const channel = await client.channels.fetch(channelId);
  const collector = channel.createMessageComponentCollector({ time: 15_000 });
  return { content: [{ type: "text", text: String(collector) }] };
});

// ---- positive look-alike: createInvite POSTs /channels/{id}/invites ----

server.registerTool("make_invite", { inputSchema: { channelId: z.string() } }, async ({ channelId }) => { // want: RC601
  const channel = await client.channels.fetch(channelId);
  const inv = await channel.createInvite({ maxAge: 0 });
  return { content: [{ type: "text", text: inv.code }] };
});
