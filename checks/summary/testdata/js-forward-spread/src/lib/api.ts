// Request helpers that build the fetch init in a local by spreading their
// options parameter (pubnub-mcp-server's makeRequest, mcp-server-redmine's
// performRequest): the local holds the caller's options plus headers, so
// the callers are what bounds the request, and none of them passes a signal.
const BASE = "https://api.example.com";

export async function makeRequest<T>(path: string, options: RequestInit = {}): Promise<T> {
  const requestOptions: RequestInit = {
    ...options,
    headers: { "Content-Type": "application/json", ...options.headers },
  };
  const response = await fetch(BASE + path, requestOptions); // want: RC101 whole-only
  return (await response.json()) as T;
}

export async function performRequest<T>(path: string, options?: RequestInit): Promise<T> {
  const defaultOptions: RequestInit = {
    method: "GET",
    headers: { Accept: "application/json" },
  };
  const init: RequestInit = { ...defaultOptions, ...options, headers: { Accept: "application/json" } };
  const response = await fetch(BASE + path, init); // want: RC101 whole-only
  return (await response.json()) as T;
}

// Clean twins: the local gets its own signal after the literal, or the
// defaults it spreads carry one.
export async function boundedRequest<T>(path: string, options: RequestInit = {}): Promise<T> {
  const requestOptions: RequestInit = { ...options, headers: { Accept: "application/json" } };
  requestOptions.signal = AbortSignal.timeout(10_000);
  const response = await fetch(BASE + path, requestOptions);
  return (await response.json()) as T;
}

export async function defaultedRequest<T>(path: string, options: RequestInit = {}): Promise<T> {
  const defaults: RequestInit = { signal: AbortSignal.timeout(10_000) };
  const init: RequestInit = { ...defaults, ...options };
  const response = await fetch(BASE + path, init);
  return (await response.json()) as T;
}
