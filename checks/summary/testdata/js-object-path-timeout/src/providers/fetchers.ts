import { config, TIMEOUTS, tunable } from '../config/env.js';

export async function crawl(url: string) {
  const r = await fetch(url, { signal: AbortSignal.timeout(config.processing.crawl.timeout) }); // reported where env.ts binds it
  return r.text();
}

export async function search(url: string) {
  const r = await fetch(url, { signal: AbortSignal.timeout(config.search.brave.timeout) });
  return r.text();
}

export async function feed(url: string) {
  const r = await fetch(url, { signal: AbortSignal.timeout(TIMEOUTS.FEED_SLOW_MS) }); // reported where env.ts binds it
  return r.text();
}

export async function tuned(url: string) {
  const r = await fetch(url, { signal: AbortSignal.timeout(tunable.timeout) });
  return r.text();
}
