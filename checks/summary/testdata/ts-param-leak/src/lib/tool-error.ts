// Helpers handed the raw error a tool catches: the text they build from
// their parameter is the callers' caught error's (package errparam).
export function handleToolError(error: unknown, toolName: string) {
  const message = error instanceof Error ? error.message : String(error);
  return { content: [{ type: "text", text: `${toolName} failed: ${message}` }], isError: true }; // want: RC402 whole-only
}

export function formatError(error: unknown): string {
  return `Error: ${error instanceof Error ? error.message : String(error)}`; // want: RC402 whole-only
}

// Called only with errors of local parsing: nothing to report.
export function formatParseError(error: unknown) {
  return { content: [{ type: "text", text: `bad input: ${(error as Error).message}` }], isError: true };
}
