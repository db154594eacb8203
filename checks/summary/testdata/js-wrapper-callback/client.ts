// A service class whose every request runs in a callback handed to a retry
// wrapper (mcp-server-trello's handleRequest): the wrapper awaits the
// callback, so the POST inside it is what the method does.
export class Client {
  private async handleRequest<T>(requestFn: () => Promise<T>, retries = 0): Promise<T> {
    try {
      return await requestFn();
    } catch (e) {
      if (retries < 3) return this.handleRequest(requestFn, retries + 1);
      throw new Error("request failed");
    }
  }

  async addCard(name: string) {
    return this.handleRequest(async () => {
      const r = await fetch("https://api.example.com/cards", { method: "POST", body: name, signal: AbortSignal.timeout(5000) });
      return r.json();
    });
  }

  async addNote(name: string) {
    const r = await withRetry(() => fetch("https://api.example.com/notes", { method: "POST", body: name, signal: AbortSignal.timeout(5000) }));
    return r.json();
  }

  // Look-alike: a callback left to a timer runs after the method returns.
  async later(name: string) {
    setTimeout(() => fetch("https://api.example.com/later", { method: "POST", body: name, signal: AbortSignal.timeout(5000) }), 1000);
    return "scheduled";
  }
}

async function withRetry<T>(fn: () => Promise<T>): Promise<T> {
  return fn();
}
