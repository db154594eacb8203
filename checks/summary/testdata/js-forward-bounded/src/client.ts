// A client whose fetch spreads the options two methods down; every call
// that reaches it passes a signal.
export class Client {
  async request(path: string, options: RequestInit = {}) {
    return fetch("https://api.example.com" + path, { ...options });
  }

  async requestJSON(path: string, options: RequestInit = {}) {
    const r = await this.request(path, options);
    return r.json();
  }

  async whoami(signal: AbortSignal) {
    return this.requestJSON("/me", { signal });
  }
}

export const client = new Client();
