// Class of real code: a module of an interactive setup wizard. It asks the
// person at the terminal before it runs an installer attached to that
// terminal; they see it working and stop it if it hangs.
import { spawn } from "node:child_process";
import { confirm } from "@inquirer/prompts";

export async function addSkills(cwd: string): Promise<number> {
  if (!(await confirm({ message: "Install the skills now?" }))) {
    return 0;
  }
  return new Promise((resolve) => {
    const child = spawn("npx", ["skills", "add"], { cwd, stdio: "inherit" });
    child.on("close", (code) => resolve(code ?? 0));
    child.on("error", () => resolve(-1));
  });
}
