// Creates the API keys by a name or id the request carries and refuses to
// repeat (libmodels/data/http-apis.yml: proxmox-ve-api, gitlab-environments-api,
// argocd-api): a retried create makes nothing twice. Other creates of the same
// APIs make a new object on every call.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "proxmox-gitlab-argocd", version: "1.0.0" });
const PVE = process.env.PROXMOX_URL;
const GITLAB = process.env.GITLAB_URL;
const ARGOCD = process.env.ARGOCD_URL;

// ---- positives ----

server.tool("create_issue", { project: z.string(), title: z.string() }, async ({ project, title }) => { // want: RC601
  const res = await fetch(`${GITLAB}/api/v4/projects/${project}/issues`, {
    method: "POST",
    body: JSON.stringify({ title }),
    signal: AbortSignal.timeout(10000),
  });
  return { content: [{ type: "text", text: await res.text() }] };
});

server.tool("snapshot_vm", { node: z.string(), vmid: z.number() }, async ({ node, vmid }) => { // want: RC601
  const res = await fetch(`${PVE}/api2/json/nodes/${node}/qemu/${vmid}/snapshot`, {
    method: "POST",
    body: JSON.stringify({ snapname: `snap-${Date.now()}` }),
    signal: AbortSignal.timeout(10000),
  });
  return { content: [{ type: "text", text: await res.text() }] };
});

// ---- negatives ----

server.tool("create_vm", { node: z.string(), vmid: z.number(), name: z.string() }, async ({ node, vmid, name }) => {
  const res = await fetch(`${PVE}/api2/json/nodes/${node}/qemu`, {
    method: "POST",
    body: JSON.stringify({ vmid, name }),
    signal: AbortSignal.timeout(10000),
  });
  return { content: [{ type: "text", text: await res.text() }] };
});

server.tool("create_environment", { project: z.string(), name: z.string() }, async ({ project, name }) => {
  const res = await fetch(`${GITLAB}/api/v4/projects/${project}/environments`, {
    method: "POST",
    body: JSON.stringify({ name }),
    signal: AbortSignal.timeout(10000),
  });
  return { content: [{ type: "text", text: await res.text() }] };
});

server.tool("create_application", { app: z.any() }, async ({ app }) => {
  const res = await fetch(`${ARGOCD}/api/v1/applications`, {
    method: "POST",
    body: JSON.stringify(app),
    signal: AbortSignal.timeout(10000),
  });
  return { content: [{ type: "text", text: await res.text() }] };
});
