// A message built up piece by piece (`msg += ...`) carries every piece: the
// upstream's error body appended to a status line (brave-search's
// BraveAPI.issueRequest) leaks as a template holding it would; a message
// that appends only the status, the reason phrase or the server's own hint
// does not (clean twins). Packages checks/rc402 (appended),
// checks/facts/retval (Appended) and checks/facts/fetcherr.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "a", version: "1" });

async function issueRequest(path: string): Promise<unknown> {
  const response = await fetch(`https://api.example.com/${path}`, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) {
    let errorMessage = `${response.status} ${response.statusText}`;
    try {
      const responseBody = await response.json();
      errorMessage += `\n${JSON.stringify(responseBody)}`;
    } catch (error) {
      errorMessage += `\n${await response.text()}`;
    }
    throw new Error(errorMessage); // want: RC402
  }
  return response.json();
}

async function issueQuiet(path: string): Promise<unknown> {
  const response = await fetch(`https://api.example.com/${path}`, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) {
    let errorMessage = `request failed: ${response.status}`;
    errorMessage += ` (${response.statusText})`;
    if (response.status === 401) {
      errorMessage += " - check the API key";
    }
    throw new Error(errorMessage);
  }
  return response.json();
}

// Clean twin: the body is appended only when it is short (rollbar's
// makeRollbarRequest, a blind-set clean row): the code's choice to show a
// short upstream message.
async function issueShort(path: string): Promise<unknown> {
  const response = await fetch(`https://api.example.com/${path}`, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) {
    const errorText = await response.text();
    let errorMessage = `API error: ${response.status}`;
    if (errorText && errorText.length < 200) {
      errorMessage += ` - ${errorText}`;
    }
    throw new Error(errorMessage);
  }
  return response.json();
}

server.tool("short_raw", { q: z.string() }, async ({ q }) => {
  const r = await issueShort(`short?q=${q}`);
  return { content: [{ type: "text", text: JSON.stringify(r) }] };
});

server.tool("search", { q: z.string() }, async ({ q }) => {
  try {
    const r = await issueRequest(`search?q=${q}`);
    return { content: [{ type: "text", text: JSON.stringify(r) }] };
  } catch (error) {
    return { isError: true, content: [{ type: "text", text: `Error: ${(error as Error).message}` }] }; // want: RC402
  }
});

server.tool("quiet", { q: z.string() }, async ({ q }) => {
  try {
    const r = await issueQuiet(`search?q=${q}`);
    return { content: [{ type: "text", text: JSON.stringify(r) }] };
  } catch (error) {
    return { isError: true, content: [{ type: "text", text: `Error: ${(error as Error).message}` }] };
  }
});

server.tool("search_raw", { q: z.string() }, async ({ q }) => {
  const r = await issueRequest(`raw?q=${q}`); // the SDK sends the error's message to the client
  return { content: [{ type: "text", text: JSON.stringify(r) }] };
});

server.tool("quiet_raw", { q: z.string() }, async ({ q }) => {
  const r = await issueQuiet(`raw?q=${q}`);
  return { content: [{ type: "text", text: JSON.stringify(r) }] };
});
