import { execFileSync, type ExecFileSyncOptionsWithStringEncoding } from "child_process";

// A project wrapper that hands its callers' options to execFileSync with no
// timeout of its own (issue 18: Flux159's execFileSyncSafe): each caller's
// options are the process call's only bound.
export function execFileSyncSafe(file: string, args: string[], options: ExecFileSyncOptionsWithStringEncoding): string {
  if (args.some((a) => a.startsWith("--kubeconfig"))) {
    throw new Error("unsafe flag");
  }
  return execFileSync(file, args, options) as string;
}

// The same with the caller's options spread under a default of its own: bounded.
export function execBounded(file: string, args: string[], options: ExecFileSyncOptionsWithStringEncoding): string {
  return execFileSync(file, args, { ...options, timeout: 30_000 }) as string;
}
