// Clients of libmodels/data/sdks-fix9.yml whose requests have no timeout by
// default: Ghost's Admin API (axios, no timeout) and Spotify's TypeScript SDK
// (global fetch, no signal).
import GhostAdminAPI from "@tryghost/admin-api";
import { SpotifyApi } from "@spotify/web-api-ts-sdk";
import axios from "axios";

export const ghost = new GhostAdminAPI({ url: "https://blog.test", key: process.env.GHOST_KEY, version: "v5.0" }); // want: RC101

export const ghostBounded = new GhostAdminAPI({
  url: "https://blog.test",
  key: process.env.GHOST_KEY,
  version: "v5.0",
  makeRequest: ({ url, method, data, params, headers }) =>
    axios({ url, method, data, params, headers, timeout: 10_000 }).then((r) => r.data),
});

export function spotifyFor(token: any) {
  return SpotifyApi.withAccessToken("client-id", token); // want: RC101
}

export function spotifyBounded(token: any) {
  return SpotifyApi.withAccessToken("client-id", token, {
    fetch: (req: RequestInfo | URL, init?: RequestInit) => fetch(req, { ...init, signal: AbortSignal.timeout(10_000) }),
  });
}

// Airtable.js waits requestTimeout = 5 minutes per request by default.
import Airtable from "airtable";

export const airtable = new Airtable({ apiKey: process.env.AIRTABLE_TOKEN }); // want: RC101
export const airtableBounded = new Airtable({ apiKey: process.env.AIRTABLE_TOKEN, requestTimeout: 20_000 });

// Microsoft Graph's client has no timeout option: fetch with no signal.
import { Client } from "@microsoft/microsoft-graph-client";

export function graphClient(token: string) {
  return Client.init({ authProvider: (done: any) => done(null, token) }); // want: RC101
}
