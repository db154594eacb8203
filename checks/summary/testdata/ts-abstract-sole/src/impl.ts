import { Store, Queue } from "./base.js";

const BASE = "https://tickets.example.com/api";

export class HttpStore extends Store {
  async create(title: string) {
    const r = await fetch(`${BASE}/tickets`, { method: "POST", body: JSON.stringify({ title }), signal: AbortSignal.timeout(10_000) });
    return r.json();
  }
}

export class QueueA extends Queue {
  async push(item: string) {
    const r = await fetch(`${BASE}/queue/a`, { method: "POST", body: item, signal: AbortSignal.timeout(10_000) });
    return r.json();
  }
}

export class QueueB extends Queue {
  async push(item: string) {
    return { item };
  }
}
