// A shared request helper that forwards its options to fetch: callers that
// pass no signal make an unbounded call.
export async function request(url: string, options?: RequestInit) {
  const res = await fetch(url, options); // want: RC101 whole-only
  return res.json();
}
