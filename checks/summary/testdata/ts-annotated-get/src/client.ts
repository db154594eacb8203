// A repository client whose get() sends a request, and a settings class
// whose get() reads its own map.
export class ApiClient {
  constructor(private base: string) {}

  async get(path: string): Promise<unknown> {
    const r = await fetch(this.base + path, { signal: AbortSignal.timeout(10000) });
    if (!r.ok) {
      throw new Error(`GET ${this.base}${path} failed: ${r.status} ${await r.text()}`);
    }
    return r.json();
  }
}

export class Settings {
  private values: Record<string, string> = { region: "eu" };

  get(key: string): string {
    return this.values[key] ?? "";
  }
}
