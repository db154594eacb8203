// Round rc601c: a key named like an idempotency key in the object a tool
// returns (response metadata made up after the mutation) is no key
// (checks/facts/retkeys); one sent with the request is. A tool that
// completes a task sets a fixed state (checks/facts/stateverb).
import { randomUUID } from "node:crypto";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "invoices", version: "1.0.0" });

server.tool("create_invoice", { customer: z.string(), amount: z.number() }, async ({ customer, amount }) => { // want: RC601
  const res = await fetch("https://billing.example.com/invoices", {
    method: "POST",
    body: JSON.stringify({ customer, amount }),
    signal: AbortSignal.timeout(10_000),
  });
  const created = await res.json();
  return {
    content: [{ type: "text", text: JSON.stringify(created) }],
    metadata: { requestId: randomUUID(), timestamp: new Date().toISOString() },
  };
});

// the helper that POSTs returns a requestId in its reply: no key either
async function openTicket(title: string) {
  const res = await fetch("https://desk.example.com/tickets", {
    method: "POST",
    body: JSON.stringify({ title }),
    signal: AbortSignal.timeout(10_000),
  });
  return { ticket: await res.json(), meta: { requestId: randomUUID() } };
}

server.tool("create_ticket", { title: z.string() }, async ({ title }) => { // want: RC601
  const r = await openTicket(title);
  return { content: [{ type: "text", text: JSON.stringify(r.ticket) }] };
});

// ---- clean twins ----

// the helper sends the key with the request
async function openCase(title: string, requestId: string) {
  const res = await fetch("https://desk.example.com/cases", {
    method: "POST",
    headers: { "Idempotency-Key": requestId },
    body: JSON.stringify({ title }),
    signal: AbortSignal.timeout(10_000),
  });
  return { case: await res.json() };
}

server.tool("create_case", { title: z.string(), requestId: z.string() }, async ({ title, requestId }) => {
  const r = await openCase(title, requestId);
  return { content: [{ type: "text", text: JSON.stringify(r.case) }] };
});

// The key is the caller's: a retry repeats it (a key made up per call,
// `randomUUID()`, is none: checks/facts/freshkey, testdata/fresh_key.ts).
server.tool("create_payment", { customer: z.string(), amount: z.number(), paymentKey: z.string() }, async ({ customer, amount, paymentKey }) => {
  const res = await fetch("https://billing.example.com/payments", {
    method: "POST",
    headers: { "Idempotency-Key": paymentKey },
    body: JSON.stringify({ customer, amount }),
    signal: AbortSignal.timeout(10_000),
  });
  return { content: [{ type: "text", text: await res.text() }] };
});

server.tool("complete_task", { projectId: z.string(), taskId: z.string() }, async ({ projectId, taskId }) => {
  const res = await fetch(`https://tasks.example.com/project/${projectId}/task/${taskId}/complete`, {
    method: "POST",
    signal: AbortSignal.timeout(10_000),
  });
  return { content: [{ type: "text", text: await res.text() }] };
});
