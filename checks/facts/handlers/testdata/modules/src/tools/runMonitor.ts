// The run_monitor tool.
export const method = "runMonitor";
export const description = "Run a monitor";

export async function handler(args: { id: string }) {
  const r = await fetch(`https://api.example/monitors/${args.id}`, { signal: AbortSignal.timeout(5000) });
  return { content: [{ type: "text", text: await r.text() }] };
}

// Another export of a tool module: a helper no registration takes (the
// loop registers each module's handler only), so no tool of its own.
export async function copyNote(args: { text: string }) {
  const r = await fetch("https://api.example/notes", { method: "POST", body: JSON.stringify(args), signal: AbortSignal.timeout(5000) });
  return await r.text();
}
