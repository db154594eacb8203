import post, { request, getJSON, ping } from "./api";

export async function tools(url: string) {
  await request("https://api.example.com/items"); // want: RC101
  await request(url, { method: "DELETE" }); // want: RC101
  await request(url, { signal: AbortSignal.timeout(5000) });
  await getJSON(url); // want: RC101
  await getJSON(url, { signal: AbortSignal.timeout(5000) });
  await ping(); // want: RC101 diff-only
  await post(url, { a: 1 }); // want: RC101
  await post(url, { a: 1 }, { signal: AbortSignal.timeout(1000) });
}

export async function passOn(url: string, init: RequestInit) {
  return request(url, init);
}

import { registerRoutes, fetchAll } from "./api";

export function setup(app: any) {
  registerRoutes(app);
  return fetchAll(["https://a.example.com"]); // want: RC101 diff-only
}
