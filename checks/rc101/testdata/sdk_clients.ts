// Clients recognised from library rows (checks/libmodels/data/sdks.yml).
import OpenAI from "openai";
import Anthropic from "@anthropic-ai/sdk";
import { Client } from "@elastic/elasticsearch";
import { request } from "undici";
import ky from "ky";
import createClient from "openapi-fetch";
import Stripe from "stripe";
import { Client as Notion } from "@notionhq/client";
import { Octokit } from "@octokit/rest";
import { WebApi, getPersonalAccessTokenHandler } from "azure-devops-node-api";
import { S3Client } from "@aws-sdk/client-s3";
import { NodeHttpHandler } from "@smithy/node-http-handler";
import { WebClient } from "@slack/web-api";
import { createClient as createSupabase } from "@supabase/supabase-js";
import { LinearClient } from "@linear/sdk";
import { QdrantClient } from "@qdrant/js-client-rest";
import { createApiClient } from "@neondatabase/api-client";

const llm = new OpenAI(); // want: RC101
const llmBounded = new OpenAI({ timeout: 20_000 });
const claude = new Anthropic({ apiKey: "k" }); // want: RC101
const claudeBounded = new Anthropic({ apiKey: "k", timeout: 30_000 });

const es = new Client({ node: "http://localhost:9200" }); // want: RC101
const esBounded = new Client({ node: "http://localhost:9200", requestTimeout: 10_000 });

export async function load(url: string) {
  const slow = await request(url); // want: RC101
  const fast = await request(url, { headersTimeout: 10_000, bodyTimeout: 10_000 });
  // ky's documented default is 10 s: within the budget.
  const page = await ky.get(url).json();
  return [slow, fast, page];
}

const api = createClient({ baseUrl: "https://api.example.com" });
export async function pets() {
  const all = await api.GET("/pets"); // want: RC101
  const some = await api.GET("/pets", { signal: AbortSignal.timeout(10_000) });
  return [all, some];
}

// stripe-node waits 80 s per attempt by default, above the 60 s request budget.
const payments = new Stripe("sk_test_key", { appInfo: { name: "billing-tool" } }); // want: RC101
const paymentsBounded = new Stripe("sk_test_key", { timeout: 20_000 });
// Notion's documented 60 s default is within the budget.
const notion = new Notion({ auth: "secret" });
// Octokit's fetch gets only request.signal: no bound unless the request
// options give one.
const github = new Octokit({ auth: "token" }); // want: RC101
const githubBounded = new Octokit({ auth: "token", request: { signal: AbortSignal.timeout(20_000) } });
// azure-devops-node-api: a 3-minute idle socket timeout unless socketTimeout is set.
const devops = new WebApi("https://dev.azure.com/org", getPersonalAccessTokenHandler("pat")); // want: RC101
const devopsBounded = new WebApi("https://dev.azure.com/org", getPersonalAccessTokenHandler("pat"), { socketTimeout: 30_000 });
// undefined (or null) in the options' place leaves the library's defaults.
const devopsNoOptions = new WebApi("https://dev.azure.com/org", getPersonalAccessTokenHandler("pat"), undefined, { productName: "mcp" }); // want: RC101
const devopsNullOptions = new WebApi("https://dev.azure.com/org", getPersonalAccessTokenHandler("pat"), null); // want: RC101
const devopsOptions = new WebApi("https://dev.azure.com/org", getPersonalAccessTokenHandler("pat"), requestOptions);
// AWS SDK v3: the default NodeHttpHandler has no request timeout.
const s3 = new S3Client({ region: "eu-west-1" }); // want: RC101
const s3Bounded = new S3Client({ region: "eu-west-1", requestHandler: { requestTimeout: 20_000 } });
const s3Handler = new S3Client({ requestHandler: new NodeHttpHandler({ requestTimeout: 20_000 }) });
// @slack/web-api: timeout 0 (none) unless set.
const slack = new WebClient("xoxb-token"); // want: RC101
const slackBounded = new WebClient("xoxb-token", { timeout: 20_000 });
// supabase-js: no timeout unless db.timeout (or a global fetch) is set.
const supa = createSupabase("https://x.supabase.co", "anon-key"); // want: RC101
const supaBounded = createSupabase("https://x.supabase.co", "anon-key", { db: { timeout: 20_000 } });
declare const boundedFetch: typeof fetch;
const supaFetch = createSupabase("https://x.supabase.co", "anon-key", { global: { fetch: boundedFetch } });

// @linear/sdk has no timeout option and sends its requests with no signal.
const linear = new LinearClient({ apiKey: "k" }); // want: RC101
// @qdrant/js-client-rest: each request is aborted after timeout ms, 300_000
// (5 min) by default, over the 30 s budget.
const qdrant = new QdrantClient({ url: "http://localhost:6333" }); // want: RC101
const qdrantBounded = new QdrantClient({ url: "http://localhost:6333", timeout: 20_000 });
// @neondatabase/api-client: the config goes to axios.create, whose timeout
// defaults to 0 (none).
const neonApi = createApiClient({ apiKey: "key" }); // want: RC101
const neonApiBounded = createApiClient({ apiKey: "key", timeout: 20_000 });
