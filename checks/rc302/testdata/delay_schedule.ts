// A retry loop over a written-out schedule of delays, bounded by its length
// (sena-labs/replicate-mcp-server src/replicate.ts:653).
const RETRY_DELAYS_MS = [500, 1500] as const;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---- positive ----
export async function download(url: string): Promise<ArrayBuffer> {
  let lastErr: unknown;
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      return await res.arrayBuffer();
    } catch (err) {
      lastErr = err;
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) break;
      await sleep(delay); // want: RC302
    }
  }
  throw lastErr;
}

// ---- clean look-alike: walking a list of URLs by index ----
export async function firstReachable(urls: string[]): Promise<Response | undefined> {
  for (let i = 0; i < urls.length; i++) {
    try {
      return await fetch(urls[i], { signal: AbortSignal.timeout(5_000) });
    } catch {
      await sleep(100);
    }
  }
  return undefined;
}
