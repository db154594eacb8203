// A webhook is a subscription the upstream keys by a generated id, not by
// its URL: a retried create registers a second webhook that delivers every
// event twice (Meilisearch POST /webhooks, Mattermost CreateIncomingWebhook,
// Cal.com POST /v2/webhooks; the blind set's calcom-mcp and gitea-mcp rows).
// Updating or deleting one by id repeats nothing.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "hooks", version: "1.0.0" });
const API = process.env.CAL_API_URL;

// ---- positives ----

server.tool("create_webhook", { subscriberUrl: z.string(), triggers: z.array(z.string()) }, async ({ subscriberUrl, triggers }) => { // want: RC601
  const res = await fetch(`${API}/v2/webhooks`, {
    method: "POST",
    body: JSON.stringify({ subscriberUrl, triggers }),
    signal: AbortSignal.timeout(10000),
  });
  return { content: [{ type: "text", text: await res.text() }] };
});

server.tool("add_repo_hook", { repo: z.string(), url: z.string() }, async ({ repo, url }) => { // want: RC601
  const res = await fetch(`${API}/repos/${repo}/hooks`, {
    method: "POST",
    body: JSON.stringify({ type: "gitea", config: { url } }),
    signal: AbortSignal.timeout(10000),
  });
  return { content: [{ type: "text", text: await res.text() }] };
});

// ---- negatives ----

server.tool("update_webhook", { id: z.string(), active: z.boolean() }, async ({ id, active }) => {
  const res = await fetch(`${API}/v2/webhooks/${id}`, {
    method: "PATCH",
    body: JSON.stringify({ active }),
    signal: AbortSignal.timeout(10000),
  });
  return { content: [{ type: "text", text: await res.text() }] };
});

server.tool("delete_webhook", { id: z.string() }, async ({ id }) => {
  const res = await fetch(`${API}/v2/webhooks/${id}`, { method: "DELETE", signal: AbortSignal.timeout(10000) });
  return { content: [{ type: "text", text: await res.text() }] };
});

server.tool("list_webhooks", {}, async () => {
  const res = await fetch(`${API}/v2/webhooks`, { signal: AbortSignal.timeout(10000) });
  return { content: [{ type: "text", text: await res.text() }] };
});
