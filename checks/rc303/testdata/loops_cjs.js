// CommonJS forms of unbounded retries, as plain JavaScript services write them.
const pRetry = require("p-retry");
const retry = require("async-retry");
const axiosRetry = require("axios-retry");
const axios = require("axios");
const got = require("got");

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---- positives ----

async function doWhile(client) {
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

async function counterNeverChecked(api) {
  for (let i = 0; ; i++) { // want: RC303
    try {
      return await api.query(i);
    } catch {
      continue;
    }
  }
}

const withRetry = async (fn) => {
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

const bounded = () => pRetry(() => fetch("/x"), { retries: 5 });
const boundedAsync = () => retry(async () => got("/x"), { retries: 3 });
axiosRetry(axios, { retries: 3, retryDelay: axiosRetry.exponentialDelay });
const limited = got.extend({ retry: { limit: 2 } });

async function deadline(url) {
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

async function rethrows(url) {
  while (true) {
    try {
      return await axios.get(url, { timeout: 5000 });
    } catch (err) {
      throw err;
    }
  }
}

async function pollUntilReady(job) {
  // waits for a remote state, not a retry of a failure; with no cap or
  // deadline a job that never finishes holds the caller forever (poll.go)
  while (true) { // want: RC303
    const s = await job.status();
    if (s === "done") return s;
    await sleep(1000);
  }
}
