import { addNote } from "./notes/handlers";

export const entries = [{ name: "add_note", definition: { description: "Add a note" }, handler: addNote }];
