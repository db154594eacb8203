// Issue 21: RC101 in command-line packages. A file under a cli/ folder runs
// in a terminal where a person waits and can interrupt (Ctrl-C): a missing
// timeout is still reported, but low, as a notice that does not fail the check.
import { Command } from "commander";

export async function deploy(url: string): Promise<void> {
  const res = await fetch(`${url}/deploy`, { method: "POST", signal: AbortSignal.timeout(10_000) }); // want: RC101 low
  console.log(res.status);
}

export async function bounded(url: string): Promise<void> {
  await fetch(url, { signal: AbortSignal.timeout(10_000) });
}
