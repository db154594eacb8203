import { execFileSync } from "node:child_process";

export function kubectl(args: string[]): string {
  return execFileSync("kubectl", args, { encoding: "utf8", timeout: 30_000 });
}
