// A helper that falls back to a long default for an options member its
// caller leaves undefined: `args.timeoutMs ?? DEFAULT_TIMEOUT_MS`.
const DEFAULT_TIMEOUT_MS = 300_000;
const QUICK_TIMEOUT_MS = 10_000;

export async function runPrediction(args: { model: string; timeoutMs?: number }): Promise<string> {
  const timeoutMs = args.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const r = await fetch("https://api.example.com/run/" + args.model, { signal: AbortSignal.timeout(timeoutMs) }); // want: RC104 whole-only
  return r.text();
}

export async function quickPrediction(args: { model: string; timeoutMs?: number }): Promise<string> {
  const timeoutMs = args.timeoutMs ?? QUICK_TIMEOUT_MS;
  const r = await fetch("https://api.example.com/quick/" + args.model, { signal: AbortSignal.timeout(timeoutMs) });
  return r.text();
}
