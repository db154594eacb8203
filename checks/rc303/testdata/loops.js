const axios = require("axios");
const { setTimeout: wait } = require("node:timers/promises");

// ---- positives ----

async function a(url) {
  while (true) { // want: RC303
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      return await res.json();
    } catch (e) {
      await wait(Math.random() * 1000);
    }
  }
}

async function b(http, body) {
  while (1) { // want: RC303
    try {
      return await http.post("/jobs", body, { timeout: 5000 });
    } catch (_) {}
  }
}

async function c(operation) {
  for (;;) { // want: RC303
    try {
      return await operation();
    } catch (err) {
      console.log("retrying", err.message);
    }
  }
}

async function d(url) {
  let n = 0;
  while (true) { // want: RC303
    try {
      const r = await axios.get(url, { timeout: 1000 });
      if (r.status === 200) break;
    } catch {
      n++;
    }
    await wait(Math.random() * 100);
  }
}

// ---- negatives ----

async function e(url) {
  for (let i = 0; i < 3; i++) {
    try {
      return await axios.get(url, { timeout: 1000 });
    } catch {
      await wait(Math.random() * 100);
    }
  }
}

async function f(url, signal) {
  while (true) {
    try {
      return await axios.get(url, { timeout: 1000 });
    } catch (err) {
      if (signal.aborted) throw err;
      await wait(Math.random() * 100);
    }
  }
}

async function g(url) {
  let retries = 5;
  while (retries-- > 0) {
    try {
      return await axios.get(url, { timeout: 1000 });
    } catch {
      await wait(Math.random() * 100);
    }
  }
}

async function h(stream) {
  while (true) {
    try {
      const chunk = await stream.read();
      handle(chunk);
    } catch (e) {
      log(e);
    }
  }
}
