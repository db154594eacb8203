// A parsed error body's curated fields (Jira's ErrorCollection:
// errorMessages and errors, messages the API writes for its caller) joined
// into the thrown message are not the raw body (fetcherr's curatedVars);
// the same helper throwing the body's text, or a variable that holds the
// whole parsed body, still leaks.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "j", version: "1" });

interface JiraErrorResponse {
  errorMessages?: string[];
  errors?: Record<string, string>;
}

// clean: only errorMessages and errors of the parsed body reach the throw
async function getIssue(key: string): Promise<unknown> {
  const response = await fetch(`https://jira.example/rest/api/3/issue/${key}`, { signal: AbortSignal.timeout(5_000) });
  if (response.ok) {
    return response.json();
  }
  let detail = "";
  try {
    const body = (await response.json()) as JiraErrorResponse;
    const messages = [...(body.errorMessages ?? []), ...Object.values(body.errors ?? {})].filter(Boolean);
    if (messages.length > 0) {
      detail = `: ${messages.join("; ")}`;
    }
  } catch {
    // not JSON
  }
  throw new Error(`Jira API error (${response.status})${detail}`);
}

// leaks: the whole parsed body goes into the detail
async function getProject(key: string): Promise<unknown> {
  const response = await fetch(`https://jira.example/rest/api/3/project/${key}`, { signal: AbortSignal.timeout(5_000) });
  if (response.ok) {
    return response.json();
  }
  let detail = "";
  const body = await response.json();
  detail = `: ${JSON.stringify(body)}`;
  throw new Error(`Jira API error (${response.status})${detail}`);
}

// leaks: the detail comes from a helper the file does not show to be curated
async function getBoard(id: string): Promise<unknown> {
  const response = await fetch(`https://jira.example/rest/agile/1.0/board/${id}`, { signal: AbortSignal.timeout(5_000) });
  if (response.ok) {
    return response.json();
  }
  const body = await response.json();
  const detail = describe(body.errorMessages, body);
  throw new Error(`Jira API error (${response.status}): ${detail}`);
}

function describe(messages: string[] | undefined, body: unknown): string {
  return messages?.length ? messages.join("; ") : String(body);
}

server.tool("issue", "Issue", {}, async () => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await getIssue("A-1")) }] };
  } catch (e) {
    return { content: [{ type: "text", text: `failed: ${(e as Error).message}` }], isError: true };
  }
});

server.tool("project", "Project", {}, async () => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await getProject("A")) }] };
  } catch (e) {
    return { content: [{ type: "text", text: `failed: ${(e as Error).message}` }], isError: true }; // want: RC402
  }
});

server.tool("board", "Board", {}, async () => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await getBoard("1")) }] };
  } catch (e) {
    return { content: [{ type: "text", text: `failed: ${(e as Error).message}` }], isError: true }; // want: RC402
  }
});
