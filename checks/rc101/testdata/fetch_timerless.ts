// An AbortController that only the fetch's own function aborts, after the
// awaited fetch has settled, bounds nothing while the request waits.
export async function downloadImage(url: string, budget: number): Promise<ArrayBuffer | null> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal }); // want: RC101
  const length = Number(response.headers.get("Content-Length") ?? "0");
  if (length > budget) {
    controller.abort();
    return null;
  }
  return await response.arrayBuffer();
}

// ---- clean look-alikes ----

// A timer aborts it: the request is bounded.
export async function timed(url: string): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 10_000);
  try {
    return await fetch(url, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

// The controller goes to a helper that may arm a timer.
declare function armTimeout(c: AbortController, ms: number): void;

export async function handedOn(url: string): Promise<Response> {
  const controller = new AbortController();
  armTimeout(controller, 5_000);
  return await fetch(url, { signal: controller.signal });
}

// Aborted from an event: another task may cancel it while it waits.
export async function cancellable(url: string, button: EventTarget): Promise<Response> {
  const controller = new AbortController();
  button.addEventListener("click", () => controller.abort());
  return await fetch(url, { signal: controller.signal });
}
