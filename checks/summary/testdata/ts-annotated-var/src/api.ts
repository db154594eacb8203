// The repository's API client: fetchItems() calls the API with axios, whose
// errors carry the request URL; cleanup() removes a socket file with
// blocking fs calls; label() computes.
import axios from "axios";
import fs from "fs";

export class ApiClient {
  async fetchItems(): Promise<unknown> {
    const res = await axios.get("https://api.example.com/items", { timeout: 5000 });
    return res.data;
  }

  cleanup(path: string): void {
    if (fs.existsSync(path)) {
      fs.unlinkSync(path);
    }
  }

  label(s: string): string {
    return s.trim();
  }
}
