import { execFile, execSync, spawn } from "node:child_process";
import * as child_process from "child_process";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);

export async function listRegions(): Promise<string[]> {
  const out = execSync("radar-render --list-regions", { encoding: "utf8", timeout: 30_000 }); // want: RC102
  return out.trim().split("\n");
}

export function radar(region: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    execFile("radar-render", ["--region", region], { timeout: 30_000 }, (err, stdout) => (err ? reject(err) : resolve(stdout))); // want: RC102
  });
}

export async function version(): Promise<string> {
  const { stdout } = await execFileAsync("tool", ["--version"], { timeout: 30_000 }); // want: RC102
  return stdout;
}

export class Tunnel {
  private proc?: ReturnType<typeof spawn>;

  open(host: string): void {
    this.proc = spawn("ssh", ["-N", host], { timeout: 30_000 }); // want: RC102
  }
}

export function nsExec(cmd: string): Buffer {
  return child_process.execSync(cmd, { stdio: "pipe", timeout: 30_000 } as const); // want: RC102
}

export function nsSpawn(cmd: string, args: string[]) {
  return child_process.spawnSync(cmd, args, { timeout: 30_000 }); // want: RC102
}

export function execFileNull(cmd: string) {
  return child_process.execFileSync(cmd, null as unknown as string[], { encoding: "utf8", timeout: 30_000 }); // want: RC102
}

export function execWithCallback(cmd: string, cb: (e: Error | null) => void) {
  child_process.exec(cmd, { timeout: 30_000 }, cb); // want: RC102
}

// ---- negatives ----

export async function bounded(region: string): Promise<string> {
  const { stdout } = await execFileAsync("radar-render", ["--region", region], { timeout: 30_000, maxBuffer: 16 << 20 });
  return stdout;
}

export function aborted(cmd: string, signal: AbortSignal) {
  return spawn(cmd, [], { signal });
}

export function timed(cmd: string) {
  const proc = spawn(cmd);
  setTimeout(() => {
    proc.kill();
  }, 10_000);
  return proc;
}

export function configured(cmd: string, args: string[], config: child_process.SpawnOptions) {
  return spawn(cmd, args, config);
}

export function fromCall(cmd: string) {
  return execSync(cmd, buildOptions());
}

function buildOptions() {
  return { timeout: 5_000 };
}

export function shorthand(cmd: string, timeout: number) {
  return execSync(cmd, { timeout });
}

export class ManagedChild {
  private child?: ReturnType<typeof spawn>;

  start(cmd: string): void {
    this.child = spawn(cmd, ["--serve"], { stdio: "pipe" });
  }

  close(): void {
    this.child?.kill();
  }
}

export async function withCleanup(cmd: string, work: () => Promise<void>) {
  const server = spawn(cmd, ["--http"]);
  try {
    await work();
  } finally {
    server.kill("SIGTERM");
  }
}

export function notExec(re: RegExp, s: string) {
  return re.exec(s);
}
