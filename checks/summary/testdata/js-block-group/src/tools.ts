import { fetchConfig } from "./config.js";
import { loadTemplate, ensureDir } from "./files.js";

export async function listIssues() {
  return fetch("https://api.example.com/issues", { ...fetchConfig(), signal: AbortSignal.timeout(5000) }); // want: RC201
}

export async function createIssue() {
  return fetch("https://api.example.com/issues", { ...fetchConfig(), method: "POST", signal: AbortSignal.timeout(5000) }); // want: RC201 (RC201 grouped)
}

export async function closeIssue() {
  return fetch("https://api.example.com/issues/1", { ...fetchConfig(), method: "PATCH", signal: AbortSignal.timeout(5000) }); // want: RC201 (RC201 grouped)
}

export async function renderIssue() {
  return loadTemplate("issue"); // want: RC201
}

export async function renderMerge() {
  return loadTemplate("merge"); // want: RC201
}

export async function prepare(dir: string) {
  ensureDir(dir); // want: RC201
}

// Two calls of one helper in one async function: each blocks, each is reported.
export async function renderBoth() {
  const a = loadTemplate("a"); // want: RC201
  const b = loadTemplate("b"); // want: RC201
  return a + b;
}
