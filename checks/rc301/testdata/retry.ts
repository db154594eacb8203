import axios from "axios";
import axiosRetry from "axios-retry";
import got from "got";
import pRetry from "p-retry";
import retry from "async-retry";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const api = axios.create({ baseURL: "https://api.example", timeout: 5000 });

async function withRetry<T>(fn: () => Promise<T>, attempts = 3): Promise<T> {
  let last: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      return await fn();
    } catch (err) {
      last = err;
      await sleep(Math.random() * 100 * 2 ** i);
    }
  }
  throw last;
}

// ---- positives ----

export async function createTicket(body: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const resp = await fetch(TICKETS, { method: "POST", body, signal: AbortSignal.timeout(5000) }); // want: RC301
      if (resp.ok) return await resp.json();
    } catch {
      await sleep(Math.random() * 200 * 2 ** attempt);
    }
  }
}

export async function axiosPost(body: object) {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await axios.post(URL, body, { timeout: 5000 }); // want: RC301
    } catch {
      await sleep(Math.random() * 200 * 2 ** attempt);
    }
  }
}

export async function instancePatch(body: object) {
  let attempt = 0;
  while (attempt < 3) {
    try {
      return await api.patch("/items/1", body); // want: RC301
    } catch {
      attempt++;
      await sleep(Math.random() * 200);
    }
  }
}

export async function axiosConfig(body: object) {
  const opts = { method: "post", url: URL, data: body, timeout: 5000 };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await axios(opts); // want: RC301
    } catch {
      await sleep(Math.random() * 200);
    }
  }
}

export const viaHelper = (body: object) =>
  withRetry(() => axios.post(URL, body, { timeout: 5000 })); // want: RC301

export const viaPRetry = (body: string) =>
  pRetry(() => fetch(URL, { method: "PATCH", body, signal: AbortSignal.timeout(5000) }), { retries: 3 }); // want: RC301

export const viaAsyncRetry = (body: object) =>
  retry(async () => got.post(URL, { json: body, timeout: { request: 5000 } }), { retries: 3 }); // want: RC301

axiosRetry(api, { retries: 3, retryDelay: axiosRetry.exponentialDelay, retryCondition: () => true }); // want: RC301
axiosRetry(axios, { retries: 3, retryDelay: axiosRetry.exponentialDelay, retryCondition: axiosRetry.isRetryableError }); // want: RC301
const client = got.extend({ retry: { limit: 2, methods: ["GET", "POST"] } }); // want: RC301

// ---- negatives ----

export async function withKey(body: string, idempotencyKey: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await fetch(TICKETS, { method: "POST", body, headers: { "Idempotency-Key": idempotencyKey }, signal: AbortSignal.timeout(5000) });
    } catch {
      await sleep(Math.random() * 200 * 2 ** attempt);
    }
  }
}

export async function getIsFine(url: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await fetch(url, { signal: AbortSignal.timeout(5000) });
    } catch {
      await sleep(Math.random() * 200 * 2 ** attempt);
    }
  }
}

export async function putIsFine(body: object) {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await axios.put(URL, body, { timeout: 5000 });
    } catch {
      await sleep(Math.random() * 200 * 2 ** attempt);
    }
  }
}

export async function methodUnknown(method: string, body: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await fetch(URL, { method, body, signal: AbortSignal.timeout(5000) });
    } catch {
      await sleep(Math.random() * 200 * 2 ** attempt);
    }
  }
}

export async function notRetried(body: object) {
  try {
    return await axios.post(URL, body, { timeout: 5000 });
  } catch {
    return null;
  }
}

export async function perItem(items: object[]) {
  for (const item of items) {
    try {
      await axios.post(URL, item, { timeout: 5000 });
    } catch {
      continue;
    }
  }
}

export async function unrelatedPost(board: Board, msg: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await board.post(msg);
    } catch {
      await sleep(Math.random() * 200);
    }
  }
}

export const getViaHelper = () => withRetry(() => axios.get(URL, { timeout: 5000 }));
export const noRetryHelper = (body: object) => track(() => axios.post(URL, body, { timeout: 5000 }));
axiosRetry(axios, { retries: 3, retryDelay: axiosRetry.exponentialDelay });
axiosRetry(axios, {
  retries: 3,
  retryDelay: axiosRetry.exponentialDelay,
  retryCondition: (e) => axiosRetry.isNetworkOrIdempotentRequestError(e) || e.config?.method === "get",
});
const safeClient = got.extend({ retry: { limit: 2, methods: ["GET", "PUT"] } });
