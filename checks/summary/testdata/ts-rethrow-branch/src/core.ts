import { exec } from "child_process";
import { promisify } from "util";

const execAsync = promisify(exec);

export async function runCli(command: string): Promise<string> {
  const { stdout } = await execAsync(command, { timeout: 20_000 });
  return stdout;
}
