export function tagError(error: unknown, phase: string): never {
  if (error && typeof error === "object") {
    (error as { phase?: string }).phase = phase;
  }
  throw error;
}

export function logError(error: unknown, phase: string): void {
  console.error(phase, error);
}
