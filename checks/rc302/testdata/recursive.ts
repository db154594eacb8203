import axios from "axios";

const MAX_ATTEMPTS = 3;

// ---- positives: a function that retries by calling itself ----

export class Client {
  async handleRequest<T>(requestFn: () => Promise<T>, retryCount: number = 0): Promise<T> {
    try {
      return await requestFn();
    } catch (error) {
      if (axios.isAxiosError(error) && error.response?.status === 429 && retryCount < 3) {
        await new Promise((resolve) => setTimeout(resolve, 1000 * Math.pow(2, retryCount))); // want: RC302
        return this.handleRequest(requestFn, retryCount + 1);
      }
      throw error;
    }
  }

  async send(body: string, attempt: number): Promise<void> {
    try {
      const response = await fetch("https://example.com/ingest", { method: "POST", body, signal: AbortSignal.timeout(5000) });
      if (response.status >= 500 && attempt < MAX_ATTEMPTS) {
        return this.send(body, attempt + 1); // want: RC302
      }
    } catch {
      if (attempt < MAX_ATTEMPTS) {
        return this.send(body, attempt + 1); // want: RC302
      }
    }
  }
}

export async function fixedWait(url: string, attempts = 0): Promise<Response> {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(5000) });
  } catch (err) {
    if (attempts >= 3) throw err;
    await new Promise((r) => setTimeout(r, 500)); // want: RC302
    return fixedWait(url, attempts + 1);
  }
}

// ---- clean twins ----

export class JitterClient {
  async handleRequest<T>(requestFn: () => Promise<T>, retryCount: number = 0): Promise<T> {
    try {
      return await requestFn();
    } catch (error) {
      if (retryCount < 3) {
        const delay = Math.random() * 1000 * Math.pow(2, retryCount);
        await new Promise((resolve) => setTimeout(resolve, delay));
        return this.handleRequest(requestFn, retryCount + 1);
      }
      throw error;
    }
  }

  // the class's own method waits: it decides the delay
  async send(body: string, attempt: number): Promise<void> {
    try {
      await fetch("https://example.com/ingest", { method: "POST", body, signal: AbortSignal.timeout(5000) });
    } catch {
      if (attempt < MAX_ATTEMPTS) {
        await this.pause(attempt);
        return this.send(body, attempt + 1);
      }
    }
  }

  async pause(n: number) {
    await new Promise((r) => setTimeout(r, Math.random() * 100 * 2 ** n));
  }
}

// recursion on a page, not on a failure: not a retry
export async function allPages(url: string, page = 1): Promise<unknown[]> {
  const r = await fetch(`${url}?page=${page}`, { signal: AbortSignal.timeout(5000) });
  const items = await r.json();
  return items.length ? [...items, ...(await allPages(url, page + 1))] : [];
}

// a retry counter moved outside any failure path is not a retry
export async function chain(url: string, attempt = 0): Promise<void> {
  await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (attempt < 2) {
    await chain(url, attempt + 1);
  }
}

// ---- a loop whose waits differ by failure path: each is judged on its own ----

export class PathClient {
  private retryDelayMs = 500;

  async request(url: string) {
    for (let attempt = 0; attempt <= 3; attempt++) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), 5000); // a timeout, not a wait
      try {
        const response = await fetch(url, { signal: controller.signal });
        clearTimeout(timer);
        if (!response.ok) {
          const retryAfterMs = Number(response.headers.get("retry-after")) * 1000;
          if (attempt < 3 && response.status === 429) {
            await sleep(retryAfterMs);
            continue;
          }
          throw new Error("failed");
        }
        return response;
      } catch (error) {
        if (attempt < 3) {
          await sleep(this.retryDelayMs); // want: RC302
          continue;
        }
        throw error;
      }
    }
  }

  // clean twin: the fallback wait is randomised
  async requestJitter(url: string) {
    for (let attempt = 0; attempt <= 3; attempt++) {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
        if (!response.ok) {
          const retryAfterMs = Number(response.headers.get("retry-after")) * 1000;
          if (attempt < 3 && response.status === 429) {
            await sleep(retryAfterMs);
            continue;
          }
          throw new Error("failed");
        }
        return response;
      } catch (error) {
        if (attempt < 3) {
          await sleep(Math.random() * this.retryDelayMs);
          continue;
        }
        throw error;
      }
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
