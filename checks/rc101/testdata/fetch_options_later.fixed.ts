// Class of real code: the request options are built as a literal, and the
// abort signal is set on them afterwards (requestOptions.signal =
// controller.signal, with a timer that aborts): the fetch is bounded.
export async function callApi(url: string, timeoutMs: number): Promise<string> {
  const requestOptions: RequestInit = { method: "GET", headers: { Accept: "application/json" } };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  requestOptions.signal = controller.signal;
  try {
    const response = await fetch(url, requestOptions);
    return await response.text();
  } finally {
    clearTimeout(timer);
  }
}

// True look-alike: the field set afterwards is another one; no signal.
export async function postApi(url: string, body: unknown): Promise<string> {
  const requestOptions: RequestInit = { method: "POST", signal: AbortSignal.timeout(10_000) };
  requestOptions.body = JSON.stringify(body);
  const response = await fetch(url, requestOptions); // want: RC101
  return await response.text();
}

// True look-alike: the signal is set only after the fetch has started.
export async function lateSignal(url: string): Promise<string> {
  const opts: RequestInit = { method: "GET", signal: AbortSignal.timeout(10_000) };
  const pending = fetch(url, opts); // want: RC101
  opts.signal = AbortSignal.timeout(10_000);
  return await (await pending).text();
}
