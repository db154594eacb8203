// CommonJS forms of retried non-idempotent requests.
const axios = require("axios");
const axiosRetry = require("axios-retry");
const pRetry = require("p-retry");
const got = require("got");

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---- positives ----

async function fetchPost(order) {
  for (let i = 0; i < 3; i++) {
    try {
      const res = await fetch(ORDERS_URL, { // want: RC301
        method: "POST",
        body: JSON.stringify(order),
        signal: AbortSignal.timeout(5000),
      });
      if (res.ok) return res.json();
    } catch (e) {
      await sleep(Math.random() * 500);
    }
  }
}

async function axiosPost(payment) {
  let attempt = 0;
  while (attempt < 4) {
    try {
      return await axios.post(PAY_URL, payment, { timeout: 5000 }); // want: RC301
    } catch (e) {
      attempt++;
      await sleep(Math.random() * 100 * 2 ** attempt);
    }
  }
}

const charge = (body) => pRetry(() => axios.post(PAY_URL, body, { timeout: 5000 }), { retries: 3 }); // want: RC301

axiosRetry(axios, { retries: 3, retryCondition: () => true }); // want: RC301

const retrying = got.extend({ retry: { limit: 2, methods: ["GET", "POST"] } }); // want: RC301

// ---- negatives ----

async function withKey(payment, key) {
  let attempt = 0;
  while (attempt < 4) {
    try {
      return await axios.post(PAY_URL, payment, { timeout: 5000, headers: { "Idempotency-Key": key } });
    } catch (e) {
      attempt++;
      await sleep(Math.random() * 100 * 2 ** attempt);
    }
  }
}

const readOnly = (id) => pRetry(() => axios.get(`${ORDERS_URL}/${id}`, { timeout: 5000 }), { retries: 3 });

axiosRetry(axios, { retries: 3, retryCondition: axiosRetry.isNetworkOrIdempotentRequestError });

const safeGot = got.extend({ retry: { limit: 2, methods: ["GET", "PUT"] } });

async function putIsIdempotent(doc) {
  for (let i = 0; i < 3; i++) {
    try {
      return await axios.put(`${DOCS_URL}/${doc.id}`, doc, { timeout: 5000 });
    } catch (e) {
      await sleep(Math.random() * 300);
    }
  }
}

async function postOnce(order) {
  return axios.post(ORDERS_URL, order, { timeout: 5000 });
}
