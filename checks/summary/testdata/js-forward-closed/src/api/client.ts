// An API client whose one fetch spreads the options it is handed, two
// methods down: requestJSON passes its options on to request, and no call
// of either ever carries a signal.
export class Client {
  async request(path: string, options: RequestInit = {}) {
    return fetch("https://api.example.com" + path, { ...options, headers: { accept: "application/json" } }); // want: RC101 whole-only
  }

  async requestJSON(path: string, options: RequestInit = {}) {
    const r = await this.request(path, options);
    return r.json();
  }

  async whoami() {
    return this.requestJSON("/me");
  }

  async issues() {
    return this.requestJSON("/issues", { method: "GET" });
  }
}
