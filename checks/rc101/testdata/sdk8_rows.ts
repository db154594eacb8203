// Rows of libmodels/data/sdks-sdk8.yml: axios-based SDK clients whose
// timeout defaults to axios' 0 (none).
import { ShortcutClient } from "@shortcut/client";
import { SchemaRegistryClient } from "@confluentinc/schemaregistry";

export const shortcut = new ShortcutClient("token"); // want: RC101
export const shortcutHttp = new ShortcutClient("token", { baseURL: "https://api.app.shortcut.com" }); // want: RC101
// clean twins: a timeout in the axios config
export const shortcutBounded = new ShortcutClient("token", { timeout: 20_000 });

export const registry = new SchemaRegistryClient({ baseURLs: ["https://sr"] }); // want: RC101
export const registryHeaders = new SchemaRegistryClient({ // want: RC101
  baseURLs: ["https://sr"],
  createAxiosDefaults: { headers: { "target-sr-cluster": "lsrc-1" } },
});
// clean twins: createAxiosDefaults carries a timeout, or options of unknown content
export const registryBounded = new SchemaRegistryClient({
  baseURLs: ["https://sr"],
  createAxiosDefaults: { timeout: 10_000 },
});
export function fromConfig(config: { baseURLs: string[] }) {
  return new SchemaRegistryClient(config);
}
