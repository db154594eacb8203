// Tools a builder library makes from a name and a definition object
// (@cyanheads/mcp-ts-core: tool('name', { input, annotations, handler })),
// registered elsewhere by createApp({ tools: [...] }) (defbuilder.go).
import { tool, z } from "@cyanheads/mcp-ts-core";

export const createNote = tool("notes_create_note", {
  description: "Create a note.",
  input: z.object({ title: z.string(), body: z.string() }),
  async handler(input, ctx) { // want: RC601
    const r = await fetch("https://api.example.com/notes", {
      method: "POST",
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(10_000),
    });
    return r.json();
  },
});

// clean look-alike: the input schema takes an idempotency key
export const createKeyedNote = tool("notes_create_keyed_note", {
  description: "Create a note once per key.",
  input: z.object({ title: z.string(), idempotencyKey: z.string().uuid() }),
  async handler(input, ctx) {
    const r = await fetch("https://api.example.com/notes", {
      method: "POST",
      headers: { "Idempotency-Key": input.idempotencyKey },
      body: JSON.stringify({ title: input.title }),
      signal: AbortSignal.timeout(10_000),
    });
    return r.json();
  },
});

// clean look-alike: a read-only tool whose search is sent as POST
export const searchNotes = tool("notes_search_notes", {
  description: "Search notes.",
  annotations: { readOnlyHint: true },
  input: z.object({ query: z.string() }),
  handler: async (input) => {
    const r = await fetch("https://api.example.com/notes/search", {
      method: "POST",
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(10_000),
    });
    return r.json();
  },
});
