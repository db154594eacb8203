// Rows of libmodels/data/sdks-libjs31.yml: clients and calls whose library
// sets no default timeout are reported where they leave their bound unset;
// the same calls with the bound, and clients whose library bounds every
// request by a documented finite default within the budget, are not.
import request from "request";
import { ofetch } from "ofetch";
import WooCommerceRestApi from "@woocommerce/woocommerce-rest-api";
import { XeroClient } from "xero-node";
import JiraApi from "jira-client";
import * as Minio from "minio";
import ldap from "ldapjs";
import { App } from "@slack/bolt";
import { MeiliSearch } from "meilisearch";
import { ChatOpenAI } from "@langchain/openai";
import { Kafka } from "kafkajs";
import { Client as FtpClient } from "basic-ftp";
import { Client as DiscordClient } from "discord.js";
import Cloudflare from "cloudflare";
import { createClient as contentfulClient } from "contentful";

// request: options.timeout, no default
export function legacyGet(url: string) {
  request({ url }, () => undefined); // want: RC101
  request({ url, timeout: 10_000 }, () => undefined);
}

// ofetch: timeout disabled by default
export async function fetchJson(url: string) {
  const a = await ofetch(url, { method: "GET" }); // want: RC101
  const b = await ofetch(url, { method: "GET", timeout: 10_000 });
  return [a, b];
}

// WooCommerce: options.timeout reaches axios only when given
export const woo = new WooCommerceRestApi({ // want: RC101
  url: "https://shop.example.com",
  consumerKey: "ck",
  consumerSecret: "cs",
  version: "wc/v3",
});
export const wooBounded = new WooCommerceRestApi({
  url: "https://shop.example.com",
  consumerKey: "ck",
  consumerSecret: "cs",
  version: "wc/v3",
  timeout: 15_000,
});

// xero-node: httpTimeout unset, its axios calls wait forever
export const xero = new XeroClient({ clientId: "id", clientSecret: "s", grantType: "client_credentials" }); // want: RC101
export const xeroBounded = new XeroClient({ clientId: "id", clientSecret: "s", grantType: "client_credentials", httpTimeout: 20_000 });

// jira-client: baseOptions.timeout only when options.timeout is given
export const jira = new JiraApi({ protocol: "https", host: "jira.example.com", apiVersion: "2" }); // want: RC101
export const jiraBounded = new JiraApi({ protocol: "https", host: "jira.example.com", apiVersion: "2", timeout: 20_000 });

// minio: no request timeout unless the client is given one (the
// bounded twin is sdk_libjs31_bounded.ts)
export function minioClient(): Minio.Client {
  return new Minio.Client({ endPoint: "s3.example.com", accessKey: "a", secretKey: "s" }); // want: RC101
}

// ldapjs: operations live forever by default (timeout: Infinity)
export const ldapClient = ldap.createClient({ url: "ldaps://ldap.example.com" }); // want: RC101
export const ldapBounded = ldap.createClient({ url: "ldaps://ldap.example.com", timeout: 10_000 });

// Slack Bolt: the App's WebClient has no timeout unless clientOptions gives one
export const bolt = new App({ token: "xoxb", signingSecret: "s" }); // want: RC101
export const boltBounded = new App({ token: "xoxb", signingSecret: "s", clientOptions: { timeout: 20_000 } });

// meilisearch-js: a request is aborted only when config.timeout is set
export const meili = new MeiliSearch({ host: "http://localhost:7700" }); // want: RC101
export const meiliBounded = new MeiliSearch({ host: "http://localhost:7700", timeout: 10_000 });

// LangChain's ChatOpenAI: the OpenAI SDK's 10-minute default
export const chat = new ChatOpenAI({ model: "gpt-4o-mini" }); // want: RC101
export const chatBounded = new ChatOpenAI({ model: "gpt-4o-mini", timeout: 30_000 });

// documented finite defaults within the budget: kafkajs 30 s, basic-ftp
// 30 s, discord.js REST 15 s, Cloudflare 1 min, contentful 30 s
export const kafka = new Kafka({ clientId: "c", brokers: ["localhost:9092"] });
export const ftp = new FtpClient();
export const discord = new DiscordClient({ intents: [] });
export const cf = new Cloudflare({ apiToken: "t" });
export const cms = contentfulClient({ space: "s", accessToken: "t" });

// sync-request: options.timeout, no default (its blocking is RC201's)
import syncRequest from "sync-request";
export function syncGet(url: string) {
  const a = syncRequest("GET", url); // want: RC101
  const b = syncRequest("GET", url, { timeout: 10_000 });
  return [a, b];
}

// more documented finite defaults within the budget: @discordjs/rest 15 s,
// jwks-rsa 30 s, InfluxDB 2.x 10 s, ccxt 10 s
import { REST } from "@discordjs/rest";
import { JwksClient } from "jwks-rsa";
import { InfluxDB } from "@influxdata/influxdb-client";
import ccxt from "ccxt";
export const rest = new REST({ version: "10" });
export const jwks = new JwksClient({ jwksUri: "https://example.com/.well-known/jwks.json" });
export const influx = new InfluxDB({ url: "http://localhost:8086", token: "t" });
export const exchange = new ccxt.binance({ apiKey: "k", secret: "s" });

// siblings of the OpenAI and Anthropic clients: the same 10-minute default
import { AzureOpenAI } from "openai";
import { AnthropicBedrock } from "@anthropic-ai/bedrock-sdk";
export const azure = new AzureOpenAI({ apiVersion: "2024-10-21" }); // want: RC101
export const azureBounded = new AzureOpenAI({ apiVersion: "2024-10-21", timeout: 30_000 });
export const bedrock = new AnthropicBedrock({ awsRegion: "us-east-1" }); // want: RC101
export const bedrockBounded = new AnthropicBedrock({ awsRegion: "us-east-1", timeout: 30_000 });
