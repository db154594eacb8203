export class ApiService {
  constructor(private base: string) {}

  async get(path: string) {
    const res = await fetch(this.base + path); // want: RC101
    return res.json();
  }

  async bounded(path: string) {
    return fetch(this.base + path, { signal: AbortSignal.timeout(5000) });
  }
}

export function createApiService(base: string): ApiService {
  return new ApiService(base);
}
