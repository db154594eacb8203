// A class keeps child_process.spawnSync in a static field, a seam for test
// stubs: the calls through it are spawnSync calls.
import { spawnSync, execFileSync } from "node:child_process";

export class Repl {
  public static spawnSync: typeof spawnSync = spawnSync;
  protected execFileSync = execFileSync;

  private check(): boolean {
    const r = Repl.spawnSync("npx", ["--version"], { encoding: "utf-8" }); // want: RC102
    return r.status === 0;
  }

  private checkBounded(): boolean {
    const r = Repl.spawnSync("heroku", ["version"], { encoding: "utf-8", timeout: 10_000 });
    return r.status === 0;
  }

  private version(): string {
    return this.execFileSync("git", ["--version"]).toString(); // want: RC102
  }
}
