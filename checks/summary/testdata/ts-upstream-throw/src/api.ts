async function request(path: string): Promise<unknown> {
  const res = await fetch(`https://api.example.com${path}`, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) {
    const body = await res.text();
    throw new Error(`API error ${res.status}: ${body}`); // want: RC402 whole-only
  }
  return res.json();
}

export async function getThing(id: string): Promise<unknown> {
  return request(`/things/${id}`);
}

export async function getQuiet(id: string): Promise<unknown> {
  const res = await fetch(`https://api.example.com/quiet/${id}`, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) {
    throw new Error(`quiet lookup failed: ${await res.text()}`);
  }
  return res.json();
}

export async function getStatus(id: string): Promise<unknown> {
  const res = await fetch(`https://api.example.com/status/${id}`, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) {
    throw new Error(`status lookup failed with HTTP ${res.status}`);
  }
  return res.json();
}

export async function passOn(id: string): Promise<unknown> {
  // The API's own error, passed on as the whole message, as an SDK raises it.
  const res = await fetch(`https://api.example.com/pass/${id}`, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) {
    const errorText = await res.text();
    throw new Error(errorText || res.statusText);
  }
  return res.json();
}

function apiError(message: string, status: number, body: string): Error {
  return Object.assign(new Error(message), { status, body });
}

export async function detailed(id: string): Promise<unknown> {
  // The body goes into a field of the error, not into its message.
  const res = await fetch(`https://api.example.com/detailed/${id}`, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) {
    const body = await res.text();
    throw apiError(`request failed (${res.status})`, res.status, body);
  }
  return res.json();
}
