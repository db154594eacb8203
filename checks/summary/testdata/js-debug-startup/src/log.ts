import { appendFileSync, readFileSync } from "fs";

let debugLogPath: string | null = null;

export function initDebugLog(root: string) {
  debugLogPath = root + "/debug.log";
}

export function log(...args: unknown[]) {
  const msg = args.map(String).join(" ") + "\n";
  process.stderr.write(msg);
  if (debugLogPath) {
    try {
      appendFileSync(debugLogPath, msg);
    } catch {
      // ignore
    }
  }
}

export function loadSpec(path: string) {
  return readFileSync(path, "utf8");
}

export function readTemplate(name: string) {
  return readFileSync("templates/" + name, "utf8");
}
