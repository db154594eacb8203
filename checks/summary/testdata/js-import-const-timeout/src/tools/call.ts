import { EXTERNAL_TOOL_CALL_TIMEOUT_MSEC, QUICK_MSEC, CHANGING_MSEC, WAIT_SECONDS } from '../mcp/index.js';

export async function callRemote(url: string) {
  const r = await fetch(url, { signal: AbortSignal.timeout(EXTERNAL_TOOL_CALL_TIMEOUT_MSEC) }); // reported where const.ts binds it
  return r.text();
}

export async function callQuick(url: string) {
  const r = await fetch(url, { signal: AbortSignal.timeout(QUICK_MSEC) });
  return r.text();
}

export async function callChanging(url: string) {
  const r = await fetch(url, { signal: AbortSignal.timeout(CHANGING_MSEC) });
  return r.text();
}

export async function callOptions(client: { callTool: (a: unknown, b: unknown) => Promise<unknown> }) {
  return client.callTool({ name: 'x' }, { timeout: EXTERNAL_TOOL_CALL_TIMEOUT_MSEC }); // the same constant: one finding there
}

export async function callSeconds(url: string) {
  const r = await fetch(url, { signal: AbortSignal.timeout(WAIT_SECONDS) });
  return r.text();
}
