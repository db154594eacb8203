// A file that defines its own fetch wrapper: calls to it are not the global fetch.
async function fetch(url) {
  return globalFetchWithTimeout(url);
}

fetch('/api/items');
fetch('/api/other', { method: 'POST' });
