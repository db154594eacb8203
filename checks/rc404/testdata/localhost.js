export async function health() {
  return fetch("http://localhost:3000/health", { signal: AbortSignal.timeout(1000) });
}
