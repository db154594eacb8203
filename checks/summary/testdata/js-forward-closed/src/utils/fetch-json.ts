// A request helper that forwards what is left of its options to fetch; its
// only caller passes headers only, so nothing ever bounds the request: the
// defect is the helper's (a whole scan sees every caller).
export async function fetchJSON(url: string, options: { redact?: string[] } & RequestInit = {}) {
  const { redact = [], ...fetchOptions } = options;
  const response = await fetch(url, fetchOptions); // want: RC101 whole-only
  return response.json();
}
