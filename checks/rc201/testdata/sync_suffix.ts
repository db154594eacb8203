// Package functions named with Node's Sync suffix block the event loop
// (issue 18, batch 4: cloud-run-mcp's google-proto-files loadSync).
import protofiles from "google-proto-files";
import zlib from "node:zlib";
import { hashSync } from "bcrypt";
import crypto from "node:crypto";
import { configureSync } from "@logtape/logtape";
import { copyToClipboardSync } from "@/client/utils/browser";
import { loadSync as loadLocal } from "./proto-cache.js";

export async function decode(entry: Buffer, path: string) {
  const root = protofiles.loadSync(path); // want: RC201
  const raw = zlib.gunzipSync(entry); // want: RC201
  return root.lookupType("AuditLog").decode(raw);
}

export async function register(password: string) {
  return hashSync(password, 12); // want: RC201
}

// Clean look-alikes: the asynchronous forms, a module of the project, and a
// sync function.
export async function decodeAsync(entry: Buffer, path: string) {
  const root = await protofiles.load(path);
  return root.lookupType("AuditLog").decode(await gunzip(entry));
}

export async function cached(path: string) {
  return loadLocal(path);
}

export async function sessionKey(secret: Buffer) {
  return crypto.hkdfSync("sha256", secret, "salt", "session", 32);
}

export async function setup(text: string) {
  configureSync({ sinks: {}, loggers: [] });
  copyToClipboardSync(text);
}

export function decodeSync(path: string) {
  return protofiles.loadSync(path);
}
declare function gunzip(b: Buffer): Promise<Buffer>;
