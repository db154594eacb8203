// Clients of SDKs no library row models: reported once, at low severity, at
// the constructor, when a tool calls them and nothing bounds them.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { TrackerClient } from "@acme/tracker-sdk";
import { WebApi } from "acme-devops-api";
import { createClient as createPayments } from "acme-payments";

const server = new McpServer({ name: "x", version: "1" });

const tracker = new TrackerClient({ apiKey: process.env.TRACKER_KEY }); // want: RC101 low
const bounded = new TrackerClient({ apiKey: "k", timeout: 10_000 });
const viaFetch = new TrackerClient({ apiKey: "k", fetch: (u: string, i: RequestInit) => fetch(u, i) });
const spread = new TrackerClient({ ...defaults() });
const idle = new TrackerClient({ apiKey: "k" }); // built but never called by a tool
const payments = createPayments({ key: "k", requestTimeout: 5_000 });

function defaults() {
  return { apiKey: "k" };
}

function devops(url: string, handler: unknown) {
  return new WebApi(url, handler); // want: RC101 low
}

class Tracker {
  private client: TrackerClient;
  constructor(key: string) {
    this.client = new TrackerClient({ apiKey: key }); // want: RC101 low
  }
  async listIssues() {
    return this.client.issues({ first: 10 });
  }
}

const t = new Tracker("k");

server.tool("issues", {}, async () => {
  const a = await tracker.issues();
  const b = await bounded.issues();
  const c = await viaFetch.issues();
  const d = await spread.issues();
  const e = await payments.charges.list();
  const f = await t.listIssues();
  const api = devops("https://dev.azure.com/x", null);
  const builds = await api.getBuildApi();
  return { content: [{ type: "text", text: JSON.stringify([a, b, c, d, e, f, builds]) }] };
});
