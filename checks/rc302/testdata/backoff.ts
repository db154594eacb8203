import axios from "axios";
import axiosRetry from "axios-retry";
import { setTimeout as delay } from "node:timers/promises";

const RETRY_MS = 1500;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---- positives ----

export async function fixedPromise(url: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await axios.get(url, { timeout: 5000 });
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 2_000)); // want: RC302
    }
  }
}

export async function fixedHelper(url: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await fetch(url, { signal: AbortSignal.timeout(5000) });
    } catch (err) {
      await sleep(RETRY_MS); // want: RC302
    }
  }
}

export async function timersPromises(client: Client) {
  let tries = 0;
  while (tries < 4) {
    try {
      return await client.request({ path: "/x" });
    } catch {
      tries++;
      await delay(250); // want: RC302
    }
  }
}

export async function exponential(url: string) {
  for (let i = 0; i < 5; i++) {
    try {
      return await axios.get(url, { timeout: 5000 });
    } catch {
      await sleep(100 * 2 ** i); // want: RC302
    }
  }
}

export async function mathPow(url: string) {
  for (let i = 0; i < 5; i++) {
    try {
      return await axios.get(url, { timeout: 5000 });
    } catch {
      await sleep(Math.min(10_000, Math.pow(2, i) * 100)); // want: RC302
    }
  }
}

export async function doubling(url: string) {
  let backoff = 100;
  for (let i = 0; i < 5; i++) {
    try {
      return await axios.get(url, { timeout: 5000 });
    } catch {
      await sleep(backoff); // want: RC302
      backoff *= 2;
    }
  }
}

export async function noWait(url: string) {
  for (let i = 0; i < 3; i++) { // want: RC302
    try {
      return await axios.get(url, { timeout: 5000 });
    } catch (e) {
      console.warn("retrying", e);
    }
  }
}

axiosRetry(axios, { retries: 3 }); // want: RC302
axiosRetry(axios, { retries: 3, retryDelay: axiosRetry.linearDelay() }); // want: RC302

// ---- negatives ----

export async function fullJitter(url: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await axios.get(url, { timeout: 5000 });
    } catch {
      await sleep(Math.random() * Math.min(10_000, 200 * 2 ** attempt));
    }
  }
}

export async function jitterVar(url: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await axios.get(url, { timeout: 5000 });
    } catch {
      const jitter = Math.random() * 100;
      await sleep(100 * 2 ** attempt + jitter);
    }
  }
}

export async function computed(url: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await axios.get(url, { timeout: 5000 });
    } catch {
      await sleep(backoffFor(attempt));
    }
  }
}

export async function retryAfter(url: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await axios.get(url, { timeout: 5000 });
    } catch (err: any) {
      await sleep(Number(err.response.headers["retry-after"]) * 1000);
    }
  }
}

export async function oneRetry(url: string) {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return await axios.get(url, { timeout: 5000 });
    } catch {
      await refreshToken();
    }
  }
}

export async function notRetry(urls: string[]) {
  for (const url of urls) {
    try {
      await axios.get(url, { timeout: 5000 });
    } catch {
      await sleep(1000);
    }
  }
}

export function timer() {
  setTimeout(() => poll(), 1000);
}

axiosRetry(axios, { retries: 3, retryDelay: axiosRetry.exponentialDelay });
axiosRetry(axios, { retries: 0 });
