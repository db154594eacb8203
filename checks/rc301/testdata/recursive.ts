// Retries written as recursion (recursive.go): the function calls itself
// again in its catch with an attempt counter moved by one.
import axios, { AxiosRequestConfig } from "axios";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class Api {
  private client = axios.create({ baseURL: "https://api.example.com", timeout: 10_000 });

  // ---- positives ----

  async makeRequest(body: unknown, retries = 3): Promise<unknown> {
    const requestConfig: AxiosRequestConfig = { method: "POST", url: "/", data: body };
    try {
      const res = await this.client.request(requestConfig); // want: RC301
      return res.data;
    } catch (err) {
      if (retries > 0) {
        await sleep(Math.random() * 1000);
        return this.makeRequest(body, retries - 1);
      }
      throw err;
    }
  }

  // ---- clean twins ----

  async getItem(id: string, retries = 3): Promise<unknown> {
    try {
      const res = await this.client.get(`/items/${id}`);
      return res.data;
    } catch (err) {
      if (retries > 0) {
        await sleep(Math.random() * 1000);
        return this.getItem(id, retries - 1);
      }
      throw err;
    }
  }

  async createAfterRefresh(body: unknown, attempt = 0): Promise<unknown> {
    try {
      const res = await this.client.post("/items", body);
      if (res.status === 401 && attempt < 1) {
        await this.refresh();
        return this.createAfterRefresh(body, attempt + 1);
      }
      return res.data;
    } catch (err) {
      throw err;
    }
  }

  private async refresh(): Promise<void> {}
}
