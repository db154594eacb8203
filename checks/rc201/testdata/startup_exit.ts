// Class of real code: start-up of a server that loads its description file
// once before it serves anything and ends the process when the file is
// missing. No request exists yet to be starved.
import fs from "node:fs";
import path from "node:path";

async function loadDescription(file: string): Promise<unknown> {
  let raw: string;
  try {
    raw = fs.readFileSync(path.resolve(process.cwd(), file), "utf-8");
  } catch (err) {
    console.error("cannot read the description file:", (err as Error).message);
    process.exit(1);
  }
  return JSON.parse(raw);
}

export async function boot(file: string) {
  const spec = await loadDescription(file);
  return { spec };
}

// Still reported: a request path that only logs a failure.
export async function describe(file: string) {
  try {
    return fs.readFileSync(file, "utf-8"); // want: RC201
  } catch (err) {
    console.error(err);
    return "";
  }
}
