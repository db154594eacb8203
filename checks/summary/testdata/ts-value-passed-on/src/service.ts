import { Client } from "./client.js";

export class Service {
  private client = new Client();

  async rows(table: string) {
    const result = await this.client.rows(table);
    return { table, result };
  }

  async fixed(table: string) {
    return this.client.fixed(table);
  }
}
