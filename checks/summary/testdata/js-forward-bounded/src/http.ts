// Clean look-alikes: helpers that forward their options to fetch, where the
// callers bound them.
export async function getJSON(url: string, init: RequestInit = {}) {
  const { headers, ...rest } = init;
  const res = await fetch(url, { ...rest, headers: { ...headers, accept: "application/json" } });
  return res.json();
}

export class Api {
  async get(path: string, init?: RequestInit) {
    return fetch("https://api.example.com" + path, init);
  }
}
