// A retry loop whose attempt runs a method of the class that POSTs a GraphQL
// document (localsend.go): ashrocket/monday-mcp src/client.ts:148.
export class Client {
  constructor(private url: string) {}

  private async attempt<T>(document: string, variables: unknown): Promise<T> {
    const response = await fetch(this.url, {
      method: 'POST',
      body: JSON.stringify({ query: document, variables }),
      signal: AbortSignal.timeout(10_000),
    });
    return (await response.json()) as T;
  }

  async request<T>(document: string, variables: unknown): Promise<T> {
    for (let i = 0; i < 3; i++) {
      try {
        return await this.attempt<T>(document, variables); // want: RC301
      } catch (err) {
        await new Promise((r) => setTimeout(r, Math.random() * 1000 * 2 ** i));
      }
    }
    throw new Error('failed');
  }

  // ---- clean look-alike: the helper reads ----

  private async load(id: string): Promise<unknown> {
    const response = await fetch(`${this.url}/items/${id}`, { signal: AbortSignal.timeout(10_000) });
    return response.json();
  }

  async get(id: string): Promise<unknown> {
    for (let i = 0; i < 3; i++) {
      try {
        return await this.load(id);
      } catch (err) {
        await new Promise((r) => setTimeout(r, Math.random() * 1000 * 2 ** i));
      }
    }
    throw new Error('failed');
  }
}
