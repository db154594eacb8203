// Request options spread from a field the constructor sets: the field's
// object literal is read, so a spread that brings no signal bounds nothing.
export class Http {
  private readonly defaultRequest: RequestInit;

  constructor(token: string) {
    this.defaultRequest = {
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    };
  }

  async make(url: string, method: string) {
    const options: RequestInit = { ...this.defaultRequest, method };
    return fetch(url, options); // want: RC101
  }
}

export class BoundedHttp {
  private readonly defaults: RequestInit;

  constructor() {
    this.defaults = { signal: AbortSignal.timeout(10_000) };
  }

  async make(url: string) {
    return fetch(url, { ...this.defaults, method: "GET" });
  }
}

export class InjectedHttp {
  private readonly defaults: RequestInit;

  constructor(defaults: RequestInit) {
    // what the caller passes is not known: it may carry a signal
    this.defaults = defaults;
  }

  async make(url: string) {
    return fetch(url, { ...this.defaults, method: "GET" });
  }
}
