// fetch reached through a parameter default, and init objects whose spreads
// cannot add a signal.
export async function load(url: string, fetchFn: typeof fetch = fetch) {
  return fetchFn(url, { signal: AbortSignal.timeout(10_000) }); // want: RC101
}

export async function loadJS(url, doFetch = fetch) {
  return doFetch(url, { signal: AbortSignal.timeout(10_000) }); // want: RC101
}

export async function post(url: string, body?: string) {
  return fetch(url, { method: "POST", ...(body ? { body } : {}) }); // want: RC101
}

export async function patch(url: string, body?: string) {
  return fetch(url, { method: "PATCH", ...(body && { body }) }); // want: RC101
}

// a spread that may carry a signal, or a parameter without a fetch default:
// not reported
export async function withInit(url: string, init: RequestInit) {
  return fetch(url, { method: "GET", ...init });
}

export async function withSignal(url: string, signal?: AbortSignal) {
  return fetch(url, { ...(signal ? { signal } : {}) });
}

export async function custom(url: string, get: (u: string) => Promise<Response>) {
  return get(url);
}
