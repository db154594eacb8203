// A client factory returns an object literal of request members (smartlead's
// createSmartLeadClient, webhooks.ts). Calling the factory runs none of them:
// a GET through the object sends a GET, and only a call of its post member
// sends a POST. A factory that POSTs itself while building the object, and a
// member object handed to a call (which may run it), still count.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import axios, { AxiosInstance } from "axios";

const server = new Server({ name: "acme", version: "1" }, { capabilities: { tools: {} } });
const api: AxiosInstance = axios.create({ baseURL: "https://api.acme.example/v1", timeout: 5_000 });

function createAcmeClient(apiClient: AxiosInstance) {
  return {
    get: (url: string, config?: any) => apiClient.get(`/v2${url}`, config),
    post: (url: string, data?: any, config?: any) => apiClient.post(`/v2${url}`, data, config),
  };
}

const createArrowClient = (apiClient: AxiosInstance) => ({
  get(url: string) { return apiClient.get(url); },
  post(url: string, data?: unknown) { return apiClient.post(url, data); },
});

function openSession(apiClient: AxiosInstance) {
  const started = apiClient.post("/sessions", {});
  return { started, get: (url: string) => apiClient.get(url) };
}

async function runWith(hooks: { onStart: () => Promise<unknown> }) {
  return hooks.onStart();
}

function startRun(apiClient: AxiosInstance, id: string) {
  return runWith({ onStart: () => apiClient.post(`/campaigns/${id}/runs`, {}) });
}

async function handleSummary(id: string) {
  const client = createAcmeClient(api);
  const r = await client.get(`/campaigns/${id}/webhooks/summary`);
  return { content: [{ type: "text", text: JSON.stringify(r.data) }] };
}

async function handleReport(id: string) {
  const client = createArrowClient(api);
  const r = await client.get(`/mailboxes/${id}/report`);
  return { content: [{ type: "text", text: JSON.stringify(r.data) }] };
}

async function handleAddClient(name: string) {
  const client = createAcmeClient(api);
  const r = await client.post("/client/save", { name });
  return { content: [{ type: "text", text: JSON.stringify(r.data) }] };
}

async function handleSessionSummary(id: string) {
  const session = openSession(api);
  const r = await session.get(`/summary/${id}`);
  return { content: [{ type: "text", text: JSON.stringify(r.data) }] };
}

async function handleCampaignRun(id: string) {
  const r = await startRun(api, id);
  return { content: [{ type: "text", text: JSON.stringify(r) }] };
}

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const id = String(request.params.arguments?.id ?? "");
  switch (request.params.name) {
    case "get_webhooks_publish_summary": // a GET through the returned object: clean
      return handleSummary(id);
    case "get_mailbox_publish_report": // the same with an arrow factory's methods: clean
      return handleReport(id);
    case "add_client": // want: RC601
      return handleAddClient(id);
    case "add_session_summary": // want: RC601
      return handleSessionSummary(id);
    case "add_campaign_run": // want: RC601
      return handleCampaignRun(id);
  }
  throw new Error("unknown tool");
});
