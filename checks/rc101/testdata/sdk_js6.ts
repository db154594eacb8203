// Rows of libmodels/data/sdks-js6.yml: clients with no default timeout are
// reported where they are built without their bound; clients whose library
// bounds every request by a documented finite default are not.
import { ApiClient } from "@mondaydotcomorg/api";
import { Client, Environment } from "@paypal/paypal-server-sdk";
import { request } from "gaxios";
import { PostHog } from "posthog-node";
import { Analytics } from "@segment/analytics-node";
import { Hyperbrowser } from "@hyperbrowser/sdk";
import * as deepl from "deepl-node";
import { MittwaldAPIV2Client } from "@mittwald/api-client";

// monday.com: graphql-request's global fetch with no signal
export const monday = new ApiClient({ token: "t" }); // want: RC101
export const mondayBounded = new ApiClient({
  token: "t",
  requestConfig: { signal: AbortSignal.timeout(20_000) },
});

// PayPal (APIMatic): timeout 0 by default
export const paypal = new Client({ environment: Environment.Sandbox }); // want: RC101
export const paypalBounded = new Client({ environment: Environment.Sandbox, timeout: 20_000 });

// gaxios: no timeout by default
export async function fetchDoc(url: string) {
  const a = await request({ url }); // want: RC101
  const b = await request({ url, timeout: 20_000 });
  return [a.data, b.data];
}

// finite documented defaults: 10 s, 10 s, 30 s, 5 s per attempt
export const posthog = new PostHog("key", { host: "https://eu.posthog.com" });
export const segment = new Analytics({ writeKey: "k" });
export const hb = new Hyperbrowser({ apiKey: "k" });
export const translator = new deepl.Translator("key");

// mittwald: axios.create({ baseURL, headers }) with no timeout, and
// newWithToken takes nothing else (the bounded twin, which sets the
// axios instance's default timeout, is sdk_js6_bounded.ts)
export async function listKeys(token: string) {
  const client = MittwaldAPIV2Client.newWithToken(token); // want: RC101
  return client.user.listSshKeys({});
}
