// Loops that move on each pass are not retries: the next call is a different
// one (the next page, chunk or redirect target).
export async function follow(url: string): Promise<Response> {
  for (let redirects = 0; redirects < 5; redirects++) {
    try {
      const res = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(5_000) });
      if (res.status < 300 || res.status >= 400) return res;
      url = res.headers.get("location")!;
    } catch {
      // fall through to the pause
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("too many redirects");
}

export async function listAll(client: Client): Promise<Item[]> {
  const out: Item[] = [];
  let pageToken: string | undefined;
  while (true) {
    try {
      const page = await client.list({ pageToken });
      out.push(...page.items);
      if (!page.nextPageToken) return out;
      pageToken = page.nextPageToken;
    } catch {
      // fall through to the pause
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function readAll(reader: ReadableStreamDefaultReader<Uint8Array>) {
  while (true) {
    try {
      const { done, value } = await reader.read();
      if (done) return;
      emit(value);
    } catch {
      // fall through to the pause
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

// walks a linked list of mirrors: the header moves to the next node, so each
// fetch asks another host.
export async function firstMirror(head: Mirror) {
  for (let m = head; ; m = m.next) {
    const target = m.url + "/health";
    try {
      return await fetch(target, { signal: AbortSignal.timeout(2_000) });
    } catch {
      if (!m.next) throw new Error("no mirror answers");
    }
  }
}
