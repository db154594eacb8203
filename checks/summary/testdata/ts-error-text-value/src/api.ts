import { readFile } from "node:fs/promises";

export async function fetchDocs(url: string): Promise<string> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    return await res.text();
  } catch (error) {
    return `Error fetching docs: ${error}`; // want: RC402 whole-only
  }
}

export const loadConfig = async (path: string) => {
  try {
    return { ok: true, text: await readFile(path, "utf8") };
  } catch (err) {
    return { ok: false, error: (err as Error).message }; // want: RC402 whole-only
  }
};

export async function quiet(url: string): Promise<string> {
  try {
    return await (await fetch(url, { signal: AbortSignal.timeout(5000) })).text();
  } catch (error) {
    return `Error: ${error}`;
  }
}

export function generic(path: string) {
  try {
    return readFile(path, "utf8");
  } catch {
    return "could not read the file";
  }
}
