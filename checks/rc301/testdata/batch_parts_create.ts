// The defect twin of batch_parts.ts: the same batch of the callers' parts,
// in a file whose caller builds a POST part (an event insert): the retry
// re-sends that create.

interface Part { method: string; path: string; body?: unknown }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class Batcher {
  private readonly endpoint = "https://www.googleapis.com/batch/calendar/v3";

  async run(parts: Part[], attempt = 0): Promise<string> {
    try {
      const res = await fetch(this.endpoint, { // want: RC301
        method: "POST",
        headers: { "Content-Type": "multipart/mixed; boundary=b" },
        body: this.encode(parts),
        signal: AbortSignal.timeout(10_000),
      });
      return await res.text();
    } catch (err) {
      if (attempt < 3) {
        await sleep(1000 * 2 ** attempt);
        return this.run(parts, attempt + 1);
      }
      throw err;
    }
  }

  insertEvents(events: unknown[]) {
    return this.run(events.map((e) => ({ method: "POST", path: "/calendars/primary/events", body: e })));
  }

  private encode(parts: Part[]): string {
    return parts.map((p) => `--b\r\n${p.method} ${p.path}\r\n`).join("") + "--b--";
  }
}
