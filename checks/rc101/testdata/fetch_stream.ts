// Stands for fetch calls whose response body is streamed or handed on unread:
// a release download piped to a file, a proxy that relays the upstream
// response to its client, a helper that returns the Response. An
// AbortSignal.timeout also ends the reading of the body, so a 10 s limit would
// cut a slow download or a long event stream: the fix is offered as unsafe.
// Responses read whole in the same function keep a safe fix.
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';

export async function download(url: string, dest: string) {
  const res = await fetch(url); // want: RC101 fix:unsafe
  await pipeline(res.body as any, createWriteStream(dest));
}

export async function relay(target: string, init: { method: string }) {
  const upstream = await fetch(target, { method: init.method }); // want: RC101 fix:unsafe
  return proxyResponse(upstream);
}

export async function raw(url: string) {
  return fetch(url); // want: RC101 fix:unsafe
}

export async function wrapped(url: string) {
  const r = await fetch(url, { headers: { accept: 'text/event-stream' } }); // want: RC101 fix:unsafe
  return new Response(r.body, { status: r.status });
}

export async function whole(url: string) {
  const res = await fetch(url, { method: 'GET' }); // want: RC101 fix:safe
  if (!res.ok) throw new Error(`status ${res.status}`);
  return res.json();
}

export async function text(url: string) {
  const body = await fetch(url).then((r) => r.text()); // want: RC101 fix:safe
  return body;
}

declare function proxyResponse(r: Response): Response;
