// Client getters of another module: getClient builds its client with a sync
// process call, which blocks the thread; getName does no I/O.
import { execFileSync } from "node:child_process";

export function getClient(): string {
  return execFileSync("token-helper", [], { encoding: "utf8", timeout: 30000 });
}

export function getName(): string {
  return "webflow";
}
