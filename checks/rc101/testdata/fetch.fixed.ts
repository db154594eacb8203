import nodeFetch from 'node-fetch';
import { fetch as undiciFetch } from 'undici';

// ---- positives ----

export async function load(url: string) {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) }); // want: RC101
  const r2 = await fetch(url, { method: 'POST', body: '{}', signal: AbortSignal.timeout(10_000) }); // want: RC101
  const init = { headers: { a: 'b' }, signal: AbortSignal.timeout(10_000) };
  const r3 = await fetch(url, init); // want: RC101
  await globalThis.fetch(url, { signal: AbortSignal.timeout(10_000) }); // want: RC101
  await window.fetch(`${base}/x`, { signal: AbortSignal.timeout(10_000) }); // want: RC101
  await nodeFetch(url, { signal: AbortSignal.timeout(10_000) }); // want: RC101
  await undiciFetch(url, { signal: AbortSignal.timeout(10_000) }); // want: RC101
  const data = await (await fetch(url, { signal: AbortSignal.timeout(10_000) })).json(); // want: RC101
  await fetch( // want: RC101
    url,
    { method: 'GET', signal: AbortSignal.timeout(10_000) },
  );
  return fetch(url, { headers, signal: AbortSignal.timeout(10_000) } as RequestInit); // want: RC101
}

// ---- negatives ----

export async function fine(url: string, opts: RequestInit, signal: AbortSignal) {
  await fetch(url, { signal: AbortSignal.timeout(10_000) });
  await fetch(url, { signal });
  const controller = new AbortController();
  await fetch(url, { method: 'GET', signal: controller.signal });
  const init = { signal: AbortSignal.timeout(5000), headers: {} };
  await fetch(url, init);
  await fetch(url, opts); // unknown options
  await fetch(url, { ...opts }); // a spread may carry the signal
  await fetch(url, { ...opts, method: 'POST' });
  await fetch(...args);
  await nodeFetch(url, { timeout: 5000 }); // node-fetch v2 option
  await fetch(new Request(url, { signal }));
  await fetch(event.request); // a Request object may carry its own signal
  await fetch(req);
  await this.fetch(url);
  await api.fetch(url);
  await client.fetch(url);
  await undiciFetch(url, { signal: AbortSignal.timeout(1000) });
}

function withLocalFetch() {
  const fetch = (u: string) => cache.get(u);
  return fetch('x');
}

export function makeClient({ fetch = globalThis.fetch }: { fetch?: typeof globalThis.fetch } = {}) {
  return (url: string) => fetch(url); // an injected fetch: not judged
}

export const withFetch = (fetch: typeof globalThis.fetch) => fetch('/x');
