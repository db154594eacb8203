const BASE = "https://api.example.com";

export async function getJSON(path: string) {
  const r = await fetch(BASE + path); // want: RC101
  return r.json();
}

export async function getBounded(path: string) {
  const r = await fetch(BASE + path, { signal: AbortSignal.timeout(10_000) });
  return r.json();
}
