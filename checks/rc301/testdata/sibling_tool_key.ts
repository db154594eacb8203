// Tools registered in one function: each handler is its own span for the
// idempotency-key test. A sibling lookup tool described as an "idempotency
// helper" sets up no key for the create tool, whose retried POST may run
// twice (julienchriqui-okkoer/netsuite-mcp-server).
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { withRetry } from "../lib/retry.js";

interface BillsClient {
  get(path: string, params?: unknown): Promise<unknown>;
  post(path: string, body: unknown): Promise<unknown>;
}

export function registerBillTools(server: McpServer, client: BillsClient) {
  server.registerTool(
    "get_bill_by_external_id",
    { description: "Get a bill by its externalId (idempotency helper).", inputSchema: { externalId: z.string() } },
    async ({ externalId }: any) => {
      const found = await client.get("/bill", { q: `externalId IS "${externalId}"` });
      return { content: [{ type: "text", text: JSON.stringify(found) }] };
    },
  );

  server.registerTool(
    "create_bill",
    { description: "Create a bill.", inputSchema: { vendor: z.string() } },
    async ({ vendor }: any) => {
      const result = await withRetry(
        () => client.post("/bill", { vendor }), // want: RC301
        "create_bill",
      );
      return { content: [{ type: "text", text: JSON.stringify(result) }] };
    },
  );

  server.registerTool(
    "create_bill_keyed",
    { description: "Create a bill once.", inputSchema: { vendor: z.string(), requestId: z.string() } },
    async ({ vendor, requestId }: any) => {
      // Clean look-alike: the handler itself sets up the idempotency key.
      const idempotencyKey = requestId;
      const result = await withRetry(() => client.post("/bill", { vendor, idempotencyKey }), "create_bill_keyed");
      return { content: [{ type: "text", text: JSON.stringify(result) }] };
    },
  );
}
