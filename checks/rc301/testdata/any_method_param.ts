// Retried requests whose method is a parameter of the request helper or of
// the function enclosing a retrier's callback (jsanymethod.go).

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface RetryHandler {
  execute<T>(fn: () => Promise<T>): Promise<T>;
}

interface RequestOptions {
  method: string;
  path: string;
  body?: unknown;
}

// ---- positives ----

export class Desk {
  constructor(private retrier: RetryHandler) {}

  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    return this.retrier.execute(async () => {
      const init: RequestInit = { method: method, headers: { "Content-Type": "application/json" } };
      if (body) init.body = JSON.stringify(body);
      const res = await fetch(`https://desk.example.com${path}`, init); // want: RC301
      return (await res.json()) as T;
    });
  }

  async createTicket(data: unknown) {
    return this.request("POST", "/tickets", data); // want: RC301
  }
}

export class Pve {
  async request<T>(method: string, path: string): Promise<T> {
    let last: unknown;
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const res = await this.fetchUrl(`https://pve.example.com${path}`, method); // want: RC301
        if (res.ok) return (await res.json()) as T;
        if ([502, 503, 504].includes(res.status)) continue;
        throw new Error(`HTTP ${res.status}`);
      } catch (e) {
        last = e;
        await sleep(Math.random() * 500);
      }
    }
    throw last;
  }

  private async fetchUrl(url: string, method: string): Promise<Response> {
    return fetch(url, { method, signal: AbortSignal.timeout(10_000) });
  }

  async cloneVm(id: string) {
    return this.request("POST", `/nodes/pve/qemu/${id}/clone`); // want: RC301
  }
}

export class Cams {
  async request<T>(options: RequestOptions): Promise<T> {
    return (await this.requestWithMeta<T>(options)).data;
  }

  async requestWithMeta<T>(options: RequestOptions): Promise<{ data: T }> {
    const fetchOptions: RequestInit = { method: options.method };
    for (let attempt = 0; attempt <= 3; attempt++) {
      try {
        const res = await this.fetchWithTimeout(`https://cams.example.com${options.path}`, fetchOptions); // want: RC301
        if (res.ok) return { data: (await res.json()) as T };
      } catch (e) {
        if (attempt === 3) throw e;
      }
      await sleep(Math.random() * 1000 * 2 ** attempt);
    }
    throw new Error("gave up");
  }

  private async fetchWithTimeout(url: string, options: RequestInit): Promise<Response> {
    return fetch(url, { ...options, signal: AbortSignal.timeout(5_000) });
  }

  async post<T>(path: string, body: unknown) {
    return this.request<T>({ method: "POST", path, body });
  }
}

// ---- clean twins ----

// Every caller reads.
export class DeskReader {
  constructor(private retrier: RetryHandler) {}

  async request<T>(method: string, path: string): Promise<T> {
    return this.retrier.execute(async () => {
      const res = await fetch(`https://desk.example.com${path}`, { method });
      return (await res.json()) as T;
    });
  }

  async getTicket(id: string) {
    return this.request("GET", `/tickets/${id}`);
  }
}

// The method is the retried function's own: it always reads.
export class PveReader {
  async status<T>(path: string): Promise<T> {
    const method = "GET";
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const res = await fetch(`https://pve.example.com${path}`, { method });
        if (res.ok) return (await res.json()) as T;
      } catch (e) {
        await sleep(Math.random() * 500);
      }
    }
    throw new Error("down");
  }
}

// Not a retrier: a job queue's execute runs the callback once.
export class Queue {
  constructor(private jobs: { execute<T>(fn: () => Promise<T>): Promise<T> }) {}

  async request<T>(method: string, path: string): Promise<T> {
    return this.jobs.execute(async () => (await fetch(path, { method })).json() as Promise<T>);
  }

  async create() {
    return this.request("POST", "/things");
  }
}

// Re-sent only after answers by which the upstream says it did nothing (429,
// 503), named through a constant set.
const RETRYABLE_STATUSES = new Set([429, 503]);

export class Tracker {
  async request<T>(method: string, path: string): Promise<T> {
    const init: RequestInit = { method, signal: AbortSignal.timeout(10_000) };
    for (let attempt = 0; attempt <= 3; attempt++) {
      const res = await fetch(`https://tracker.example.com${path}`, init);
      if (res.ok) return (await res.json()) as T;
      if (RETRYABLE_STATUSES.has(res.status) && attempt < 3) {
        await sleep(Math.random() * 1000 * 2 ** attempt);
        continue;
      }
      throw new Error(`HTTP ${res.status}`);
    }
    throw new Error("gave up");
  }

  async addComment(id: string) {
    return this.request("POST", `/issues/${id}/comments`);
  }
}

// ---- positive twin: a 502 may follow work the upstream did ----

const RETRYABLE_CODES = new Set([429, 502, 503]);

export class Tracker2 {
  async request<T>(method: string, path: string): Promise<T> {
    const init: RequestInit = { method, signal: AbortSignal.timeout(10_000) };
    for (let attempt = 0; attempt <= 3; attempt++) {
      const res = await fetch(`https://tracker.example.com${path}`, init); // want: RC301
      if (res.ok) return (await res.json()) as T;
      if (RETRYABLE_CODES.has(res.status) && attempt < 3) {
        await sleep(Math.random() * 1000 * 2 ** attempt);
        continue;
      }
      throw new Error(`HTTP ${res.status}`);
    }
    throw new Error("gave up");
  }

  async addComment(id: string) {
    return this.request("POST", `/issues/${id}/comments`); // want: RC301
  }
}
