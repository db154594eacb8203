// Wrapper clients of the repository: TicketsApi.ticketFor POSTs (a name no create guess reads); the
// read-only client's ticketFor of the same name only reads.
export class TicketsApi {
  async ticketFor(title: string) {
    const r = await fetch("https://tickets.example/api/tickets", { method: "POST", body: JSON.stringify({ title }), signal: AbortSignal.timeout(10000) });
    return r.json();
  }
}

export class ReadOnlyApi {
  async ticketFor(title: string) {
    const r = await fetch("https://tickets.example/api/tickets?title=" + title, { signal: AbortSignal.timeout(10000) });
    return r.json();
  }
}
