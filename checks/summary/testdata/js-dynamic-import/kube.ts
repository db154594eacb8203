// A kubectl wrapper of another module: a sync process call blocks the thread.
import { execFileSync } from "node:child_process";

export function kubectl(args: string[]): string {
  return execFileSync("kubectl", args, { encoding: "utf8", timeout: 30000 });
}

export function quote(s: string): string {
  return JSON.stringify(s);
}
