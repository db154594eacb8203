// A shared request helper that forwards its options to fetch.
export async function request(url: string, options?: RequestInit) {
  const res = await fetch(url, options);
  return res.json();
}

export async function getJSON(url: string, opts?: RequestInit) {
  return request(url, { ...opts, headers: { accept: "application/json" } });
}

export async function ping() {
  return fetch("https://status.example.com/health"); // want: RC101
}

export default async function post(url: string, body: unknown, init?: RequestInit) {
  return request(url, { ...init, method: "POST", body: JSON.stringify(body) });
}

// Registering a route makes no call: the handler does, later, per request.
export function registerRoutes(app: any) {
  app.get("/proxy", async (req: any) => {
    return fetch("https://upstream.example.com" + req.path); // want: RC101
  });
}

export function fetchAll(urls: string[]) {
  return Promise.all(urls.map((u) => fetch(u))); // want: RC101
}
