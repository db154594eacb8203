// SDKs of MCP servers modelled in libmodels/data/sdks-mcp.yml (and
// Pinecone's in saas.yml): none of them has a default timeout.
import { GraphQLClient } from "graphql-request";
import { Pinecone } from "@pinecone-database/pinecone";
import type { Resend } from "resend";

// graphql-request: the config's fetch, else the global fetch, with no signal
const shop = new GraphQLClient("https://shop.example/graphql.json", { headers: { "X-Token": "t" } }); // want: RC101
const shopBounded = new GraphQLClient("https://shop.example/graphql.json", {
  fetch: (url: RequestInfo | URL, init?: RequestInit) => fetch(url, { ...init, signal: AbortSignal.timeout(20_000) }),
});

// Pinecone: fetchApi, else the global fetch, retried on 5xx only
export function pinecone(apiKey: string) {
  const config: { apiKey: string; sourceTag?: string } = { apiKey };
  return new Pinecone(config); // want: RC101
}
export function pineconeBounded(apiKey: string, fetchApi: typeof fetch) {
  return new Pinecone({ apiKey, fetchApi });
}
export function pineconeOpaque(options: { apiKey: string }) {
  // options the file does not show: never a guess
  return new Pinecone(options);
}

// Resend: no timeout option at all, so each call is unbounded; the client
// is found through the parameter's type and its services (resend.emails).
export async function send(resend: Resend, to: string) {
  const r = await resend.emails.send({ from: "a@example.com", to, subject: "s", text: "t" }); // want: RC101
  return r.data?.id;
}
// a parameter of another type with the same shape is not Resend's
export async function sendOther(mailer: { emails: { send(m: object): Promise<unknown> } }, to: string) {
  return mailer.emails.send({ to });
}
