import CircuitBreaker from "opossum";
import { circuitBreaker, handleAll, ConsecutiveBreaker, retry, wrap, ExponentialBackoff } from "cockatiel";
import axios from "axios";

const WEATHER_URL = process.env.WEATHER_URL ?? "https://api.weather.example/v1";
const SEARCH_URL = process.env.SEARCH_URL || "https://search.example/api";
const NEWS_URL = "https://news.example/headlines";
const DYNAMIC_URL = process.env.DYNAMIC_URL!;

async function getJson(url: string): Promise<unknown> {
  const r = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  return r.json();
}

const shared = new CircuitBreaker(getJson, { timeout: 10_000 });
const weatherBreaker = new CircuitBreaker(getJson, { name: "weather" });
const searchBreaker = new CircuitBreaker(getJson, { name: "search" });
const inline = new CircuitBreaker(async () => (await fetch(`${WEATHER_URL}/now`, { signal: AbortSignal.timeout(5_000) })).json());
const policy = circuitBreaker(handleAll, { halfOpenAfter: 10_000, breaker: new ConsecutiveBreaker(5) });
const composed = wrap(retry(handleAll, { maxAttempts: 3, backoff: new ExponentialBackoff() }), circuitBreaker(handleAll, { halfOpenAfter: 5_000, breaker: new ConsecutiveBreaker(3) }));
const policy2 = circuitBreaker(handleAll, { halfOpenAfter: 10_000, breaker: new ConsecutiveBreaker(5) });

class Holder {
  private breaker = new CircuitBreaker(getJson);
  async a() {
    await this.breaker.fire(`${WEATHER_URL}/a`);
    return this.breaker.fire(NEWS_URL); // want: RC403
  }
}

// ---- positives ----

export async function forecast() {
  return shared.fire(`${WEATHER_URL}/forecast`);
}
export async function search(q: string) {
  return shared.fire(`${SEARCH_URL}?q=${q}`); // want: RC403
}
export async function inlineAndFire() {
  return inline.fire(NEWS_URL); // want: RC403
}
export async function cockatielShared() {
  await policy.execute(() => fetch(NEWS_URL, { signal: AbortSignal.timeout(1_000) }));
  return policy.execute(async () => axios.get("https://tickets.example/api", { timeout: 1_000 })); // want: RC403
}
export async function composedShared() {
  await composed.execute(() => axios.get(`${WEATHER_URL}/x`, { timeout: 1_000 }));
  await composed.execute(() => axios.get(`${WEATHER_URL}/y`, { timeout: 1_000 }));
  return composed.execute(() => axios.post("https://billing.example/charge", {}, { timeout: 1_000 })); // want: RC403
}
export async function keywordish() {
  const a = await policy2.execute(() => getJson("https://one.example/"));
  const b = await policy2.execute(() => fetch("https://one.example/x", { signal: AbortSignal.timeout(1_000) }));
  const c = await policy2.execute(() => fetch(`https://two.example/y`, { signal: AbortSignal.timeout(1_000) })); // want: RC403
  return [a, b, c];
}
async function guarded(b: CircuitBreaker, url: string) {
  return b.fire(url);
}
export async function viaHelper() {
  await guarded(weatherBreaker, `${WEATHER_URL}/forecast`);
  return guarded(weatherBreaker, NEWS_URL); // want: RC403
}

// ---- negatives ----

export async function own() {
  await weatherBreaker.fire(`${WEATHER_URL}/a`);
  await weatherBreaker.fire(`${WEATHER_URL}/b`);
  await searchBreaker.fire(SEARCH_URL);
  await searchBreaker.fire(`${SEARCH_URL}/more`);
  await searchBreaker.fire(DYNAMIC_URL); // host unknown
}
export async function dynamic(url: string) {
  return searchBreaker.fire(url);
}
const notABreaker = { fire: (u: string) => u };
notABreaker.fire("https://x.example/");
notABreaker.fire("https://y.example/");
const fakePolicy = { execute: (fn: () => unknown) => fn() };
fakePolicy.execute(() => fetch("https://x.example/", { signal: AbortSignal.timeout(1) }));
fakePolicy.execute(() => fetch("https://y.example/", { signal: AbortSignal.timeout(1) }));
export async function relative() {
  await searchBreaker.fire("/api/local");
}
