// A multipart/mixed batch POST (Google's batch endpoint) whose parts come
// from the caller, in a file that builds only GET parts (google-calendar-mcp's
// BatchRequestHandler): the parts' methods are the callers', as for a request
// whose method the callers choose, and none shown here mutates: clean. A
// batch whose parts the function builds itself stays a POST (defect twin).

interface Part { method: string; path: string }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class Batcher {
  private readonly endpoint = "https://www.googleapis.com/batch/calendar/v3";

  // ---- clean: the callers' parts ----

  async run(parts: Part[], attempt = 0): Promise<string> {
    try {
      const body = this.encode(parts);
      const res = await fetch(this.endpoint, {
        method: "POST",
        headers: { "Content-Type": "multipart/mixed; boundary=b" },
        body,
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

  listEvents(ids: string[]) {
    return this.run(ids.map((id) => ({ method: "GET" as const, path: `/calendars/${id}/events` })));
  }

  // ---- defect: a batch the function builds itself, with no parameter ----

  async ping(attempt = 0): Promise<string> {
    try {
      const res = await fetch(this.endpoint, { // want: RC301
        method: "POST",
        headers: { "Content-Type": "multipart/mixed; boundary=b" },
        body: "--b\r\nPOST /calendars/primary/events\r\n--b--",
        signal: AbortSignal.timeout(10_000),
      });
      return await res.text();
    } catch (err) {
      if (attempt < 3) {
        await sleep(1000 * 2 ** attempt);
        return this.ping(attempt + 1);
      }
      throw err;
    }
  }

  private encode(parts: Part[]): string {
    return parts.map((p) => `--b\r\n${p.method} ${p.path}\r\n`).join("") + "--b--";
  }
}
