// A handler being ported: the exec after the unconditional throw never runs
// (TypeScript itself calls it unreachable, TS7027), so it is not reported;
// the same exec on a live path is.
import { exec } from "child_process";
import { promisify } from "util";

const execAsync = promisify(exec);

export async function getPrompt(name: string, line: string) {
  if (name !== "run") {
    throw new Error("unknown prompt: " + name);
  }
  throw new Error("run_process not yet ported to prompts");

  const { stdout } = await execAsync(line);
  return stdout;
}

export async function runLine(line: string) {
  const { stdout } = await execAsync(line); // want: RC102
  return stdout;
}
