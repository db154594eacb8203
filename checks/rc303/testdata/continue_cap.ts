// Class of real code (airtable-mcp-server's request): a 429 loop whose only
// way back to the top is a continue guarded by the attempt counter; any
// other answer leaves the loop (throw or return), so it stops after
// maxAttempts retries.
declare function sleep(ms: number): Promise<void>;

export async function cappedByContinue(url: string) {
  let attempt = 0;
  const maxAttempts = 5;
  while (true) {
    const res = await fetch(url);
    if (res.status === 429 && attempt < maxAttempts) {
      attempt++;
      await sleep(500 * 2 ** attempt);
      continue;
    }
    if (!res.ok) throw new Error(`status ${res.status}`);
    return res.json();
  }
}

// The look-alike: the continue is guarded by the status alone, so a server
// that keeps answering 429 is asked forever.
export async function uncappedContinue(url: string) {
  while (true) { // want: RC303
    const res = await fetch(url);
    if (res.status === 429) {
      await sleep(1000);
      continue;
    }
    if (!res.ok) throw new Error(`status ${res.status}`);
    return res.json();
  }
}
