import * as fs from "node:fs";
import { readFileSync as slurp, promises as fsp } from "fs";
import { execFileSync, spawn } from "child_process";
import cp from "node:child_process";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "demo", version: "1.0.0" });

// ---- positives ----

server.tool("read_note", "Read a note", { name: z.string() }, async ({ name }) => {
  const body = slurp(`notes/${name}.md`, "utf8"); // want: RC201
  return { content: [{ type: "text", text: body }] };
});

server.registerTool("git_log", { description: "Recent commits" }, async () => {
  const out = execFileSync("git", ["log", "-5"], { timeout: 10_000 }); // want: RC201
  return { content: [{ type: "text", text: out.toString() }] };
});

export async function listDir(dir: string): Promise<string[]> {
  return fs.readdirSync(dir); // want: RC201
}

export class Notes {
  private root = "notes";

  public async write(name: string, text: string): Promise<void> {
    fs.writeFileSync(`${this.root}/${name}`, text); // want: RC201
  }

  handler = async (name: string) => {
    fs.rmSync(`${this.root}/${name}`); // want: RC201
  };

  async *stream(names: string[]) {
    for (const n of names) {
      yield fs.readFileSync(n); // want: RC201
    }
  }
}

const fn = async function named(cmd: string) {
  return cp.execSync(cmd, { timeout: 5_000 }); // want: RC201
};

export const nested = async () => {
  const inner = async () => fs.copyFileSync("a", "b"); // want: RC201
  return inner();
};

export async function typed(file: string) {
  return (fs as typeof import("fs")).readFileSync(file); // want: RC201
}

// ---- negatives ----

export function syncList(dir: string): string[] {
  return fs.readdirSync(dir);
}

server.tool("read_async", "Read a note", { name: z.string() }, async ({ name }) => {
  const body = await fsp.readFile(`notes/${name}.md`, "utf8");
  return { content: [{ type: "text", text: body }] };
});

export async function spawned(cmd: string) {
  const child = spawn(cmd, { timeout: 5_000 });
  return new Promise((resolve) => child.on("close", resolve));
}

export async function laterCallback(file: string) {
  const read = () => slurp(file);
  queueMicrotask(() => fs.writeFileSync(file, ""));
  return read;
}

export async function otherObjects(store: { readFileSync(p: string): string }, file: string) {
  store.readFileSync(file);
  JSON.parse("{}");
  const execFileSync = (s: string) => s;
  execFileSync("local");
}

export async function promisesApi(file: string) {
  return fs.promises.readFile(file);
}

const cached = fs.readFileSync("config.json", "utf8"); // module level

export function factory() {
  return async function () {
    return cached;
  };
}

export async function syncMethodName(repo: { Sync(): void; syncSync(): void }) {
  repo.Sync();
  repo.syncSync();
}
