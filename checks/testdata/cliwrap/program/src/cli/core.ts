import { exec } from "node:child_process";
import { readFileSync } from "node:fs";

export async function deploy(cwd: string): Promise<string> {
  const config = readFileSync(`${cwd}/deploy.json`, "utf8");
  return new Promise((resolve, reject) => {
    exec(`deployctl up --config '${config}'`, { cwd }, (err, stdout) => (err ? reject(err) : resolve(stdout)));
  });
}
