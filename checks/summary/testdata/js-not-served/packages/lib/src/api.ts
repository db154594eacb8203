import { execSync } from "child_process";

// named nowhere in the repository, but the package's API
export async function version(): Promise<string> {
  return execSync("node --version").toString(); // want: RC102, RC201
}
