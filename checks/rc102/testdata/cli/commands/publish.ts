// Class of real code: a command of a command-line package (packages/cli/...),
// reached through the package's bin entry. A person runs it at a terminal and
// watches the output; git probes, compilers and installers there may rightly
// run for minutes, so no timeout is asked for.
import { execFile, spawn } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

export async function currentBranch(cwd: string): Promise<string> {
  const { stdout } = await run("git", ["branch", "--show-current"], { cwd });
  return stdout.trim();
}

export function compile(cwd: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["node_modules/.bin/tsc", ...args], { cwd, stdio: "inherit" });
    child.once("error", reject);
    child.once("close", (code) => resolve(code ?? 1));
  });
}
