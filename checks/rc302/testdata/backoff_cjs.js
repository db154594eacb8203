// CommonJS forms of retries without jittered backoff.
const axios = require("axios");
const axiosRetry = require("axios-retry");
const { setTimeout: delay } = require("node:timers/promises");

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const RETRY_MS = 1000;

// ---- positives ----

async function fixedHelper(url) {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await fetch(url, { signal: AbortSignal.timeout(5000) });
    } catch (err) {
      await sleep(RETRY_MS); // want: RC302
    }
  }
}

async function timersPromises(client) {
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

async function exponential(url) {
  for (let i = 0; i < 5; i++) {
    try {
      return await axios.get(url, { timeout: 5000 });
    } catch {
      await sleep(100 * 2 ** i); // want: RC302
    }
  }
}

async function mathPow(url) {
  for (let i = 0; i < 5; i++) {
    try {
      return await axios.get(url, { timeout: 5000 });
    } catch {
      await sleep(Math.min(10_000, Math.pow(2, i) * 100)); // want: RC302
    }
  }
}

axiosRetry(axios, { retries: 3 }); // want: RC302
axiosRetry(axios, { retries: 3, retryDelay: axiosRetry.linearDelay() }); // want: RC302

// ---- negatives ----

axiosRetry(axios, { retries: 3, retryDelay: axiosRetry.exponentialDelay });

async function fullJitter(url) {
  for (let i = 0; i < 5; i++) {
    try {
      return await axios.get(url, { timeout: 5000 });
    } catch {
      await sleep(Math.random() * Math.min(10_000, 100 * 2 ** i));
    }
  }
}

async function jitterHelper(url) {
  for (let i = 0; i < 5; i++) {
    try {
      return await axios.get(url, { timeout: 5000 });
    } catch {
      await sleep(backoffWithJitter(i));
    }
  }
}

async function retryAfter(url) {
  for (let i = 0; i < 5; i++) {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (res.ok) return res;
    await sleep(Number(res.headers.get("retry-after")) * 1000);
  }
}

async function notARetry(items) {
  for (let i = 0; i < items.length; i++) {
    await sleep(100);
    await send(items[i]);
  }
}
