// The caller's own file shows the origin (fetch in its try): xfacts.ErrPass.
export function getErrorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error); // want: RC402 whole-only
}
