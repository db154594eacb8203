// `await this.attempt<T>(...)`: tree-sitter-typescript parses a call with
// type arguments under await as a call of `await this.attempt`; it is still
// the awaited outbound call a retry loop repeats (ashrocket/monday-mcp
// src/client.ts, backoffMs = Math.min(500 * 2 ** attempt, 8_000)).

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class MondayClient {
  // ---- positive ----
  async query<T>(document: string, maxRetries = 3): Promise<T> {
    let lastError: unknown;
    for (let attempt = 0; attempt <= maxRetries; attempt += 1) {
      try {
        return await this.attempt<T>(document);
      } catch (error) {
        lastError = error;
        if (attempt === maxRetries) break;
        const wait = Math.min(500 * 2 ** attempt, 8_000);
        await sleep(wait); // want: RC302
      }
    }
    throw lastError;
  }

  // ---- clean look-alike: full jitter ----
  async queryJittered<T>(document: string, maxRetries = 3): Promise<T> {
    let lastError: unknown;
    for (let attempt = 0; attempt <= maxRetries; attempt += 1) {
      try {
        return await this.attempt<T>(document);
      } catch (error) {
        lastError = error;
        if (attempt === maxRetries) break;
        await sleep(Math.random() * Math.min(500 * 2 ** attempt, 8_000));
      }
    }
    throw lastError;
  }

  private async attempt<T>(document: string): Promise<T> {
    const res = await fetch("https://api.monday.com/v2", {
      method: "POST",
      body: JSON.stringify({ query: document }),
      signal: AbortSignal.timeout(10_000),
    });
    return (await res.json()) as T;
  }
}
