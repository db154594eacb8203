export async function createTask(args: { title: string }) { // want: RC601 whole-only (diff mode does not search for the helper call that registers it)
  const r = await fetch("https://api.example/tasks", { method: "POST", body: JSON.stringify(args), signal: AbortSignal.timeout(5000) });
  return r.json();
}

export async function createDraft(args: { title: string }) { // clean: nothing registers it
  const r = await fetch("https://api.example/drafts", { method: "POST", body: JSON.stringify(args), signal: AbortSignal.timeout(5000) });
  return r.json();
}
