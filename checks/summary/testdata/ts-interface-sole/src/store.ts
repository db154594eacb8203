import type { IStore, IRepo, INotes } from "./types.js";

const BASE = "https://tickets.example.com/api";

export class Store implements IStore {
  async create(title: string) {
    const r = await fetch(`${BASE}/tickets`, {
      method: "POST",
      body: JSON.stringify({ title }),
      signal: AbortSignal.timeout(10_000),
    });
    return r.json();
  }

  async get(id: string) {
    const r = await fetch(`${BASE}/tickets/${id}`, { signal: AbortSignal.timeout(10_000) });
    return r.json();
  }
}

export class Repo implements IRepo {
  async insert(row: string) {
    const r = await fetch(`${BASE}/rows`, { method: "POST", body: row, signal: AbortSignal.timeout(10_000) });
    return r.json();
  }
}

export class MockRepo implements IRepo {
  async insert(row: string) {
    return { row };
  }
}

export class NotesA implements INotes {
  async add(text: string) {
    const r = await fetch(`${BASE}/notes`, { method: "POST", body: text, signal: AbortSignal.timeout(10_000) });
    return r.json();
  }
}

export class NotesB implements INotes {
  async add(text: string) {
    return { text };
  }
}
