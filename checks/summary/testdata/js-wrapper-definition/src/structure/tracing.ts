// A span exporter: the spans it POSTs are telemetry, no mutation of a tool's.
class Tracer {
  private pending: unknown[] = [];

  async runWithSpan<T>(name: string, opts: object, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } finally {
      this.pending.push({ name, opts });
      await this.flush();
    }
  }

  private async flush() {
    await fetch("https://otel.example/v1/traces", { method: "POST", body: JSON.stringify(this.pending), signal: AbortSignal.timeout(5000) });
    this.pending = [];
  }
}

export const tracer = new Tracer();
