export const installHandler = async (args: any) => ({ ok: true, args });

export async function analyzeHandler(args: any) {
  return { ok: true, args };
}

// Called by the dispatcher as a helper, not looked up by name: no handler.
export function auditLog(name: string) {
  console.error(name);
}

// Exported, never registered: no handler.
export function formatReport(r: unknown) {
  return JSON.stringify(r);
}
