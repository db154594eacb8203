// A cli/ module nobody imports: a script.
import { execSync } from "node:child_process";

export async function version(): Promise<string> {
  return execSync("deployctl --version").toString();
}
