const CircuitBreaker = require("opossum");
const { circuitBreaker, handleAll, ConsecutiveBreaker } = require("cockatiel");
const got = require("got");

const API_A = "https://a.example/api";
const API_B = process.env.API_B ?? "https://b.example/api";

const one = new CircuitBreaker((url) => got(url, { timeout: { request: 5000 } }).json());
const two = new CircuitBreaker(async () => got(`${API_A}/x`, { timeout: { request: 5000 } }));
const pol = circuitBreaker(handleAll, { halfOpenAfter: 1000, breaker: new ConsecutiveBreaker(3) });
const pol2 = circuitBreaker(handleAll, { halfOpenAfter: 1000, breaker: new ConsecutiveBreaker(3) });
const own = new CircuitBreaker((url) => got(url, { timeout: { request: 5000 } }).json());

// ---- positives ----
async function p1() {
  await one.fire(`${API_A}/users`);
  return one.fire(API_B + "/users"); // want: RC403
}
async function p2() {
  return two.fire(API_B); // want: RC403
}
async function p3() {
  await pol.execute(() => got.get(API_A, { timeout: { request: 1000 } }));
  return pol.execute(() => got.post(`${API_B}/x`, { timeout: { request: 1000 } })); // want: RC403
}
async function p4() {
  await pol2.execute(function () {
    return fetch("https://c.example/", { signal: AbortSignal.timeout(1000) });
  });
  await pol2.execute(function () { // want: RC403
    return fetch("https://d.example/", { signal: AbortSignal.timeout(1000) });
  });
}

// ---- negatives ----
async function n1(path) {
  await own.fire(`${API_A}/${path}`);
  await own.fire(`${API_A}/other`);
  await own.fire(path);
}
