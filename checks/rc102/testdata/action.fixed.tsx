"use server";
import { execFileSync, execFile } from "node:child_process";

export async function buildPreview(slug: string) {
  const out = execFileSync("hugo", ["--source", slug], { encoding: "utf8", timeout: 30_000 }); // want: RC102
  return <pre>{out}</pre>;
}

export function Thumbnail({ path }: { path: string }) {
  execFile("convert", [path, "thumb.png"], { timeout: 30_000 }, (err) => console.error(err)); // want: RC102
  return <img src="thumb.png" alt="" />;
}

export function Bounded({ path }: { path: string }) {
  const out = execFileSync("identify", [path], { encoding: "utf8", timeout: 5_000 });
  return <span>{out}</span>;
}

export function Unknown({ path, opts }: { path: string; opts: object }) {
  execFile("convert", [path, "thumb.png"], opts, () => undefined);
  return <span />;
}
