// Clean look-alikes: the same shapes where a caller bounds the options, or
// where the closure's own parameter (not the enclosing one) is spread.

async function boundedRequest(path: string, options: RequestInit = {}) {
  const call = async (baseUrl: string) => {
    const resp = await fetch(`${baseUrl}${path}`, { ...options, method: "GET" });
    return resp.json();
  };
  return call("https://api.example.com");
}

async function boundedDocs({ path, options = {} }: { path: string; options?: RequestInit }) {
  const resp = await fetch("https://docs.example.com" + path, { ...options });
  return resp.json();
}

async function shadowed(path: string, options: RequestInit = {}) {
  const send = async (options: RequestInit) => {
    const resp = await fetch("https://api.example.com" + path, { ...options });
    return resp.json();
  };
  return send({ signal: AbortSignal.timeout(5_000) });
}

export async function list() {
  await shadowed("/items");
  await boundedDocs({ path: "/sdk", options: { signal: AbortSignal.timeout(5_000) } });
  return boundedRequest("/items", { signal: AbortSignal.timeout(10_000) });
}

// The destructured options' default carries the signal: the caller that
// omits them gets it.
async function defaultedDocs({ path, options = { signal: AbortSignal.timeout(10_000) } }: { path: string; options?: RequestInit }) {
  const resp = await fetch("https://docs.example.com" + path, { ...options });
  return resp.json();
}

export async function listDefaulted() {
  return defaultedDocs({ path: "/guides" });
}

// The plain options parameter's default carries the signal.
async function defaultedRequest(path: string, options: RequestInit = { signal: AbortSignal.timeout(10_000) }) {
  const resp = await fetch("https://api.example.com" + path, { ...options });
  return resp.json();
}

export async function listDefaultedPlain() {
  return defaultedRequest("/items");
}
