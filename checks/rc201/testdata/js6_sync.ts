// Synchronous forms of process and file-search packages (library rows,
// libmodels/data/sdks-js6.yml): inside an async handler each holds the
// event loop until it ends.
import spawn from "cross-spawn";
import { execa, execaSync } from "execa";
import { glob, globSync } from "glob";
import fg from "fast-glob";
import which from "which";

export async function gitStatus(dir: string) {
  const r = spawn.sync("git", ["status"], { cwd: dir }); // want: RC201
  return String(r.stdout);
}

export async function lint(dir: string) {
  return execaSync("eslint", [dir]).stdout; // want: RC201
}

export async function listDocs(dir: string) {
  return globSync("**/*.md", { cwd: dir }); // want: RC201
}

export async function listSources(dir: string) {
  return fg.sync(["**/*.ts"], { cwd: dir }); // want: RC201
}

export async function findGit() {
  return which.sync("git"); // want: RC201
}

// ---- look-alikes: the async forms, and a search at start-up in sync code ----

export async function lintAsync(dir: string) {
  return (await execa("eslint", [dir], { timeout: 30_000 })).stdout;
}

export async function listDocsAsync(dir: string) {
  return glob("**/*.md", { cwd: dir });
}

export async function findGitAsync() {
  return which("git");
}

export const startupDocs = globSync("docs/**/*.md");
