// clean look-alike: a function of the file called tool is no builder
// library's: its object is not read as a tool definition (defbuilder.go).
function tool<T>(name: string, def: T): T {
  return def;
}

export const createNote = tool("notes_create_note", {
  input: { title: "string" },
  async handler(input: { title: string }) {
    const r = await fetch("https://api.example.com/notes", {
      method: "POST",
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(10_000),
    });
    return r.json();
  },
});
