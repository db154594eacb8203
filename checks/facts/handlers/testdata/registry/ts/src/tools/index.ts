import { createNote } from "./notes.js";
export { listNotes } from "./notes.js";
import { listNotes } from "./notes.js";

export const TOOL_DEFS = [{ name: "create_note", description: "Create" }, { name: "list_notes", description: "List" }];

export const TOOL_HANDLERS = {
  create_note: createNote,
  list_notes: listNotes,
};
