// The client's post() hands { method: "POST" } to its request helper.
export class HttpClient {
  constructor(private base: string) {}

  private async requestWithMiddleware(req: { method: string; path: string | string[]; body?: unknown }) {
    const path = Array.isArray(req.path) ? req.path.join("/") : req.path;
    const r = await fetch(this.base + "/" + path, { method: req.method, body: JSON.stringify(req.body), signal: AbortSignal.timeout(10000) });
    return r.json();
  }

  async post(path: string | string[], body?: unknown) {
    return this.requestWithMiddleware({ method: "POST", path, body });
  }
}
