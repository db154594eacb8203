// Delays that honour Retry-After when the server sends it and otherwise back
// off exponentially with no random part (fallbackdelay.go), and a sleep
// helper that takes an AbortSignal.

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function parseRetryAfter(v: string): number | null {
  const n = Number(v);
  return Number.isNaN(n) ? null : n * 1000;
}

// ---- positives ----

export async function headerOrGrow(url: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (response.status === 429) {
      const retryAfter = response.headers.get("Retry-After");
      const delay = retryAfter ? parseInt(retryAfter, 10) * 1000 : 1000 * 2 ** attempt;
      await new Promise((resolve) => setTimeout(resolve, delay)); // want: RC302
      continue;
    }
    return response.json();
  }
  throw new Error("rate limited");
}

export async function signalSleep(url: string, init: RequestInit) {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(5000) });
      if (response.status >= 500) {
        let retryDelay = 500 * Math.pow(2, attempt);
        const retryAfter = response.headers.get("Retry-After");
        if (retryAfter) {
          const parsed = parseRetryAfter(retryAfter);
          if (parsed !== null) retryDelay = Math.min(parsed, 30_000);
        }
        await sleep(retryDelay, init.signal ?? undefined); // want: RC302
        continue;
      }
      return response;
    } catch (error) {
      if (attempt === 2) throw error;
      await sleep(1000, init.signal ?? undefined); // want: RC302
    }
  }
  throw new Error("unreachable");
}

// ---- negatives ----

export async function headerOrJitter(url: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (response.status === 429) {
      const retryAfter = response.headers.get("Retry-After");
      const delay = retryAfter ? parseInt(retryAfter, 10) * 1000 : Math.random() * 1000 * 2 ** attempt;
      await new Promise((resolve) => setTimeout(resolve, delay));
      continue;
    }
    return response.json();
  }
  throw new Error("rate limited");
}

export async function headerOrFixed(url: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (response.status === 429) {
      const retryAfter = response.headers.get("Retry-After");
      const delay = retryAfter ? parseInt(retryAfter, 10) * 1000 : 2000;
      await new Promise((resolve) => setTimeout(resolve, delay));
      continue;
    }
    return response.json();
  }
  throw new Error("rate limited");
}
