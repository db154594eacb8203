import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';

async function parseResponseBody(response) {
  const contentType = response.headers.get('content-type');
  if (contentType?.includes('application/json')) {
    try {
      return await response.json();
    } catch {
      return {};
    }
  }
  return response.text();
}

function statusLine(response) {
  return `${response.status} ${response.statusText}`;
}

export async function adminRequest(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10000) });
  const responseBody = await parseResponseBody(response);
  if (!response.ok) {
    throw new Error(`Admin API error: ${response.status}. ${responseBody}`); // want: RC402 whole-only
  }
  return responseBody;
}

// Clean look-alike: the helper's value is a fixed status line, no body.
export async function pingRequest(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10000) });
  if (!response.ok) {
    throw new Error(`Ping failed: ${statusLine(response)}`);
  }
  return 'ok';
}

// A failure helper (every call is on the response's failure branch): the
// body in an McpError's message reaches the client; in its data only, an
// McpServer tool's client never sees it (mcperr).
async function handleErrorResponse(response) {
  const errorText = await response.text();
  if (response.status === 400) {
    throw new McpError(ErrorCode.InvalidParams, `API request failed: ${errorText}`); // want: RC402
  }
  throw new McpError(ErrorCode.InternalError, 'API request failed', { cause: errorText });
}

export async function apiRequest(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10000) });
  if (!response.ok) {
    await handleErrorResponse(response);
  }
  return response.json();
}
