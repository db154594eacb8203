import nodeFetch, { RequestInit as NodeInit } from "node-fetch";

// A service that injects node-fetch through a constructor parameter whose
// default is the import (Jweib/airtable-mcp-sse's AirtableService): the
// default decides what this.fetch holds, and node-fetch has no timeout.
export class TableService {
  private readonly fetch: typeof nodeFetch;
  constructor(private apiKey: string, fetch: typeof nodeFetch = nodeFetch) {
    this.fetch = fetch;
  }
  private async fetchFromAPI(endpoint: string, options: NodeInit = {}) {
    const response = await this.fetch(`https://api.example.com${endpoint}`, { // want: RC101 whole-only
      ...options,
      headers: { Authorization: `Bearer ${this.apiKey}` },
    });
    return response.json();
  }
  async listBases() {
    return this.fetchFromAPI("/v0/meta/bases");
  }
  async deleteRecord(id: string) {
    return this.fetchFromAPI(`/v0/records/${id}`, { method: "DELETE" });
  }
}

// Clean: the injected fetch's default is a wrapper that bounds each request.
const fetchWithTimeout = (url: string, init: NodeInit = {}) => nodeFetch(url, { ...init, signal: AbortSignal.timeout(10_000) as any });

export class BoundedService {
  private readonly fetch: typeof nodeFetch;
  constructor(fetch: typeof nodeFetch = fetchWithTimeout as typeof nodeFetch) {
    this.fetch = fetch;
  }
  private async get(endpoint: string, options: NodeInit = {}) {
    const response = await this.fetch(`https://api.example.com${endpoint}`, { ...options });
    return response.json();
  }
  async listBases() {
    return this.get("/v0/meta/bases");
  }
}
