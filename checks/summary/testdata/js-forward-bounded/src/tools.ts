// Every call of getJSON passes a signal; Api.get's callers pass a request
// init of unknown shape, and this repository builds signals that time out,
// so that init may carry one: nothing is said.
import { getJSON, Api } from "./http";

const api = new Api();

function init(): RequestInit {
  return { signal: AbortSignal.timeout(10_000) };
}

export async function a(url: string) {
  return getJSON(url, { signal: AbortSignal.timeout(5_000) });
}

export async function b(url: string, signal: AbortSignal) {
  return getJSON(url, { signal });
}

export async function c() {
  return api.get("/x", init());
}

export async function d() {
  const { client } = await import("./client");
  return client.whoami(AbortSignal.timeout(5_000));
}
