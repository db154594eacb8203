import { readFile } from "node:fs/promises";

export async function readNote(id: string): Promise<string> {
  return readFile(`/srv/notes/${id}.md`, "utf8");
}
