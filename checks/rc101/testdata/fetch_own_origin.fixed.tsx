// Stands for browser front-end code (React pages and hooks of an MCP server's
// web UI) that calls its own origin by a relative path, and reads blob: URLs
// it made itself: no upstream of a service is called, so RC101 stays quiet.
// Absolute and protocol-relative URLs are still reported.
import { useEffect, useState } from 'react';

export function SessionBadge({ id }: { id: string }) {
  const [ok, setOk] = useState(false);
  useEffect(() => {
    fetch('/api/session', { credentials: 'include' }).then((r) => setOk(r.ok));
    fetch(`/api/items/${id}`).then((r) => r.json());
  }, [id]);
  return ok ? 'signed in' : 'signed out';
}

export async function signOut() {
  const path = '/api/logout';
  await fetch(path, { method: 'POST' });
}

export async function loadFrame(src: URL, frame: HTMLIFrameElement) {
  if (src.protocol === 'blob:') {
    const res = await fetch(src.href);
    frame.srcdoc = await res.text();
  }
  await fetch('data:text/plain,hello');
  if (src.protocol !== 'blob:') {
    await fetch(src.href, { signal: AbortSignal.timeout(10_000) }); // want: RC101 low
  }
}

export async function remote(base: string) {
  await fetch('https://api.example.org/v1/status', { signal: AbortSignal.timeout(10_000) }); // want: RC101 low
  await fetch('//cdn.example.org/manifest.json', { signal: AbortSignal.timeout(10_000) }); // want: RC101 low
  await fetch(`${base}/api/items`, { signal: AbortSignal.timeout(10_000) }); // want: RC101 low
}

// A base path kept in a constant, and a choice between two relative paths.
const API_BASE = '/api';
const UPSTREAM = 'https://api.example.com';

export async function listRequests(sourceId?: string) {
  const url = sourceId ? `${API_BASE}/requests?source_id=${sourceId}` : `${API_BASE}/requests`;
  await fetch(url);
  await fetch(`${API_BASE}/sources`);
  await fetch(`${UPSTREAM}/sources`, { signal: AbortSignal.timeout(10_000) }); // want: RC101 low
  await fetch(sourceId ? `${UPSTREAM}/x` : '/api/x', { signal: AbortSignal.timeout(10_000) }); // want: RC101 low
}
