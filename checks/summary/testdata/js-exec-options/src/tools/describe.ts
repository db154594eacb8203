import { execBounded, execFileSyncSafe } from "../security/exec.js";

export function describe(name: string): string {
  return execFileSyncSafe("kubectl", ["describe", "pod", name], { // want: RC102
    encoding: "utf8",
    maxBuffer: 10 * 1024 * 1024,
  });
}

// Clean look-alikes: a caller that passes a timeout, and a wrapper that sets one.
export function describeBounded(name: string): string {
  return execFileSyncSafe("kubectl", ["describe", "pod", name], { encoding: "utf8", timeout: 30_000 });
}

export function describeDefault(name: string): string {
  return execBounded("kubectl", ["describe", "pod", name], { encoding: "utf8" });
}
