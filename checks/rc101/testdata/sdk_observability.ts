// Observability SDK clients recognised from library rows (libmodels/data/saas.yml):
// the Datadog client's default fetch library sets no timeout.
import { client, v2 } from "@datadog/datadog-api-client";

const config = client.createConfiguration({ authMethods: { apiKeyAuth: "k", appKeyAuth: "a" } }); // want: RC101
export const logs = new v2.LogsApi(config);

// ---- clean look-alikes ----

// a fetch of the caller's that gives each request a deadline
const bounded = client.createConfiguration({
  authMethods: { apiKeyAuth: "k", appKeyAuth: "a" },
  fetch: (url: string, init: any) => fetch(url, { ...init, signal: AbortSignal.timeout(20_000) }),
});
export const metrics = new v2.MetricsApi(bounded);

// a configuration built from options the file does not show: never a guess
export function fromOptions(opts: any) {
  return client.createConfiguration(opts);
}
