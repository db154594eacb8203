import { readFileSync, existsSync } from "node:fs";
import * as fs from "node:fs";

// A React server component and server action: both run on the server's event loop.
export default async function Page({ slug }: { slug: string }) {
  const md = readFileSync(`content/${slug}.md`, "utf8"); // want: RC201
  return <article>{md}</article>;
}

export async function saveDraft(slug: string, body: string) {
  "use server";
  fs.writeFileSync(`drafts/${slug}.md`, body); // want: RC201
}

// ---- negatives ----

export function Preview({ slug }: { slug: string }) {
  const exists = existsSync(`content/${slug}.md`); // a sync component
  return <p>{exists ? "ready" : "missing"}</p>;
}

export async function load(slug: string) {
  const body = await fs.promises.readFile(`content/${slug}.md`, "utf8");
  const onClick = () => fs.appendFileSync("clicks.log", slug); // runs later, on click
  return <button onClick={onClick}>{body}</button>;
}
