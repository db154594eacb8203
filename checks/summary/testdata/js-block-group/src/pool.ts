// A pool of agents per API URL: the CA certificate is read when an URL is
// first seen and cached with its agents (the gitlab-mcp shape).
import * as fs from "node:fs";

export class Pool {
  private clients: Map<string, { ca?: Buffer }> = new Map();

  private createAgents(url: string): { ca?: Buffer } {
    const caPath = process.env.CA_CERT_PATH;
    return caPath ? { ca: fs.readFileSync(caPath) } : {};
  }

  private getOrCreate(url: string) {
    if (!this.clients.has(url)) {
      this.clients.set(url, this.createAgents(url));
    }
    return this.clients.get(url);
  }

  getAgent(url: string) {
    return this.getOrCreate(url);
  }
}

export const pool = new Pool();
