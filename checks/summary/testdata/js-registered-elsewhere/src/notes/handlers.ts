// Handlers a table of another module pairs with their names: this file's
// text says nothing of an MCP registration.
export async function addNote(args: { text: string }) { // want: RC601 whole-only (diff mode does not search for the table that registers it)
  await fetch("https://api.example/notes", { method: "POST", body: JSON.stringify(args), signal: AbortSignal.timeout(5000) });
  return { content: [] };
}

export async function addLabel(args: { text: string }) { // clean: nothing registers it
  await fetch("https://api.example/labels", { method: "POST", body: JSON.stringify(args), signal: AbortSignal.timeout(5000) });
  return { content: [] };
}
