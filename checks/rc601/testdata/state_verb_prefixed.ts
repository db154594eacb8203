import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

// A tool's verb read where it stands, past a product or module prefix
// (checks/facts/stateverb): dns_zone_activate, acme.dnssec.enable and
// orgo_ensure_running set a fixed state, so a repeat changes nothing; a
// prefixed create, a run verb before a state word and a message publish
// are still reported. A tool named to delete (acme_delete_workspace) that
// POSTs /projects/{id}/delete finds the workspace gone on a repeat.

const server = new McpServer({ name: "acme", version: "1.0.0" });
const api = "https://api.acme.example/v1";

async function post(path: string, body: unknown) {
  const r = await fetch(`${api}/${path}`, { method: "POST", body: JSON.stringify(body), signal: AbortSignal.timeout(5_000) });
  return await r.json();
}

// ---- clean: a state transition, its verb after a prefix ----

server.tool("dns_zone_activate", { zone: z.string() }, async ({ zone }) => {
  const r = await fetch(`${api}/zones/${zone}/activations`, { method: "POST", signal: AbortSignal.timeout(5_000) });
  return { content: [{ type: "text", text: await r.text() }] };
});

server.tool("acme.dnssec.enable", { zones: z.array(z.string()) }, async ({ zones }) => {
  const r = await fetch(`${api}/dnssec-status`, { method: "POST", body: JSON.stringify({ zones }), signal: AbortSignal.timeout(5_000) });
  return { content: [{ type: "text", text: await r.text() }] };
});

server.tool("orgo_ensure_running", { id: z.string() }, async ({ id }) => {
  const r = await fetch(`${api}/computers/${id}/ensure-running`, { method: "POST", signal: AbortSignal.timeout(5_000) });
  return { content: [{ type: "text", text: await r.text() }] };
});

server.tool("acme_delete_workspace", { id: z.string() }, async ({ id }) => {
  const r = await fetch(`${api}/projects/${id}/delete`, { method: "POST", signal: AbortSignal.timeout(5_000) });
  return { content: [{ type: "text", text: await r.text() }] };
});

// ---- positive twins: a prefixed create (of a record: a zone is named), a schedule of a stop, a message publish ----

server.tool("dns_record_create", { zone: z.string() }, async ({ zone }) => { // want: RC601
  const r = await fetch(`${api}/zones/${zone}/records`, { method: "POST", body: JSON.stringify({ type: "TXT" }), signal: AbortSignal.timeout(5_000) });
  return { content: [{ type: "text", text: await r.text() }] };
});

server.tool("schedule_stop_application", { app: z.string(), at: z.string() }, async ({ app, at }) => { // want: RC601
  const r = await fetch(`${api}/schedules`, { method: "POST", body: JSON.stringify({ app, at, action: "stop" }), signal: AbortSignal.timeout(5_000) });
  return { content: [{ type: "text", text: await r.text() }] };
});

server.tool("queue_publish_message", { topic: z.string(), body: z.string() }, async ({ topic, body }) => { // want: RC601
  const r = await fetch(`${api}/topics/${topic}/messages`, { method: "POST", body: JSON.stringify({ body }), signal: AbortSignal.timeout(5_000) });
  return { content: [{ type: "text", text: await r.text() }] };
});

server.tool("acme_clone_computer", { id: z.string() }, async ({ id }) => { // want: RC601
  return { content: [{ type: "text", text: JSON.stringify(await post(`computers/${id}/clone`, {})) }] };
});
