import { logError, tagError } from "./errors.js";
import { readNote } from "./store.js";

export async function load(id: string): Promise<string> {
  try {
    return await readNote(id);
  } catch (error) {
    tagError(error, "load");
  }
}

export async function loadQuiet(id: string): Promise<string> {
  try {
    return await readNote(id);
  } catch (error) {
    logError(error, "load");
    return "";
  }
}
