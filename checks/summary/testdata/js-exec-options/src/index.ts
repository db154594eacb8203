import { describe } from "./tools/describe.js";

// The caller of a tool that calls the wrapper: the defect is reported once,
// where the options lack a timeout (describe.ts), not again here as RC101 or
// RC102; that the async caller blocks on the sync chain is RC201's.
export async function handle(name: string): Promise<string> {
  return describe(name); // want: RC201
}
