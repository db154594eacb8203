// A service class that spreads the caller's request init into fetch.
export default class AppService {
  public constructor(protected readonly endpoint: string) {}

  public async info(app: string, requestInit: Omit<RequestInit, "body" | "method"> = {}) {
    const response = await fetch(`${this.endpoint}/apps/${app}`, { // want: RC101 whole-only
      ...requestInit,
      method: "GET",
    });
    return response.json();
  }
}
