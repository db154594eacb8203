// A generic API tool in the Vercel AI SDK shape (tools: { name: tool({
// parameters, execute() {} }) }) that forwards the caller's HTTP method.
import { tool } from "ai";
import { z } from "zod";

const apiUrl = process.env.API_URL;

export const tools = {
  // ---- positives ----
  postgrestRequest: tool({
    description: "Performs an HTTP request against the PostgREST API",
    parameters: z.object({ method: z.enum(["GET", "POST", "PATCH"]), path: z.string(), body: z.unknown() }),
    async execute({ method, path, body }) { // want: RC601
      const response = await fetch(`${apiUrl}${path}`, { method, body: JSON.stringify(body) });
      return await response.json();
    },
  }),
  // ---- negatives ----
  getRows: tool({
    description: "Reads rows",
    parameters: z.object({ path: z.string() }),
    async execute({ path }) {
      const response = await fetch(`${apiUrl}${path}`, { method: "POST", body: "{}" });
      return await response.json();
    },
  }),
  keyedRequest: tool({
    description: "Performs an HTTP request with the caller's idempotency key",
    parameters: z.object({ method: z.string(), path: z.string(), idempotencyKey: z.string() }),
    async execute({ method, path, idempotencyKey }) {
      const response = await fetch(`${apiUrl}${path}`, { method, headers: { "Idempotency-Key": idempotencyKey } });
      return await response.json();
    },
  }),
};
