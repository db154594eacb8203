import { api, ApiClient } from "./client";

export class Tools {
  private client: ApiClient;
  constructor() {
    this.client = new ApiClient("https://other.example.com");
  }

  async one() {
    await this.client.get("/one"); // want: RC101 diff-only
    await this.client.bounded("/one");
    return api.get("/two"); // want: RC101 diff-only
  }
}
