// Class of real code: a local helper that opens a link in the user's browser
// or editor. The launched program is not waited for: the call is a statement
// with no callback, so a launcher that never exits holds no caller.
import { exec, spawn } from "node:child_process";

export function showInBrowser(link: string): void {
  try {
    if (process.platform === "darwin") {
      exec(`open ${JSON.stringify(link)}`);
    } else if (process.platform === "win32") {
      void exec(`start "" ${JSON.stringify(link)}`);
    } else {
      spawn("xdg-open", [link]);
    }
  } catch {
    // best effort
  }
}

// Still reported: the callback waits for the child, and never runs if it hangs.
export function currentCommit(dir: string, done: (sha: string) => void): void {
  exec("git rev-parse HEAD", { cwd: dir }, (_err, out) => done(String(out).trim())); // want: RC102
}
