// Toolkits that serve MCP and agent frameworks alike define each tool as an
// object (name, input schema, execute function) and register the list
// elsewhere. A payment tool that creates a charge, a refund or a customer
// through the Stripe SDK repeats it when the orchestrator retries after a
// lost response, unless the tool takes a key and passes it on.
import Stripe from "stripe";
import { z } from "zod";

export const issueRefund = async (stripe: Stripe, ctx: Ctx, params: RefundArgs) => { // want: RC601
  const refund = await stripe.refunds.create(params);
  return { id: refund.id };
};

export const refundTool = {
  method: "issue_refund",
  inputSchema: z.object({ payment: z.string(), amount: z.number().optional() }),
  execute: issueRefund,
};

const addCustomerParams = () => z.object({ email: z.string() });

export const addCustomerTool = () => ({
  name: "add_customer",
  parameters: addCustomerParams(),
  execute: async (stripe: Stripe, ctx: Ctx, params: { email: string }) => { // want: RC601
    const customer = await stripe.customers.create({ email: params.email });
    return customer.id;
  },
});

// ---- not reported ----

// the key is part of the input and passed to Stripe
const chargeParams = () => z.object({ amount: z.number(), idempotency_key: z.string() });

export const chargeTool = {
  method: "charge_card",
  inputSchema: chargeParams(),
  execute: async (stripe: Stripe, ctx: Ctx, p: { amount: number; idempotency_key: string }) => {
    return stripe.paymentIntents.create({ amount: p.amount, currency: "usd" }, { idempotencyKey: p.idempotency_key });
  },
};

// a read-only tool by its name
export const listTool = {
  method: "list_refunds",
  inputSchema: z.object({}),
  execute: async (stripe: Stripe) => stripe.refunds.list({ limit: 10 }),
};

// updating a record sets the same fields again on a retry
export const renameTool = {
  method: "rename_product",
  inputSchema: z.object({ id: z.string(), name: z.string() }),
  execute: async (stripe: Stripe, ctx: Ctx, p: { id: string; name: string }) => stripe.products.update(p.id, { name: p.name }),
};

// an object with an execute function but no input schema is not a tool
export const job = {
  execute: async (stripe: Stripe) => stripe.customers.create({ email: "batch@example.com" }),
};

// create on something that is not a Stripe client
export const noteTool = {
  method: "make_note",
  inputSchema: z.object({ text: z.string() }),
  execute: async (notes: NotesStore, ctx: Ctx, p: { text: string }) => notes.items.create(p.text),
};

// a document sent as a POST body to a parse endpoint: a transform, no state
export const parseTool = {
  name: "parse_upload",
  parameters: z.object({ file: z.string() }),
  execute: async (args: { file: string }) => {
    const endpoint = `${process.env.DOCS_API}/v2/parse`;
    const res = await fetch(endpoint, { method: "POST", body: args.file, signal: AbortSignal.timeout(10_000) });
    return res.text();
  },
};

// starting a job is a mutation
export const crawlTool = {
  name: "start_crawl",
  parameters: z.object({ url: z.string() }),
  execute: async (args: { url: string }) => { // want: RC601
    const res = await fetch(`${process.env.DOCS_API}/v2/crawl`, {
      method: "POST",
      body: JSON.stringify(args),
      signal: AbortSignal.timeout(10_000),
    });
    return res.json();
  },
};
