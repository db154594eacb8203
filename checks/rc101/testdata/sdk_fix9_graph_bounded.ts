// Microsoft Graph's client given fetch options (which may carry an abort
// signal): not judged, never a guess.
import { Client } from "@microsoft/microsoft-graph-client";

export function graphClient(token: string, signal: AbortSignal) {
  return Client.init({ authProvider: (done: any) => done(null, token), fetchOptions: { signal } });
}
