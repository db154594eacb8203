// A timeout held in an attribute the class binds once (a constructor's
// assignment, with the fallback for an option the caller leaves out, or a
// class field) is judged by that value, reported where it is bound.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "api", version: "1.0.0" });

class ApiClient {
  private readonly timeoutMs: number;
  private pollMs = 90_000; // want: RC104
  private quickMs = 5_000;

  constructor(private base: string, opts: { timeoutMs?: number } = {}) {
    this.timeoutMs = opts.timeoutMs ?? 120_000; // want: RC104
  }

  async get(path: string): Promise<string> {
    const r = await fetch(this.base + path, { signal: AbortSignal.timeout(this.timeoutMs) });
    return r.text();
  }

  async poll(path: string): Promise<string> {
    const r = await fetch(this.base + path, { signal: AbortSignal.timeout(this.pollMs) });
    return r.text();
  }

  async ping(): Promise<string> {
    const r = await fetch(this.base + "/ping", { signal: AbortSignal.timeout(this.quickMs) });
    return r.text();
  }
}

const api = new ApiClient("https://api.example.com");

server.tool("get", "Gets", {}, async () => {
  const out = await api.get("/x"); // want: RC104
  return { content: [{ type: "text", text: out }] };
});

server.tool("poll", "Polls", {}, async () => {
  const out = await api.poll("/x"); // want: RC104
  return { content: [{ type: "text", text: out }] };
});

server.tool("ping", "Pings", {}, async () => {
  const out = await api.ping();
  return { content: [{ type: "text", text: out }] };
});
