// Tools reach the client through the factory: each call is the client's one
// defect, reported at its fetch in a whole scan, here in diff mode.
import { clientFromContext } from "../api/context.js";

export async function whoamiTool(ctx: unknown) {
  const api = clientFromContext(ctx);
  return api.whoami(); // want: RC101 diff-only
}

export async function issuesTool(ctx: unknown) {
  const api = clientFromContext(ctx);
  return api.issues(); // want: RC101 diff-only
}
