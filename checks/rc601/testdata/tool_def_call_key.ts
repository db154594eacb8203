// Tool definition objects whose run function is under `call` (Apify's
// ToolEntry, apify/apify-mcp-server; agigante80/actual-mcp-server's
// ToolDefinition) or is a `callback` method (a tool registry that hands it
// on as the SDK's registerTool callback, tsaboin/outline-mcp-server):
// jsrunkey.Run. Outline's API POSTs every method (/documents.update), so a
// dotted method's verb says what the POST does.
import { z } from "zod";
import toolRegistry from "./toolRegistry.js";
import { getOutlineClient } from "./outlineClient.js";

// ---- positives ----
export const createTask = Object.freeze({
  name: "create-task",
  description: "Create a task",
  inputSchema: { title: z.string() },
  call: async (args: { title: string }) => { // want: RC601
    const res = await fetch("https://api.example.com/v2/tasks", { method: "POST", body: JSON.stringify(args) });
    return res.json();
  },
});

toolRegistry.register("create_document", {
  name: "create_document",
  description: "Create a document",
  inputSchema: { title: z.string(), text: z.string() },
  async callback(args: { title: string; text: string }) { // want: RC601
    const client = getOutlineClient();
    const response = await client.post("/documents.create", { title: args.title, text: args.text });
    return { content: [{ type: "text", text: JSON.stringify(response.data) }] };
  },
});

// ---- negatives ----
// an update of a document the caller names: POST /documents.update sets its fields
toolRegistry.register("update_document", {
  name: "update_document",
  description: "Update a document",
  inputSchema: { documentId: z.string(), text: z.string() },
  async callback(args: { documentId: string; text: string }) {
    const client = getOutlineClient();
    const response = await client.post("/documents.update", { id: args.documentId, text: args.text });
    return { content: [{ type: "text", text: JSON.stringify(response.data) }] };
  },
});

// a create that takes the caller's idempotency key
export const createKeyedTask = {
  name: "create-keyed-task",
  description: "Create a task once per key",
  inputSchema: { title: z.string(), idempotencyKey: z.string() },
  call: async (args: { title: string; idempotencyKey: string }) => {
    const res = await fetch("https://api.example.com/v2/tasks", {
      method: "POST",
      headers: { "Idempotency-Key": args.idempotencyKey },
      body: JSON.stringify(args),
    });
    return res.json();
  },
};

// a `call` or `callback` beside no input schema runs no tool: a job's step
export const nightlyJob = {
  name: "create-report",
  call: async () => {
    await fetch("https://api.example.com/v2/reports", { method: "POST" });
  },
};

// a form's config: `schema` beside `callback` is a form's validation, not an
// MCP tool's input schema (review of session 32, M-6)
export const forms = [
  {
    name: "signup",
    schema: { email: "string" },
    callback: async (values: { email: string }) => {
      await fetch("https://api.example.com/v2/signups", { method: "POST", body: JSON.stringify(values) });
    },
  },
];
