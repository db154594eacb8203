// A command-line program (src/cli/): a person runs it and can interrupt, so
// the call through the helper is reported low (issue 21), as an in-file
// RC101 in a CLI is.
import { request } from "../api";

export async function login(): Promise<void> {
  const token = await request("https://auth.example.com/device"); // want: RC101 diff-only
  console.log(token);
}
