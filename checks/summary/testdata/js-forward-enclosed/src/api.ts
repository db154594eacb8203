// Options forwarded into fetch from where the helper's own parameter list
// does not name them: a closure of the function that takes them
// (plagness/Telegram-MCP's apiRequest -> call), and a property destructured
// from an object parameter (pubnub-mcp-server's makeDocsRequest).

async function apiRequest(path: string, options: RequestInit = {}) {
  const headers = { "content-type": "application/json" };
  const call = async (baseUrl: string) => {
    const resp = await fetch(`${baseUrl}${path}`, { ...options, headers }); // want: RC101 whole-only
    return resp.json();
  };
  try {
    return await call("https://api.example.com");
  } catch {
    return call("https://legacy.example.com");
  }
}

type DocsProps = { path: string; args: unknown; options?: RequestInit };

async function makeDocsRequest({ path, args, options = {} }: DocsProps) {
  const resp = await fetch("https://docs.example.com" + path, { method: "GET", ...options }); // want: RC101 whole-only
  return resp.json();
}

export async function getUpdates() {
  return apiRequest("/v1/updates");
}

export async function sendMessage(text: string) {
  return apiRequest("/v1/messages", { method: "POST", body: JSON.stringify({ text }) });
}

export async function sdkDocs(language: string) {
  return makeDocsRequest({ path: "/sdk", args: { language } });
}

export async function howTo(topic: string) {
  return makeDocsRequest({ path: "/how-to", args: { topic } });
}
