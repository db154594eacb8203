// Service classes that inject their fetch for tests (airtable-mcp-server's
// AirtableService shape): the default is the global fetch, with no signal.
export class Service {
  private readonly fetch: typeof fetch;
  constructor(private apiKey: string, fetchFn: typeof fetch = fetch) {
    this.fetch = fetchFn;
  }
  async get(path: string) {
    const r = await this.fetch("https://api.example.com" + path, { headers: { a: "b" } }); // want: RC101
    return r.json();
  }
  async call(path: string, options: RequestInit = {}) {
    const r = await this.fetch("https://api.example.com" + path, { ...options, headers: { a: "b" } }); // want: RC101 whole-only
    if (!r.ok) throw new Error("request failed: " + r.status);
    return r.json();
  }
  async create(name: string) {
    return this.call("/records", { method: "POST", body: JSON.stringify({ name }) });
  }
}

// A fallback to the global fetch when the options pass none.
export class Opts {
  private fetch: typeof fetch;
  constructor(opts: { fetch?: typeof fetch } = {}) {
    this.fetch = opts.fetch ?? globalThis.fetch;
  }
  async get(path: string) {
    const r = await this.fetch("https://api.example.com" + path, { headers: { a: "b" } }); // want: RC101
    return r.json();
  }
  async ok(path: string) {
    const r = await this.fetch("https://api.example.com" + path, { signal: AbortSignal.timeout(5000) });
    return r.json();
  }
}

// A parameter property whose default is the global fetch.
export class Prop {
  constructor(private readonly fetchImpl: typeof fetch = fetch) {}
  async get(path: string) {
    return (await this.fetchImpl("https://api.example.com" + path)).json(); // want: RC101
  }
}

// Clean look-alikes: a default that bounds every request, an injected fetch
// with no default (the caller's, unknown), a method named fetch.
declare function fetchWithTimeout(u: string, i?: RequestInit): Promise<Response>;

export class Bounded {
  private fetchImpl: typeof fetch;
  constructor(opts: { fetch?: typeof fetch } = {}) {
    this.fetchImpl = opts.fetch ?? fetchWithTimeout;
  }
  async get(path: string) {
    const r = await this.fetchImpl("https://api.example.com" + path, { headers: { a: "b" } });
    return r.json();
  }
}

export class Injected {
  constructor(private fetchFn: typeof fetch) {}
  async get(path: string) {
    const r = await this.fetchFn("https://api.example.com" + path, { headers: { a: "b" } });
    return r.json();
  }
}

export class Cached {
  async fetchRecords(path: string) {
    return [path];
  }
  async get(path: string) {
    return this.fetchRecords(path);
  }
}
