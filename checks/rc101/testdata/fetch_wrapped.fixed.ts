// fetch implementations behind a wrapper or an alias (issue 18, batch 4:
// gitlab-mcp's `let fetch = wrapWithAuthRetry(nodeFetch, cfg)` with options
// spread from a helper of the same file).
import nodeFetch from "node-fetch";
import fetchCookie from "fetch-cookie";
import { wrapWithAuthRetry } from "./auth-retry.js";

let fetch: typeof nodeFetch = wrapWithAuthRetry(nodeFetch, { retries: 1 });
const cookieFetch = fetchCookie(nodeFetch, jar);
const fetchImpl = globalThis.customFetch ?? globalThis.fetch;
const bound = nodeFetch.bind(null);

const getFetchConfig = () => {
  const agent = pool.agentFor(url);
  return { headers: { ...BASE_HEADERS }, agent };
};

const getBoundedConfig = () => ({ headers: {}, signal: AbortSignal.timeout(10_000) });

function getOpaqueConfig() {
  return loadConfig();
}

export async function getFile(url: string) {
  const res = await fetch(url, { // want: RC101
    ...getFetchConfig(),
  });
  return res.json();
}

export async function createIssue(url: string, body: string) {
  return fetch(url, { ...getFetchConfig(), method: "POST", body }); // want: RC101
}

export async function viaCookies(url: string) {
  return cookieFetch(url, { signal: AbortSignal.timeout(10_000) }); // want: RC101
}

export async function viaDefault(url: string) {
  return fetchImpl(url, { method: "GET", signal: AbortSignal.timeout(10_000) }); // want: RC101
}

export async function viaBind(url: string) {
  return bound(url, { signal: AbortSignal.timeout(10_000) }); // want: RC101
}

// Clean look-alikes: options from a helper that returns a signal, or from one
// whose result is of unknown shape; a wrapper that adds a deadline; a node-fetch
// timeout option.
export async function bounded(url: string) {
  return fetch(url, { ...getBoundedConfig(), method: "POST" });
}

export async function opaque(url: string) {
  return fetch(url, { ...getOpaqueConfig() });
}

const timed = withTimeout(nodeFetch, 10_000);
export async function viaTimed(url: string) {
  return timed(url);
}

function wrapLocal(impl: typeof nodeFetch) {
  return (u: string, init: any) => impl(u, { ...init, signal: AbortSignal.timeout(5_000) });
}
const local = wrapLocal(nodeFetch);
export async function viaLocal(url: string) {
  return local(url, {});
}

const withOpts = makeFetch(nodeFetch, { timeout: 5_000 });
export async function viaOpts(url: string) {
  return withOpts(url);
}

export async function nodeFetchTimeout(url: string) {
  return fetch(url, { ...getFetchConfig(), timeout: 10_000 });
}

export async function notFetch(url: string) {
  const client = makeClient(config);
  return client(url);
}
