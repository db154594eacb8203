import { google } from "googleapis";
import { GoogleAuth } from "google-auth-library";
import needle from "needle";
import { Gitlab } from "@gitbeaker/rest";

// googleapis services request through gaxios, whose timeout defaults to 0.
export function services(auth: any) {
  const drive = google.drive({ version: "v3", auth }); // want: RC101
  const sheets = google.sheets({ version: "v4", auth, timeout: 30_000 });
  const named = google.gmail("v1");
  return { drive, sheets, named };
}

// google-auth-library's client.request is a gaxios request.
export async function download(url: string) {
  const auth = new GoogleAuth({ scopes: ["https://www.googleapis.com/auth/cloud-platform"] });
  const open = await auth.request({ url, responseType: "stream" }); // want: RC101
  const bounded = await auth.request({ url, timeout: 30_000 });
  return { open, bounded };
}

// needle: response_timeout and read_timeout default to 0 (none).
export async function fetchBoth(url: string, body: object) {
  const a = await needle.get(url, { json: true }); // want: RC101
  const b = await needle.post(url, body, { json: true }); // want: RC101
  const c = await needle.get(url, { response_timeout: 10_000 });
  return { a, b, c };
}

// @gitbeaker/rest's queryTimeout is 300 000 ms by default.
export const gitlab = new Gitlab({ host: "https://gitlab.example", token: "t" }); // want: RC101
export const bounded = new Gitlab({ host: "https://gitlab.example", token: "t", queryTimeout: 30_000 });

// @line/bot-sdk: no timeout option, and its fetch sends no signal.
import * as line from "@line/bot-sdk";

export const lineClient = line.LineBotClient.fromChannelAccessToken({ channelAccessToken: "t" }); // want: RC101
export const messaging = new line.messagingApi.MessagingApiClient({ channelAccessToken: "t" }); // want: RC101

// @octokit/graphql sends with request.js: no signal unless the options give one.
import { graphql } from "@octokit/graphql";

export const gql = graphql.defaults({ headers: { authorization: "token t" } }); // want: RC101
export const gqlBounded = graphql.defaults({
  headers: { authorization: "token t" },
  request: { fetch: (url: string, init: RequestInit) => fetch(url, { ...init, signal: AbortSignal.timeout(30_000) }) },
});

export async function viewer() {
  return graphql("{ viewer { login } }", { headers: { authorization: "token t" } }); // want: RC101
}
