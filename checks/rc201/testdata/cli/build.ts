// Class of real code: the build and dev commands of a command-line package
// (packages/cli/src/cli/...). They run once per invocation, before or
// instead of serving anything, so a synchronous check of the file system
// starves no request.
import { existsSync, readFileSync } from "node:fs";
import { cp } from "node:fs/promises";
import { join } from "node:path";

export async function copyPublic(root: string, out: string): Promise<void> {
  const from = join(root, "public");
  if (existsSync(from)) {
    await cp(from, out, { recursive: true });
  }
}

export async function readManifest(root: string): Promise<Record<string, unknown>> {
  return JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
}
