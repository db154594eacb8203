import { execFile } from "node:child_process";

export function spawnGit(args: string[], cwd: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile("git", args, { cwd, timeout: timeoutMs }, (err, out) => (err ? reject(err) : resolve(out)));
  });
}

export async function fetchJson(url: string, ms: number) {
  const res = await fetch(url, { signal: AbortSignal.timeout(ms) });
  return res.json();
}
