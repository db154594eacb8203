// Helpers handed the raw error a tool catches: the text they build from
// their parameter is the callers' caught error's (package errparam).
export function handleToolError(error: unknown, toolName: string) {
  const message = error instanceof Error ? error.message : String(error);
  return { content: [{ type: "text", text: `${toolName} failed: ${message}` }], isError: true }; // want: RC402
}

export function formatError(error: unknown): string {
  return `Error: ${error instanceof Error ? error.message : String(error)}`; // want: RC402 whole-only
}

// Called only with errors of local parsing: the summaries find no origin,
// but the file alone cannot tell its callers apart from the handler's: a
// shared error helper's error parameter in a tool result is low, of unknown
// origin (rc402 unknown_param.go; the summaries do not yet drop it when they
// read every caller). Above, the whole scan's medium replaces the low one.
export function formatParseError(error: unknown) {
  return { content: [{ type: "text", text: `bad input: ${(error as Error).message}` }], isError: true }; // want: RC402
}
