import { execSync } from "child_process";
import { Compose } from "../compose.js";

// served: the status tool calls it
export async function status(): Promise<string> {
  return execSync("git status").toString() + (await Compose.used()); // want: RC102, RC201
}
