// The creating callers of a retried helper whose method they choose are
// reported where they hand it the POST (jscallers.go), as well as the
// helper's send; a caller of a read (a search), of a PATCH, or with an
// idempotency key is not.

const BASE = "https://api.example.com";

async function fetchWithRetry<T>(url: string, options: RequestInit): Promise<T> {
  let last: unknown;
  for (let attempt = 0; attempt <= 3; attempt++) {
    try {
      const res = await fetch(url, options); // want: RC301
      if (res.ok) return (await res.json()) as T;
      if (res.status < 500) throw new Error(String(res.status));
    } catch (err) {
      last = err;
      await new Promise((r) => setTimeout(r, Math.random() * 500 * 2 ** attempt));
    }
  }
  throw last;
}

export async function createDeal(properties: Record<string, string>) {
  return fetchWithRetry(`${BASE}/crm/v3/objects/deals`, { method: "POST", body: JSON.stringify({ properties }) }); // want: RC301
}

// ---- clean twins ----

export async function searchDeals(query: string) {
  return fetchWithRetry(`${BASE}/crm/v3/objects/deals/search`, { method: "POST", body: JSON.stringify({ query }) });
}

export async function updateDeal(id: string, properties: Record<string, string>) {
  return fetchWithRetry(`${BASE}/crm/v3/objects/deals/${id}`, { method: "PATCH", body: JSON.stringify({ properties }) });
}

export async function createNote(body: string, key: string) {
  return fetchWithRetry(`${BASE}/notes`, { method: "POST", headers: { "Idempotency-Key": key }, body });
}

export async function updateDealStage(id: string, stage: string) {
  // an update through POST: a repeat sets the same fields
  return fetchWithRetry(`${BASE}/deals/${id}`, { method: "POST", body: JSON.stringify({ stage }) });
}

export async function post<T>(path: string, body: unknown): Promise<T> {
  // a generic verb helper: its creates are its callers'
  return fetchWithRetry<T>(`${BASE}${path}`, { method: "POST", body: JSON.stringify(body) });
}
