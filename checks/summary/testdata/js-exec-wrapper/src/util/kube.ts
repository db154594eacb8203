import { execFileSync } from "child_process";

// A project wrapper around a synchronous process call: fine from sync code,
// a stall of the whole server from an async handler.
export function kubectl(args: string[]): string {
  return execFileSync("kubectl", args, { timeout: 30_000 }).toString();
}

export function kubectlJSON(args: string[]): unknown {
  return JSON.parse(kubectl([...args, "-o", "json"]));
}
