const BASE = "https://tickets.example.com/api";

export class Tickets {
  async create(title: string) {
    const r = await fetch(`${BASE}/tickets`, {
      method: "POST",
      body: JSON.stringify({ title }),
      signal: AbortSignal.timeout(10_000),
    });
    return r.json();
  }

  async rename(id: string, title: string) {
    const r = await fetch(`${BASE}/tickets/${id}`, {
      method: "PUT",
      body: JSON.stringify({ title }),
      signal: AbortSignal.timeout(10_000),
    });
    return r.json();
  }
}

export const tickets = new Tickets();
