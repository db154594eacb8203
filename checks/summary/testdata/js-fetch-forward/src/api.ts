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
