const axios = require("axios");

// ---- positives ----

async function a(url) {
  for (let i = 0; i < 3; i++) {
    try {
      return await fetch(url, { signal: AbortSignal.timeout(5000) });
    } catch (e) {
      await new Promise((r) => setTimeout(r, 500)); // want: RC302
    }
  }
}

async function b(send) {
  let attempt = 0;
  while (attempt < 5) { // want: RC302
    try {
      return await send();
    } catch (e) {
      attempt++;
    }
  }
}

async function c(url) {
  let wait = 200;
  for (let i = 0; i < 5; i++) {
    try {
      return await axios.post(url, {}, { timeout: 1000 });
    } catch (e) {
      await new Promise((r) => setTimeout(r, wait)); // want: RC302
      wait = wait * 2;
    }
  }
}

// ---- negatives ----

async function d(url) {
  for (let i = 0; i < 3; i++) {
    try {
      return await fetch(url, { signal: AbortSignal.timeout(5000) });
    } catch (e) {
      await new Promise((r) => setTimeout(r, Math.random() * 500 * 2 ** i));
    }
  }
}

async function e(url) {
  for (let i = 0; i < 3; i++) {
    try {
      return await fetch(url, { signal: AbortSignal.timeout(5000) });
    } catch (err) {
      await backoff(i);
    }
  }
}

async function f(url) {
  for (let i = 0; i < 3; i++) {
    try {
      return await fetch(url, { signal: AbortSignal.timeout(5000) });
    } catch (err) {
      throw err;
    }
  }
}
