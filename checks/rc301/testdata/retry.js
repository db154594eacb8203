const axios = require("axios");
const got = require("got");

// ---- positives ----

async function a(body) {
  let attempt = 0;
  while (true) {
    try {
      return await got.post(URL, { json: body, timeout: { request: 5000 } }); // want: RC301
    } catch (e) {
      if (++attempt > 3) throw e;
    }
  }
}

async function b(data) {
  for (let i = 0; i < 3; i++) {
    try {
      return await axios.request({ method: "PATCH", url: URL, data, timeout: 5000 }); // want: RC301
    } catch (e) {
      await new Promise((r) => setTimeout(r, Math.random() * 300));
    }
  }
}

async function c(httpClient, data) {
  for (let i = 0; i < 3; i++) {
    try {
      const res = await httpClient.post("/orders", data); // want: RC301
      return res.data;
    } catch (e) {
      await new Promise((r) => setTimeout(r, Math.random() * 300));
    }
  }
}

// ---- negatives ----

async function d(data, key) {
  for (let i = 0; i < 3; i++) {
    try {
      return await axios.post(URL, data, { headers: { "idempotency-key": key }, timeout: 5000 });
    } catch (e) {
      await new Promise((r) => setTimeout(r, Math.random() * 300));
    }
  }
}

async function e(data) {
  for (let i = 0; i < 3; i++) {
    try {
      return await axios.delete(URL, { timeout: 5000 });
    } catch (err) {
      await new Promise((r) => setTimeout(r, Math.random() * 300));
    }
  }
}

function f(list) {
  return list.map((x) => axios.post(URL, x, { timeout: 5000 }));
}
