// A key made up per call (checks/facts/freshkey) is none: a retried tool
// call sends a new one.
import { randomUUID } from "node:crypto";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "billing", version: "1.0.0" });

server.tool("create_payment", { customer: z.string(), amount: z.number() }, async ({ customer, amount }) => { // want: RC601
  const res = await fetch("https://billing.example.com/payments", {
    method: "POST",
    headers: { "Idempotency-Key": randomUUID() },
    body: JSON.stringify({ customer, amount }),
    signal: AbortSignal.timeout(10_000),
  });
  return { content: [{ type: "text", text: await res.text() }] };
});

// ---- negatives ----

server.tool("create_refund", { charge: z.string(), idempotencyKey: z.string().optional() }, async ({ charge, idempotencyKey }) => {
  const res = await fetch("https://billing.example.com/refunds", {
    method: "POST",
    headers: { "Idempotency-Key": idempotencyKey ?? randomUUID() },
    body: JSON.stringify({ charge }),
    signal: AbortSignal.timeout(10_000),
  });
  return { content: [{ type: "text", text: await res.text() }] };
});
