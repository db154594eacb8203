// Error mappers the CLI wrappers hand their caught error to (railway's
// analyzeRailwayError): known failures get fixed guidance, the rest the
// CLI error's own text.
export function analyzeCliError(error: unknown, command: string): never {
  const err = error as { message?: string; stderr?: string };
  if ((err.stderr || "").includes("not logged in")) {
    throw new Error("Not logged in: run 'cli login' first");
  }
  if (err.message) {
    throw new Error(`CLI error: ${err.message}`);
  }
  throw new Error(`CLI command '${command}' failed`);
}

export function mapCliError(error: unknown): never {
  // Clean twin: every branch throws a fixed message.
  const err = error as { stderr?: string };
  if ((err.stderr || "").includes("not logged in")) {
    throw new Error("Not logged in: run 'cli login' first");
  }
  throw new Error("CLI command failed");
}
