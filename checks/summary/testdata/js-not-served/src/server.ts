import { execSync } from "child_process";

export async function startServer(): Promise<void> {
  execSync("git fetch"); // want: RC102, RC201
}
