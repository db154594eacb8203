// A retried fetch whose init object comes from the caller (jsanymethod.go).

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class Notion {
  private maxRetries = 3;

  // ---- positives ----

  async request<T>(path: string, init: RequestInit = {}): Promise<T> {
    for (let attempt = 0; attempt <= this.maxRetries; attempt++) {
      try {
        const res = await fetch(`https://api.example.com${path}`, { ...init, signal: AbortSignal.timeout(10_000) }); // want: RC301
        if (res.ok) return (await res.json()) as T;
      } catch (err) {
        if (attempt >= this.maxRetries) throw err;
      }
      await sleep(Math.random() * 1000 * 2 ** attempt);
    }
    throw new Error("gave up");
  }

  async createPage(body: unknown) {
    return this.request("/pages", { method: "POST", body: JSON.stringify(body) }); // want: RC301
  }

  async send(endpoint: string, options: RequestInit = {}, retryCount = 0): Promise<unknown> {
    try {
      return await (await fetch(endpoint, options)).json(); // want: RC301
    } catch (err) {
      if (retryCount < 3) {
        await sleep(Math.random() * 1000);
        return this.send(endpoint, options, retryCount + 1);
      }
      throw err;
    }
  }

  async updateTask(id: string, body: unknown) {
    return this.send(`/tasks/${id}`, { method: "PATCH", body: JSON.stringify(body) });
  }
}

// ---- clean twins ----

export class Reader {
  async request<T>(path: string, init: RequestInit = {}): Promise<T> {
    for (let attempt = 0; attempt <= 3; attempt++) {
      try {
        const res = await fetch(`https://api.example.com${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
        if (res.ok) return (await res.json()) as T;
      } catch (err) {
        if (attempt >= 3) throw err;
      }
      await sleep(Math.random() * 1000 * 2 ** attempt);
    }
    throw new Error("gave up");
  }

  async getPage(id: string) {
    return this.request(`/pages/${id}`, { method: "GET" });
  }

  async search(q: string) {
    return this.request(`/pages?q=${q}`);
  }
}
