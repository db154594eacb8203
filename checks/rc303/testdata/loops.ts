import axios from "axios";
import pRetry from "p-retry";
import retry from "async-retry";
import axiosRetry from "axios-retry";
import got from "got";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---- positives ----

export async function alerts(region: string) {
  while (true) { // want: RC303
    try {
      const resp = await fetch(`/alerts/${region}`, { signal: AbortSignal.timeout(5000) });
      if (resp.ok) return await resp.json();
    } catch {
      // try again
    }
    await sleep(Math.random() * 1000);
  }
}

export async function forLoop(url: string) {
  for (;;) { // want: RC303
    try {
      return await axios.get(url, { timeout: 5000 });
    } catch (err) {
      console.warn(err);
    }
  }
}

export async function doWhile(client: Client) {
  let result;
  do { // want: RC303
    try {
      result = await client.send({ op: "ping" });
      break;
    } catch (e) {
      await sleep(Math.random() * 500);
    }
  } while (true);
  return result;
}

export async function counterNeverChecked(api: Api) {
  for (let i = 0; ; i++) { // want: RC303
    try {
      return await api.query(i);
    } catch {
      continue;
    }
  }
}

export const withRetry = async <T>(fn: () => Promise<T>): Promise<T> => {
  while (true) { // want: RC303
    try {
      return await fn();
    } catch (err) {
      await sleep(Math.random() * 200);
    }
  }
};

const run = () => pRetry(() => fetch("/x"), { retries: Infinity }); // want: RC303
const run2 = () => retry(async () => got("/x"), { forever: true }); // want: RC303
axiosRetry(axios, { retries: Number.POSITIVE_INFINITY }); // want: RC303
const client = got.extend({ retry: { limit: Infinity } }); // want: RC303

// ---- negatives ----

export async function capped(url: string) {
  let attempt = 0;
  while (true) {
    try {
      return await axios.get(url, { timeout: 5000 });
    } catch (err) {
      if (++attempt >= 5) throw err;
      await sleep(Math.random() * 100 * 2 ** attempt);
    }
  }
}

export async function bounded(url: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await axios.get(url, { timeout: 5000 });
    } catch {
      await sleep(Math.random() * 100 * 2 ** attempt);
    }
  }
}

export async function deadline(url: string) {
  const end = Date.now() + 30_000;
  while (true) {
    try {
      return await axios.get(url, { timeout: 5000 });
    } catch (err) {
      if (Date.now() > end) throw err;
    }
    await sleep(Math.random() * 1000);
  }
}

export async function conditioned(this: Poller, url: string) {
  while (!this.closed) {
    try {
      return await axios.get(url, { timeout: 5000 });
    } catch {
      await sleep(Math.random() * 1000);
    }
  }
}

export async function eventLoop(queue: Queue) {
  // no exit on success: a consumer loop, not a retry
  while (true) {
    try {
      const job = await queue.next();
      await axios.post(job.url, job.body, { timeout: 5000 });
    } catch (err) {
      console.error(err);
    }
  }
}

export async function rethrows(url: string) {
  while (true) {
    try {
      return await axios.get(url, { timeout: 5000 });
    } catch (err) {
      throw err;
    }
  }
}

export async function items(urls: string[]) {
  for (const url of urls) {
    try {
      return await axios.get(url, { timeout: 5000 });
    } catch {
      continue;
    }
  }
}

export function parseLoop(lines: string[]) {
  while (true) {
    try {
      return JSON.parse(lines.shift()!);
    } catch {
      continue;
    }
  }
}

const ok1 = () => pRetry(() => fetch("/x"), { retries: 5 });
const retryOpts = { retries: Infinity }; // want: RC303
const ok2 = { maxListeners: Infinity, timeout: Infinity };
const ok3 = (opts: object) => pRetry(() => fetch("/x"), { ...opts });
const ok4 = () => cache.get({ forever: true });
