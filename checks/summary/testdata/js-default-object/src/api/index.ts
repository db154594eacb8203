// A module whose default export is an object of its functions.
async function issueRequest(endpoint: string, params: Record<string, string>) {
  const response = await fetch(`https://api.example.com/${endpoint}?${new URLSearchParams(params)}`); // want: RC101
  return response.json();
}

async function health() {
  const response = await fetch("https://api.example.com/health", { signal: AbortSignal.timeout(2_000) });
  return response.ok;
}

export default {
  issueRequest,
  ping: health,
};
