// Builds the request init from a signal the caller owns.
export async function generateRequestInit(signal?: AbortSignal): Promise<RequestInit> {
  return { signal, headers: { Authorization: "Bearer x" } };
}
