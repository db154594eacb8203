// An async function that calls a sync helper of the same file, which reads a
// file synchronously (issue 18, batch 4: cloud-run-mcp run.js formats each log
// entry with a sync helper that loads a proto file): rule RC201 judges only
// the calls written in the async body, so the chain within the file is the
// summaries'.
import fs from "node:fs";

function formatEntry(entry) {
  const schema = fs.readFileSync("/etc/audit.proto", "utf8");
  return `${schema.length} ${entry}`;
}

function plain(entry) {
  return String(entry).trim();
}

export async function getLogs(entries) {
  return entries.map((entry) => formatEntry(entry)).join("\n"); // want: RC201
}

export async function getOne(entry) {
  return formatEntry(entry); // want: RC201
}

// Clean look-alikes: a sync helper that does no I/O, and a sync caller.
export async function getPlain(entry) {
  return plain(entry);
}

export function getSync(entry) {
  return formatEntry(entry);
}
