import { execSync } from "child_process";
import { registeredTools } from "./tools/registered-generator.js";

export async function startServer(): Promise<void> {
  execSync("git fetch"); // want: RC102, RC201
  void registeredTools;
}
