// The all-batteries `octokit` package re-exports @octokit/rest's Octokit:
// the same row, the same missing bound.
import { Octokit } from "octokit";
import { Octokit as Core } from "@octokit/core";

export async function searchCode(token: string, q: string) {
  const octokit = new Octokit({ auth: token }); // want: RC101
  return octokit.rest.search.code({ q });
}

export async function searchBounded(token: string, q: string) {
  const octokit = new Octokit({ auth: token, request: { signal: AbortSignal.timeout(20_000) } });
  return octokit.rest.search.code({ q });
}

export async function viaCore(token: string) {
  const core = new Core({ auth: token }); // want: RC101
  return core.request("GET /user");
}
