import { execSync } from "child_process";

// named nowhere, but its package loads modules by a computed name
export async function handleA(): Promise<string> {
  return execSync("uptime").toString(); // want: RC102, RC201
}
