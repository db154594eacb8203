const BASE = "https://api.example.com";

export async function load(id) {
  const r = await fetch(`${BASE}/items/${id}`, { signal: AbortSignal.timeout(5000) }); // want: RC404
  return r.json();
}
export async function save(id, body) {
  return fetch(`${BASE}/items/${id}`, { method: "PUT", body, signal: AbortSignal.timeout(5000) });
}
