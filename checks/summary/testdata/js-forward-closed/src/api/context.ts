// A factory: what it returns is a Client.
import { Client } from "./client.js";

export function clientFromContext(ctx: unknown) {
  return new Client();
}
