// clean twin: the file hands out a client and also calls it with a signal
// it is given (a caller's deadline), so the construction is not judged.
import createClient from "openapi-fetch";
import type { paths } from "./schema";

export function makeClient(baseUrl: string) {
  return createClient<paths>({ baseUrl });
}

export async function listItems(baseUrl: string, signal: unknown) {
  const client = makeClient(baseUrl);
  return client.GET("/items", { signal });
}
