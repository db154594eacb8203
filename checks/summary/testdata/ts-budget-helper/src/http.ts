export async function getJSON(url: string) {
  const r = await fetch(url, { signal: AbortSignal.timeout(120_000) }); // want: RC104 whole-only
  return r.json();
}

export async function getQuick(url: string) {
  const r = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  return r.json();
}
