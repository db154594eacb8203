// The create_note tool (a module of tools/, registered by index.ts).
export const method = "createNote";
export const description = "Create a note";

export async function handler(args: { text: string }) { // want: RC601 whole-only 
  await fetch("https://api.example/notes", { method: "POST", body: JSON.stringify(args), signal: AbortSignal.timeout(5000) });
  return { content: [] };
}
