// The bounded twin of sdk_js6.ts' mittwald client: the file sets the axios
// instance's default timeout after building it, so its clients are bounded.
import { MittwaldAPIV2Client } from "@mittwald/api-client";

export async function listKeys(token: string) {
  const client = MittwaldAPIV2Client.newWithToken(token);
  client.axios.defaults.timeout = 20_000;
  return client.user.listSshKeys({});
}
